/**
 * Whether a view is a reader's first of a chart within a window, so reloading a page (or a page
 * with the same embed twice) counts once. Readers are told apart by address, without cookies or
 * storage on the embed, and addresses are kept only as salted hashes in memory: the salt is new
 * with every process, so nothing stored can be linked back to a reader. Each instance keeps its
 * own window; behind several instances a reader may count once per instance.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface ReaderDedupe {
  /** True the first time this address views this chart within the window. */
  firstView(address: string, chartId: number): boolean;
}

export function createReaderDedupe(options: { windowMs: number; maxReaders: number; now?: () => number }): ReaderDedupe {
  const salt = randomBytes(16);
  const now = options.now ?? Date.now;
  /** Hash → when it stops counting as seen. Oldest first (a Map keeps insertion order). */
  const seen = new Map<string, number>();
  return {
    firstView(address, chartId) {
      const t = now();
      const key = createHash('sha256').update(salt).update(`${address}\0${chartId}`).digest('base64url');
      const until = seen.get(key);
      if (until !== undefined && until > t) return false;
      seen.delete(key);
      seen.set(key, t + options.windowMs);
      // Forget expired readers, and the oldest ones when there are too many to keep.
      for (const [oldest, expiry] of seen) {
        if (expiry > t && seen.size <= options.maxReaders) break;
        seen.delete(oldest);
      }
      return true;
    },
  };
}
