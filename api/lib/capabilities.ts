import { SOURCE_IDS, SOURCE_NAMES } from '@shared/ai/ai-plan';
import type { Capabilities } from '@shared/api/site';
import type { Config } from './config';
import { configuredPriceProviders } from './price-providers';

/** The server's capabilities, from its configuration: the builder, the banner and the admin show the same facts. */
export function capabilitiesOf(config: Config): Capabilities {
  const ai = Boolean(config.openai.apiKey || config.openai.baseUrl);
  const priceProviders = configuredPriceProviders(config);
  // Without a price provider questions cannot chart market prices either.
  const sources = SOURCE_IDS.filter((id) => id !== 'prices' || priceProviders.length > 0);
  return {
    ai,
    // The planner answers questions from the same sources when there is no model.
    questions: ai ? 'model' : 'planner',
    aiSources: sources.map((id) => ({ id, name: SOURCE_NAMES[id] })),
    prices: priceProviders[0] ?? null,
    priceProviders,
    mail: config.smtpUrl ? 'smtp' : 'log',
    // Every server refreshes its live charts (tickers daily, CSV addresses hourly).
    liveData: true,
  };
}
