import { api } from '../../../lib/api-client';

/** Fire and forget: analytics must never get in a reader's way, so failures are ignored. */
export function recordPageView(path: string, referrer: string): void {
  api('POST /api/events', { body: referrer ? { type: 'pageview', path, referrer } : { type: 'pageview', path } }).catch(() => {});
}
