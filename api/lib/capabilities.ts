import type { Capabilities } from '../../shared/api/site';
import type { Config } from './config';

/** The server's capabilities, from its configuration: the builder, the banner and the admin show the same facts. */
export function capabilitiesOf(config: Config): Capabilities {
  return {
    ai: Boolean(config.openai.apiKey || config.openai.baseUrl),
    prices: config.alphaVantage.apiKey ? 'alphavantage' : 'stooq',
    mail: config.smtpUrl ? 'smtp' : 'log',
    // Every server refreshes its live charts (tickers daily, CSV addresses hourly).
    liveData: true,
  };
}
