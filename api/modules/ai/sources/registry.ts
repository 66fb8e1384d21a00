/** Every source grounded Chat-to-Chart may name, built from the configuration, each with its own SourceHttp. */
import type { SourceId } from '@shared/ai-plan';
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

export function createSources(config: Config, deps: { clock: Clock; prices: PriceDeps }): Sources {
  const { sources } = config;
  const http = (id: SourceId) => sourceHttp(id, { allowHosts: config.dataUrlAllowHosts, timeoutMs: sources.timeoutMs, clock: deps.clock });
  return {
    worldbank: { source: worldBankSource(sources.worldBank), http: http('worldbank') },
    imf: { source: imfSource(sources.imf), http: http('imf') },
    sec: { source: secSource({ baseUrl: sources.sec, tickersUrl: sources.secTickers, userAgent: sources.secUserAgent }), http: http('sec') },
    owid: { source: owidSource(sources.owid), http: http('owid') },
    prices: { source: pricesSource(deps.prices), http: http('prices') },
  };
}
