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
  /** Counts one attempt under each key; throws 429 (with the wait) when any key is over its limit. */
  hit(keys: string[]): Promise<void>;
}

/** `refusal` starts the 429's message ("Too many attempts." unless given), before when to try again. */
export function createRateLimiter(db: Db, clock: Clock, options: { limit: number; windowMs: number; refusal?: string }): RateLimiter {
  let sinceSweep = 0;
  return {
    async hit(keys) {
      const now = clock.now().getTime();
      const windowStart = new Date(now - (now % options.windowMs));
      let over = false;
      for (const key of keys) {
        const [row] = await db
          .insert(rateLimits)
          .values({ key, windowStart, count: 1 })
          .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
          .returning({ count: rateLimits.count });
        if (row!.count > options.limit) over = true;
      }
      if (++sinceSweep >= 100) {
        sinceSweep = 0;
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 2 * options.windowMs)));
      }
      if (over) {
        const retryAfter = Math.ceil((windowStart.getTime() + options.windowMs - now) / 1000);
        throw new RateLimitedError(retryAfter, options.refusal);
      }
    },
  };
}

export class RateLimitedError extends TooManyRequestsError {
  constructor(
    readonly retryAfterSeconds: number,
    refusal = 'Too many attempts.',
  ) {
    super(`${refusal} Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`);
  }

  override toResponse(): Response {
    return Response.json({ message: this.message }, { status: 429, headers: { 'retry-after': String(this.retryAfterSeconds) } });
  }
}
