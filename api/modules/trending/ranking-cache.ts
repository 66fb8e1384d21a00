/**
 * The trending order, shared between requests. Ranking reads every candidate chart: a quarter of a
 * second at 1,000,000 charts on PostgreSQL, and under load dozens of readers asked for it at once,
 * each computing the same order. Here one ranking (chart ids in order, and the moment it ranks for)
 * serves every first page for a few seconds, and readers who arrive while it is being computed
 * wait for that one computation. Once it expires, readers keep getting it, for up to `staleMs`,
 * while one new ranking is computed behind them: no reader waits for the clock.
 *
 * A write this instance answers that may change it (a like, a comment, a chart made, changed or
 * deleted: ranking-writes.ts lists them) drops it, and the next readers wait for a new one, so
 * this instance's own changes rank at once; a chart listed on any instance drops it too (through
 * the database: lib/listings.ts); other instances' other writes and new views count when it expires.
 * Pages show each chart as it is now: only the order is shared.
 */
export interface Ranking {
  /** The moment the order was computed for, in ms: a cursor carries it to the next page. */
  at: number;
  ids: readonly number[];
}

export interface RankingCache {
  /** The shared ranking while it is fresh (or stale and being replaced), else a new one, computed once however many ask. */
  fresh(rank: (at: number) => Promise<readonly number[]>): Promise<Ranking>;
  /** A kept ranking computed for `at` (the shared one or the one it replaced) if nothing has been written since. */
  at(at: number): Ranking | null;
  /**
   * A page every guest is shown alike (no `liked` to tell), made once and shared for `pageTtlMs`:
   * every reader of the feed asked for the same 24 charts, and reading and shaping them again for
   * each held the feed to 650 answers a second at 1,000,000 charts. Dropped with the order on a
   * write; its counts may be that much older than another instance's writes (the caller still
   * leaves out, on every request, charts deleted, unlisted or of a disabled author since).
   */
  guestPage<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Something that may change the order was written. */
  invalidate(): void;
  /** The count of listings the database holds now (lib/listings.ts): one this cache has not seen drops the order. */
  listings(count: string): void;
}

/** Guest pages kept at once; past this many (origins and cursors vary) the cache starts over. */
const MAX_GUEST_PAGES = 100;

export function createRankingCache(options: { ttlMs: number; staleMs: number; pageTtlMs: number; now: () => number }): RankingCache {
  let generation = 0;
  let listingsSeen: string | null = null;
  let pages = new Map<string, { until: number; page: Promise<unknown> }>();
  let current: { ranking: Ranking; until: number; generation: number } | null = null;
  // The ranking the current one replaced: readers paging through it when it was replaced keep their order.
  let previous: { ranking: Ranking; generation: number } | null = null;
  let pending: { generation: number; promise: Promise<Ranking> } | null = null;
  const valid = (entry: { generation: number } | null) => entry !== null && entry.generation === generation;

  function compute(rank: (at: number) => Promise<readonly number[]>): Promise<Ranking> {
    if (pending && valid(pending)) return pending.promise;
    const started = generation;
    const now = options.now();
    const promise = rank(now)
      .then((ids) => {
        const ranking = { at: now, ids };
        // A write during the computation may have changed the order: answer it, but do not keep it.
        if (started === generation) {
          previous = current;
          current = { ranking, until: now + options.ttlMs, generation: started };
        }
        return ranking;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = null;
      });
    pending = { generation: started, promise };
    return promise;
  }

  return {
    fresh(rank) {
      const now = options.now();
      if (current && valid(current) && current.until > now - options.staleMs) {
        // A failed ranking behind the readers is tried again by the next reader.
        if (current.until <= now) compute(rank).catch(() => undefined);
        return Promise.resolve(current.ranking);
      }
      return compute(rank);
    },
    at(at) {
      for (const kept of [current, previous]) if (kept && valid(kept) && kept.ranking.at === at) return kept.ranking;
      return null;
    },
    guestPage<T>(key: string, make: () => Promise<T>): Promise<T> {
      const now = options.now();
      const kept = pages.get(key);
      if (kept && kept.until > now) return kept.page as Promise<T>;
      if (pages.size >= MAX_GUEST_PAGES) pages = new Map();
      const page = make();
      const entry = { until: now + options.pageTtlMs, page };
      pages.set(key, entry);
      page.catch(() => {
        if (pages.get(key) === entry) pages.delete(key);
      });
      return page;
    },
    invalidate,
    listings(count) {
      if (listingsSeen !== null && count !== listingsSeen) invalidate();
      listingsSeen = count;
    },
  };

  function invalidate() {
    generation++;
    current = previous = null;
    pages = new Map();
  }
}
