/**
 * The trending order, shared between requests. Ranking reads every candidate chart: tens of
 * milliseconds at 10,000 charts, during which PGlite answers nothing else, and under load dozens
 * of readers asked for it at once, each computing the same order (5 requests/s at 10,000 charts).
 * Here one ranking (chart ids in order, and the moment it ranks for) serves every first page for a
 * few seconds, and readers who arrive while it is being computed wait for that one computation.
 *
 * Any write this instance answers (a like, a comment, a chart made, changed or deleted) drops it,
 * so this instance's own changes rank at once; other instances' writes and new views count when it
 * expires. Pages show each chart as it is now: only the order is shared.
 */
export interface Ranking {
  /** The moment the order was computed for, in ms: a cursor carries it to the next page. */
  at: number;
  ids: readonly number[];
}

export interface RankingCache {
  /** The shared ranking while it is fresh, else a new one, computed once however many ask. */
  fresh(rank: (at: number) => Promise<readonly number[]>): Promise<Ranking>;
  /** The shared ranking if it was computed for `at` and nothing has been written since. */
  at(at: number): Ranking | null;
  /** Something that may change the order was written. */
  invalidate(): void;
}

export function createRankingCache(options: { ttlMs: number; now: () => number }): RankingCache {
  let generation = 0;
  let current: { ranking: Ranking; until: number; generation: number } | null = null;
  let pending: { generation: number; promise: Promise<Ranking> } | null = null;
  const valid = (entry: { generation: number } | null) => entry !== null && entry.generation === generation;

  return {
    fresh(rank) {
      const now = options.now();
      if (current && valid(current) && current.until > now) return Promise.resolve(current.ranking);
      if (pending && valid(pending)) return pending.promise;
      const started = generation;
      const promise = rank(now)
        .then((ids) => {
          const ranking = { at: now, ids };
          // A write during the computation may have changed the order: answer it, but do not keep it.
          if (started === generation) current = { ranking, until: now + options.ttlMs, generation: started };
          return ranking;
        })
        .finally(() => {
          if (pending?.promise === promise) pending = null;
        });
      pending = { generation: started, promise };
      return promise;
    },
    at: (at) => (current && valid(current) && current.ranking.at === at ? current.ranking : null),
    invalidate() {
      generation++;
      current = null;
    },
  };
}
