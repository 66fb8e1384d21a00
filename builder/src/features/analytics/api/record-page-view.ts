import { apiRequest } from '../../../lib/api-client';

/** Fire and forget: analytics must never get in a reader's way, so failures are ignored. */
export function recordPageView(path: string, referrer: string): void {
  apiRequest('POST', '/api/events', referrer ? { type: 'pageview', path, referrer } : { type: 'pageview', path }).catch(() => {});
}
