/** Answers by normalised query, reused for 24 hours: the same question costs no model call and no quota. */
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AiAnswer } from '../../../shared/ai-answer';
import type { Db } from '../../db/client';
import { aiAnswers } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

export const normalizeQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');
const keyOf = (query: string) => createHash('sha256').update(normalizeQuery(query)).digest('hex');

export async function cachedAnswer(db: Db, query: string, now: Date): Promise<AiAnswer | null> {
  const [row] = await db
    .select({ answer: aiAnswers.answer })
    .from(aiAnswers)
    .where(and(eq(aiAnswers.queryHash, keyOf(query)), gt(aiAnswers.createdAt, new Date(now.getTime() - DAY))));
  return (row?.answer as AiAnswer | undefined) ?? null;
}

export async function storeAnswer(db: Db, query: string, answer: AiAnswer, now: Date): Promise<void> {
  await db
    .insert(aiAnswers)
    .values({ queryHash: keyOf(query), query: normalizeQuery(query), answer, createdAt: now })
    .onConflictDoUpdate({ target: aiAnswers.queryHash, set: { answer, createdAt: now } });
}
