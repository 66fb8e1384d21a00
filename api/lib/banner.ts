import { PRICE_PROVIDER_KEYS, PRICE_PROVIDER_NAMES } from '@shared/reading/price-providers';
import type { AdminCodeState } from './admin-code';
import { capabilitiesOf } from './capabilities';
import type { Config } from './config';
import { configuredUpstreams } from './configured-upstreams';
import { PRICE_PROVIDERS, UPSTREAM_IDS, UPSTREAM_NAMES } from './upstream-health';

/** The start-up lines that tell an operator where everything is. */
export function startupBanner(input: {
  url: string;
  config: Config;
  database: { kind: 'pglite' | 'postgres'; location: string };
  adminCode: AdminCodeState;
}): string {
  const { config, database, adminCode } = input;
  const mail = config.smtpUrl ? `SMTP via ${new URL(config.smtpUrl).host}` : 'printed to this log (set SMTP_URL to send real e-mail)';
  const admin =
    adminCode.source === 'env'
      ? 'from ADMIN_ACCESS_CODE'
      : adminCode.source === 'generated'
        ? `${adminCode.code}  (shown this once; only its hash is stored — \`npm run admin:new-code\` makes a new one)`
        : 'generated at first start and shown then; `npm run admin:new-code` makes a new one';
  const can = capabilitiesOf(config);
  const ai = can.ai
    ? `${config.openai.model} at ${config.openai.baseUrl ?? 'api.openai.com'}`
    : 'no model: the planner answers questions it reads whole from the sources below (set OPENAI_BASE_URL or OPENAI_API_KEY for the rest, see README)';
  const prices = can.priceProviders.length
    ? can.priceProviders.map((id) => PRICE_PROVIDER_NAMES[id]).join(', then ')
    : `none: ticker charts are off (set ${Object.values(PRICE_PROVIDER_KEYS).join(', ')} and see README, "Prices")`;
  const configured = configuredUpstreams(config);
  const sources = UPSTREAM_IDS.filter((id) => configured[id] && !PRICE_PROVIDERS.includes(id)).map((id) => UPSTREAM_NAMES[id]);
  return [
    `Chart Embed is listening on ${input.url}`,
    ...(config.publicOrigin ? [`  public URL: ${config.publicOrigin}`] : []),
    `  database:   ${database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL at ${database.location}`}`,
    `  mail:       ${mail}`,
    `  admin code: ${admin}`,
    `  AI:         ${ai}`,
    `  prices:     ${prices}`,
    `  sources:    ${sources.length > 0 ? `${sources.join(', ')} (no keys needed; \`npm run sources:check\` tries each)` : 'none'}`,
  ].join('\n');
}
