/**
 * A spec's sources as every surface names them: the list when the spec has one (AI charts cite
 * several), else the single source. The widget writes the same rule inline, for its byte budget.
 */
import type { ChartSource, ChartSpec } from './chart-spec';

export function specSources(spec: Pick<ChartSpec, 'source' | 'sources'>): ChartSource[] {
  const list = spec.sources?.length ? spec.sources : [spec.source];
  return list.filter((s): s is ChartSource => Boolean(s?.label));
}

/** `Source: AAPL`, or `Sources: World Bank, IMF`; empty when there is none. */
export function sourcesCaption(spec: Pick<ChartSpec, 'source' | 'sources'>): string {
  const sources = specSources(spec);
  if (sources.length === 0) return '';
  return `${sources.length > 1 ? 'Sources' : 'Source'}: ${sources.map((s) => s.label).join(', ')}`;
}
