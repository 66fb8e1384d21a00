/**
 * What one account may write. Every chart write costs the database's disk and write bandwidth,
 * which all readers share: an account gets `CHART_WRITE_LIMIT` writes and `CHART_WRITE_BYTES` of
 * request bodies an hour (429 with the wait beyond), and its charts may hold `CHART_STORAGE_LIMIT`
 * of data in all (403 beyond, and nothing is written). Counted in the database, so every instance
 * counts the same writes.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { formatBytes, type Config } from '../../lib/config';
import { ForbiddenError } from '../../lib/errors';
import { createRateLimiter } from '../../lib/rate-limit';

const HOUR = 3_600_000;

const inMinutes = (seconds: number) => `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;

export interface WriteBudget {
  /** Counts one write of `bytes` by this account; 429 when it is over either hourly limit. */
  spend(userId: number, bytes: number): Promise<void>;
  /** Inside the write's transaction: 403 (undoing the write) when the account's charts now hold too much. */
  checkStorage(tx: Db, userId: number): Promise<void>;
}

export function chartWriteBudget(db: Db, clock: Clock, limits: Config['chartWriteLimits']): WriteBudget {
  const writes = createRateLimiter(db, clock, {
    limit: limits.writesPerHour,
    windowMs: HOUR,
    message: (seconds) => `You have saved charts ${limits.writesPerHour} times this hour, the most an account may. Please try again in ${inMinutes(seconds)}.`,
  });
  // Counted in KiB: a byte count of refused 5 MB bodies would soon overflow the counter.
  const volume = createRateLimiter(db, clock, {
    limit: Math.floor(limits.bytesPerHour / 1024),
    windowMs: HOUR,
    message: (seconds) =>
      `You have sent ${formatBytes(limits.bytesPerHour)} of chart data this hour, the most an account may. Please try again in ${inMinutes(seconds)}.`,
  });
  return {
    async spend(userId, bytes) {
      await writes.hit([`chart-writes:${userId}`]);
      await volume.hit([`chart-kib:${userId}`], Math.max(1, Math.ceil(bytes / 1024)));
    },
    async checkStorage(tx, userId) {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${charts.dataBytes}), 0)` })
        .from(charts)
        .where(eq(charts.userId, userId));
      if (Number(row?.total ?? 0) > limits.storedBytes) {
        throw new ForbiddenError(
          `Your charts would hold more than ${formatBytes(limits.storedBytes)} of data, the most an account may keep: delete charts you no longer need`,
        );
      }
    },
  };
}
