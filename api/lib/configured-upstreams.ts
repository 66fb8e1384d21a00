/** Which outside services this server's configuration lets it call. */

import type { Config } from './config';
import type { UpstreamId } from './upstream-health';

export function configuredUpstreams(config: Config): Record<UpstreamId, boolean> {
  return {
    // The open-data sources need no key: a base URL always has its default.
    worldbank: true,
    imf: true,
    owid: true,
    sec: true,
    // The price provider the configuration chooses (prices/choose-provider.ts).
    alphavantage: config.alphaVantage.apiKey !== null,
    stooq: config.alphaVantage.apiKey === null,
    tiingo: false,
  };
}
