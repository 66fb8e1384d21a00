/**
 * AI quotas, counted in the database: a guest gets AI_GUEST_LIMIT charts in all (counted by their
 * guest cookie and by their address, so clearing cookies does not reset it), a signed-in user
 * AI_USER_DAILY_LIMIT a day. A chart is reserved before the model is asked and given back if it
 * fails, so simultaneous requests cannot overshoot.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsage } from '../../db/schema';
import { HttpError } from '../../lib/errors';

/** Guests' counts are for all time; they are kept under this one day. */
const ALL_TIME = '2000-01-01';

export interface QuotaSubject {
  key: string;
  day: string;
  limit: number;
}

export function quotaSubjects(
  who: { userId: number | null; guestId: string; ip: string },
  limits: { guest: number; userDaily: number },
  today: string,
): QuotaSubject[] {
  if (who.userId !== null) return [{ key: `user:${who.userId}`, day: today, limit: limits.userDaily }];
  return [
    { key: `guest:${who.guestId}`, day: ALL_TIME, limit: limits.guest },
    { key: `guest-ip:${who.ip}`, day: ALL_TIME, limit: limits.guest },
  ];
}

export async function reserve(db: Db, subjects: QuotaSubject[], signedIn: boolean): Promise<void> {
  const taken: QuotaSubject[] = [];
  for (const subject of subjects) {
    const [row] = await db
      .insert(aiUsage)
      .values({ subject: subject.key, day: subject.day, count: 1 })
      .onConflictDoUpdate({
        target: [aiUsage.subject, aiUsage.day],
        set: { count: sql`${aiUsage.count} + 1` },
        setWhere: lt(aiUsage.count, subject.limit),
      })
      .returning({ count: aiUsage.count });
    if (!row || row.count > subject.limit) {
      if (row) taken.push(subject);
      await release(db, taken);
      throw new HttpError(
        429,
        signedIn
          ? `You have reached today's limit of ${subject.limit} AI charts. Please try again tomorrow.`
          : `You have used your ${subject.limit} free AI charts. Create a free profile to make more.`,
      );
    }
    taken.push(subject);
  }
}

export async function release(db: Db, subjects: QuotaSubject[]): Promise<void> {
  for (const subject of subjects) {
    await db
      .update(aiUsage)
      .set({ count: sql`greatest(${aiUsage.count} - 1, 0)` })
      .where(and(eq(aiUsage.subject, subject.key), eq(aiUsage.day, subject.day)));
  }
}
