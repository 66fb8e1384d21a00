/**
 * What grounded charts fetch through: the open-data sources, with the app's price chain. A new
 * question, saving its chart and the daily refresh all share one.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import type { UpstreamHealth } from '../../lib/upstream-health';
import type { PriceChain } from '../prices/price-chain';
import type { FetchDeps } from './fetch-plan';
import { createSources } from './sources/registry';

export function groundedFetchDeps(deps: { config: Config; db: Db; clock: Clock; prices: PriceChain; health?: UpstreamHealth }): FetchDeps {
  const { config, db, clock, health } = deps;
  return { db, clock, health, sources: createSources(config, { clock, prices: { db, clock, prices: deps.prices } }) };
}
