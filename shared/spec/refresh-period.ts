/** How often a live chart fetches its source again: prices and open data daily, published files more often. */
export const REFRESH_PERIOD_MS = { ticker: 24 * 3_600_000, url: 3_600_000, query: 24 * 3_600_000 } as const;
