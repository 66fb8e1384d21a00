/**
 * What grounded charts fetch through: the open-data sources, with the price provider the
 * configuration chooses. A new question, saving its chart and the daily refresh all share one.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import type { UpstreamHealth } from '../../lib/upstream-health';
import { choosePriceProvider } from '../prices/choose-provider';
import type { FetchDeps } from './fetch-plan';
import { createSources } from './sources/registry';

export function groundedFetchDeps({ config, db, clock, health }: { config: Config; db: Db; clock: Clock; health?: UpstreamHealth }): FetchDeps {
  const prices = { db, clock, provider: choosePriceProvider(config) };
  return { db, clock, health, sources: createSources(config, { clock, prices }) };
}
