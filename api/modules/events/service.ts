/**
 * Page views, stored first-party. Anyone may send them, unauthenticated, so what one sender and
 * one day can write is bounded: events beyond the limits are dropped quietly (a page-view beacon
 * has no one to show an error to), and rows older than the retention are deleted now and then.
 */
import { lt } from 'drizzle-orm';
import type { EventBody } from '@shared/api/site';
import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { originOf } from '../../lib/origin';
import { RateLimitedError, type RateLimiter } from '../../lib/rate-limit';

export const EVENT_LIMITS = {
  /** Events one address may record per window of the limiter (a person browsing sends a few a minute). */
  perAddress: 120,
  perAddressWindowMs: 60 * 60 * 1000,
  /** Rows one instance writes per UTC day; past it, the day's events are dropped. */
  perDay: 200_000,
  retentionDays: 90,
};

export interface EventRecorder {
  /** True when the event was stored, false when a limit dropped it. */
  record(event: EventBody, ip: string): Promise<boolean>;
}

export function createEventRecorder(db: Db, clock: Clock, limiter: RateLimiter): EventRecorder {
  let day = '';
  let today = 0;
  let sinceSweep = 0;
  return {
    async record(event, ip) {
      const now = clock.now();
      const thisDay = now.toISOString().slice(0, 10);
      if (thisDay !== day) [day, today] = [thisDay, 0];
      if (today >= EVENT_LIMITS.perDay) return false;
      try {
        await limiter.hit([`events:ip:${ip}`]);
      } catch (error) {
        if (error instanceof RateLimitedError) return false;
        throw error;
      }
      today++;
      // Only the referring origin is kept: a full referrer may carry tokens or personal paths.
      await db.insert(pageViews).values({ path: event.path.split(/[?#]/)[0]!, referrer: originOf(event.referrer)?.slice(0, 200) ?? null });
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        await db.delete(pageViews).where(lt(pageViews.createdAt, new Date(now.getTime() - EVENT_LIMITS.retentionDays * 86_400_000)));
      }
      return true;
    },
  };
}
