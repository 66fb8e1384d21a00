/**
 * The catalogue as the model reads it in its system prompt: one short line per code, a one-line
 * header per source. Small models plan from what is in front of them, so every code a plan may
 * name is here, and nothing else is (prose costs tokens and invites invented codes).
 */
import { COUNTRIES, OWID_REGIONS, WORLD_BANK_AGGREGATES } from './entities';
import { IMF_INDICATORS } from './imf';
import { OWID_CHARTS } from './owid';
import { OWID_COUNTRY_NAMES } from './owid-names';
import { PRICE_CRYPTO, PRICE_INDICATOR, PRICE_INDICES } from './prices';
import { SEC_METRICS } from './sec-metrics';
import { WORLD_BANK_INDICATORS } from './world-bank';

const section = (header: string, lines: readonly string[]) => [`## ${header}`, ...lines].join('\n');
const owidNames = new Map(OWID_COUNTRY_NAMES);

export function catalogueText(): string {
  return [
    section(
      'worldbank: indicator = WDI code, entity = ISO3 country or aggregate code; annual, mostly from 1960',
      WORLD_BANK_INDICATORS.map(([code, title]) => `${code} ${title}`),
    ),
    section(
      'imf: indicator = IMF DataMapper code (title; unit), entity = ISO3 country; annual, from 1980',
      IMF_INDICATORS.map(([code, title, unit]) => `${code} ${title}; ${unit}`),
    ),
    section(
      'owid: indicator = Our World in Data grapher slug, entity = country name as in the list below, or an OWID region; annual',
      OWID_CHARTS.map(([slug, title]) => `${slug} ${title}`),
    ),
    section(
      'sec: indicator = metric below, entity = US-listed company ticker (AAPL, MSFT); annual 10-K values, from about 2009',
      Object.entries(SEC_METRICS).map(([metric, { title, unit }]) => `${metric} ${title} (${unit})`),
    ),
    section(`prices: indicator = "${PRICE_INDICATOR}", entity = symbol; daily closes of the last 100 trading days only`, [
      'any US share or ETF ticker (AAPL, MSFT, SPY); Stooq, the default provider, also has these:',
      ...PRICE_INDICES.map(([symbol, name]) => `${symbol} ${name} (index; Stooq only)`),
      ...PRICE_CRYPTO.map(([symbol, name]) => `${symbol} ${name} (crypto; Stooq only)`),
    ]),
    section('Countries: ISO3 name (worldbank, imf: the ISO3; owid: the name, or the owid name in brackets)', [
      COUNTRIES.map(([iso3, , name]) => `${iso3} ${name}${owidNames.has(iso3) ? ` [${owidNames.get(iso3)}]` : ''}`).join('; '),
    ]),
    section('World Bank aggregates (worldbank only): code name', [WORLD_BANK_AGGREGATES.map(([code, , name]) => `${code} ${name}`).join('; ')]),
    section('OWID regions (owid only; "by continent" = the first six after World)', [OWID_REGIONS.join('; ')]),
  ].join('\n\n');
}
