/** The open-data sources' probes: one small request each, for codes every one of them has published for decades. */
import type { UpstreamProbe } from '../../../lib/upstream-probe';
import type { OpenDataSources } from './registry';

const KNOWN = {
  worldbank: { indicator: 'SP.POP.TOTL', entity: 'USA' },
  imf: { indicator: 'NGDP_RPCH', entity: 'USA' },
  owid: { indicator: 'life-expectancy', entity: 'World' },
  sec: { indicator: 'revenue', entity: 'AAPL' },
} as const;

export function sourceProbes(sources: OpenDataSources): UpstreamProbe[] {
  return (Object.keys(KNOWN) as Array<keyof typeof KNOWN>).map((id) => ({
    id,
    asks: `${KNOWN[id].indicator} for ${KNOWN[id].entity}`,
    run: () => sources[id].source.fetchSeries(KNOWN[id], sources[id].http),
  }));
}
