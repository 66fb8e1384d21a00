/**
 * AI quotas, counted in the database per UTC day: a guest gets AI_GUEST_LIMIT charts a day (counted
 * by their guest cookie and by their address, so clearing cookies does not reset it; a day, not for
 * good, because everyone behind one NAT shares an address), a signed-in user AI_USER_DAILY_LIMIT.
 * A chart is reserved before the model is asked and given back if it fails, so simultaneous
 * requests cannot overshoot.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiUsage } from '../../db/schema';
import { HttpError } from '../../lib/errors';

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
    { key: `guest:${who.guestId}`, day: today, limit: limits.guest },
    { key: `guest-ip:${who.ip}`, day: today, limit: limits.guest },
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
      throw new HttpError(429, limitMessage(subject, signedIn));
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

/** Why the answer is no, and what to do: the address limit is shared by everyone on one network. */
function limitMessage(subject: QuotaSubject, signedIn: boolean): string {
  if (signedIn) return `You have reached today's limit of ${subject.limit} AI charts. Please try again tomorrow.`;
  if (subject.key.startsWith('guest-ip:')) {
    return `Guests on your network have used today's ${subject.limit} free AI charts (the limit is per address, so people sharing a connection share it). Create a free profile to make more, or try again tomorrow.`;
  }
  return `You have used today's ${subject.limit} free AI charts. Create a free profile to make more, or try again tomorrow.`;
}
