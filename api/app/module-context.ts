/** What the feature modules share, made once per app. */
import { createChartChanges, type ChartChanges } from '../lib/chart-changes';
import type { ClientAddress } from '../lib/client-address';
import { groundingDeps, type GroundingDeps } from '../modules/grounding/service';
import { sharedRankings, type RankingCache } from '../modules/trending/service';
import type { AppDeps } from './app-deps';
import { rateLimiters, type RateLimiters } from './rate-limiters';
import { configuredUpstreams } from '../lib/configured-upstreams';
import { createUpstreamHealth, type UpstreamHealth } from '../lib/upstream-health';
import { configuredPriceChain, type PriceChain } from '../modules/prices/service';

export interface ModuleContext extends AppDeps, Pick<ClientAddress, 'clientIp' | 'origin'> {
  limiters: RateLimiters;
  changes: ChartChanges;
  rankings: RankingCache;
  /** The AI's open-data sources: a new question, saving its chart and the daily refresh all fetch through them. */
  grounded: GroundingDeps;
  /** What each outside service did last, for the admin, `/api/health` and the probe. */
  health: UpstreamHealth;
  /** The price providers with a key, in order: the ticker route, live charts and the AI's prices all ask through it. */
  prices: PriceChain;
}

export function moduleContext(deps: AppDeps, address: Pick<ClientAddress, 'clientIp' | 'origin'>): ModuleContext {
  const health = createUpstreamHealth(deps.db, deps.clock, configuredUpstreams(deps.config));
  const prices = configuredPriceChain(deps.config, deps.clock, health);
  return {
    ...deps,
    clientIp: address.clientIp,
    origin: address.origin,
    limiters: rateLimiters(deps),
    changes: createChartChanges(),
    rankings: sharedRankings(deps.clock),
    grounded: groundingDeps({ ...deps, health, prices }),
    health,
    prices,
  };
}
