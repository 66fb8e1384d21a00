import type { TrendingChart } from '@shared/api/social';

/**
 * Where a card draws a chart whose data the feed left out (docs/api.md, Trending): its spec on this
 * origin, not the absolute `dataUrl`, which names PUBLIC_ORIGIN and so may be another host than
 * the one the builder was opened on (the builder's CSP allows this origin only).
 */
export const feedDataSrc = (chart: TrendingChart): string | null => (chart.dataUrl ? `/e/${encodeURIComponent(chart.slug)}.json` : null);
