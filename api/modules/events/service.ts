import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema';
import type { EventBody } from './model';

/** Keeps only the path (no query string: it may carry tokens) and the referring origin. */
export async function recordEvent(db: Db, event: EventBody): Promise<void> {
  await db.insert(pageViews).values({ path: event.path.split(/[?#]/)[0]!, referrer: originOf(event.referrer) });
}

function originOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}
