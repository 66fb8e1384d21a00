/**
 * Reads a chart spec from untrusted JSON (an inline script, a `src` URL, an old row) into a spec
 * the renderers can rely on: known chart type, option defaults, datasets with data
 * arrays. Throws an Error with a readable message when there is nothing drawable.
 */
import { CHART_TYPES, DEFAULT_DATASET_LABEL, DEFAULT_THEME_ID, withDefaultOptions, type ChartSpec, type Dataset } from './chart-spec';

export function normalizeSpec(raw: unknown): ChartSpec {
  const spec = (raw ?? {}) as Partial<ChartSpec>;
  const data = spec.data;
  if (!data || !Array.isArray(data.labels) || !Array.isArray(data.datasets)) throw new Error('This chart has no data to draw.');
  return {
    chartType: CHART_TYPES.includes(spec.chartType!) ? spec.chartType! : 'line',
    theme: spec.theme || DEFAULT_THEME_ID,
    data: {
      // Labels are shown as text and parsed where they are dates or numbers, so any JSON value works
      // as one; not copying them matters with hundreds of thousands of points.
      labels: data.labels,
      datasets: data.datasets.filter((d): d is Dataset => Array.isArray(d?.data)).map((d) => ({ ...d, label: String(d.label || DEFAULT_DATASET_LABEL) })),
    },
    options: withDefaultOptions(typeof spec.options === 'object' ? spec.options : undefined),
    source: spec.source?.label ? spec.source : undefined,
    // Entries are checked where they are drawn; only the list's shape is trusted here.
    sources: Array.isArray(spec.sources) ? spec.sources : undefined,
    updatedAt: typeof spec.updatedAt === 'string' && !Number.isNaN(Date.parse(spec.updatedAt)) ? spec.updatedAt : undefined,
  };
}
