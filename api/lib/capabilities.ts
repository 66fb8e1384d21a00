import { SOURCE_IDS, SOURCE_NAMES } from '@shared/ai-plan';
import type { Capabilities } from '@shared/api/site';
import type { Config } from './config';

/** The server's capabilities, from its configuration: the builder, the banner and the admin show the same facts. */
export function capabilitiesOf(config: Config): Capabilities {
  const ai = Boolean(config.openai.apiKey || config.openai.baseUrl);
  return {
    ai,
    aiSources: ai ? SOURCE_IDS.map((id) => ({ id, name: SOURCE_NAMES[id] })) : [],
    prices: config.alphaVantage.apiKey ? 'alphavantage' : 'stooq',
    mail: config.smtpUrl ? 'smtp' : 'log',
    // Every server refreshes its live charts (tickers daily, CSV addresses hourly).
    liveData: true,
  };
}
