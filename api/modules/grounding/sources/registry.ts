/** Every source grounded Chat-to-Chart may name, built from the configuration, each with its own SourceHttp. */
import type { SourceId } from '@shared/ai/ai-plan';
import type { Clock } from '../../../lib/clock';
import type { Config } from '../../../lib/config';
import type { PriceDeps } from '../../prices/service';
import { imfSource } from './imf';
import { owidSource } from './owid';
import { pricesSource } from './prices';
import { secSource } from './sec';
import type { DataSource, SourceHttp } from './source';
import { sourceHttp } from './source-http';
import { worldBankSource } from './world-bank';

export type Sources = Record<SourceId, { source: DataSource; http: SourceHttp }>;
export type OpenDataSources = Omit<Sources, 'prices'>;

const httpFor = (config: Config, clock: Clock) => (id: SourceId) =>
  sourceHttp(id, { allowHosts: config.dataUrlAllowHosts, timeoutMs: config.sources.timeoutMs, clock });

/** The sources that need no key and no database: what `npm run sources:check` probes. */
export function createOpenDataSources(config: Config, clock: Clock): OpenDataSources {
  const { sources } = config;
  const http = httpFor(config, clock);
  return {
    worldbank: { source: worldBankSource(sources.worldBank), http: http('worldbank') },
    imf: { source: imfSource(sources.imf), http: http('imf') },
    sec: { source: secSource({ baseUrl: sources.sec, tickersUrl: sources.secTickers, userAgent: sources.secUserAgent }), http: http('sec') },
    owid: { source: owidSource(sources.owid), http: http('owid') },
  };
}

export function createSources(config: Config, deps: { clock: Clock; prices: PriceDeps }): Sources {
  return { ...createOpenDataSources(config, deps.clock), prices: { source: pricesSource(deps.prices), http: httpFor(config, deps.clock)('prices') } };
}
