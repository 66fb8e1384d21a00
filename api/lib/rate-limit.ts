/**
 * Fixed-window rate limits kept in the database, so every instance counts the same attempts.
 * One upsert per attempt; old windows are swept now and then.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { TooManyRequestsError } from './errors';

export interface RateLimiter {
  /**
   * Counts one attempt under each key, or `cost` units (bytes, say, where the limit is a volume);
   * throws 429 (with the wait) when any key is over its limit.
   */
  hit(keys: string[], cost?: number): Promise<void>;
}

/**
 * A budget that refuses quietly: for what the caller does on someone else's behalf (a mail to an
 * address anyone may type in), where a 429 would tell the asker something, or hold up the person
 * the budget protects.
 */
export interface Quota {
  /** Counts one use under the key; false when the window's budget was spent already. */
  take(key: string): Promise<boolean>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** What the 429 says, given the wait in seconds, where "Too many attempts" would puzzle the reader. */
  message?: (retryAfterSeconds: number) => string;
}

/**
 * Every limiter's windows share one table, and a sweep cannot tell whose a row is: each sweeps only
 * what the longest window in this process no longer needs, or a one-minute limiter's sweep would
 * clear the fifteen-minute sign-in counts with it.
 */
let longestWindowMs = 0;

/** Counts one use (or `cost` units) of each key in the current window, answering each key's count so far. */
function windowCounter(db: Db, clock: Clock, windowMs: number) {
  longestWindowMs = Math.max(longestWindowMs, windowMs);
  let sinceSweep = 0;
  return async (keys: string[], cost = 1): Promise<{ counts: number[]; windowEnd: number; now: number }> => {
    const now = clock.now().getTime();
    const windowStart = new Date(now - (now % windowMs));
    const counts: number[] = [];
    for (const key of keys) {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: cost })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + ${cost}` } })
        .returning({ count: rateLimits.count });
      counts.push(row!.count);
    }
    if (++sinceSweep >= 100) {
      sinceSweep = 0;
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 2 * longestWindowMs)));
    }
    return { counts, windowEnd: windowStart.getTime() + windowMs, now };
  };
}

export function createRateLimiter(db: Db, clock: Clock, options: RateLimitOptions): RateLimiter {
  const count = windowCounter(db, clock, options.windowMs);
  return {
    async hit(keys, cost) {
      const { counts, windowEnd, now } = await count(keys, cost);
      if (counts.some((n) => n > options.limit)) {
        const retryAfter = Math.ceil((windowEnd - now) / 1000);
        throw new RateLimitedError(retryAfter, options.message?.(retryAfter));
      }
    },
  };
}

export function createQuota(db: Db, clock: Clock, options: { limit: number; windowMs: number }): Quota {
  const count = windowCounter(db, clock, options.windowMs);
  return {
    async take(key) {
      const { counts } = await count([key]);
      return counts[0]! <= options.limit;
    },
  };
}

export class RateLimitedError extends TooManyRequestsError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`,
  ) {
    super(message);
  }

  override toResponse(): Response {
    return Response.json({ message: this.message }, { status: 429, headers: { 'retry-after': String(this.retryAfterSeconds) } });
  }
}
