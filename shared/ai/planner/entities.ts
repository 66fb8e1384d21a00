/**
 * Entities by name and code: countries (World Bank and OWID names, short names, ISO codes), World
 * Bank aggregates, continents, the world, companies (names and tickers), indices and crypto.
 * Codes and tickers only count written in capitals: "US" is a country, "us" in "show us" is not.
 */
import { COUNTRIES, WORLD_BANK_AGGREGATES } from '../catalogue/entities';
import { OWID_COUNTRY_NAMES } from '../catalogue/owid-names';
import { PRICE_CRYPTO, PRICE_INDICES } from '../catalogue/prices';
import { COMPANIES, CONTINENT_SYNONYMS, MARKET_SYNONYMS, PLACE_GROUPS, PLACE_SYNONYMS, WORLD_WORDS } from '../catalogue/synonyms';

export type EntityKind = 'country' | 'aggregate' | 'world' | 'continent' | 'company' | 'market';

export interface Entity {
  kind: EntityKind;
  /** ISO3, aggregate code, "WLD", the OWID continent, the ticker or the price symbol. */
  code: string;
  /** How a chart names it. */
  name: string;
}

const COUNTRY_NAMES = new Map(COUNTRIES.map(([iso3, , name]) => [iso3, name]));
const OWID_NAMES = new Map(OWID_COUNTRY_NAMES);
const AGGREGATE_NAMES = new Map(WORLD_BANK_AGGREGATES.map(([code, , name]) => [code, name]));
const MARKET_NAMES = new Map([...PRICE_INDICES, ...PRICE_CRYPTO]);

const country = (iso3: string): Entity => ({ kind: 'country', code: iso3, name: OWID_NAMES.get(iso3) ?? COUNTRY_NAMES.get(iso3) ?? iso3 });
const place = (code: string): Entity =>
  COUNTRY_NAMES.has(code) || OWID_NAMES.has(code) ? country(code) : { kind: 'aggregate', code, name: AGGREGATE_NAMES.get(code) ?? code };
export const WORLD: Entity = { kind: 'world', code: 'WLD', name: 'World' };
export const continent = (name: string): Entity => ({ kind: 'continent', code: name, name });
const company = (ticker: string, name: string): Entity => ({ kind: 'company', code: ticker, name });
const market = (symbol: string): Entity => ({ kind: 'market', code: symbol, name: (MARKET_NAMES.get(symbol) ?? symbol).replace(/ in US\$$/, '') });

const titleCase = (words: string) => words.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** Every name of an entity, in priority order: an earlier name keeps its meaning. */
export function entityPhrases(): Array<[phrase: string, entity: Entity]> {
  const phrases: Array<[string, Entity]> = [];
  for (const word of WORLD_WORDS) phrases.push([word, WORLD]);
  for (const [words, name] of CONTINENT_SYNONYMS) for (const word of words) phrases.push([word, continent(name)]);
  for (const [words, code] of PLACE_SYNONYMS) for (const word of words) phrases.push([word, place(code)]);
  for (const [words, symbol] of MARKET_SYNONYMS) for (const word of words) phrases.push([word, market(symbol)]);
  for (const [ticker, names] of COMPANIES) for (const name of names) phrases.push([name, company(ticker, titleCase(names[0]!))]);
  for (const [iso3, owidName] of OWID_COUNTRY_NAMES) phrases.push([owidName, country(iso3)]);
  for (const [iso3, , name] of COUNTRIES) phrases.push([name, country(iso3)]);
  for (const [code, , name] of WORLD_BANK_AGGREGATES) phrases.push([name, place(code)]);
  return phrases;
}

/** Words that name several entities at once ("by income group"). */
export function groupPhrases(): Array<[phrase: string, entities: Entity[]]> {
  return PLACE_GROUPS.flatMap(([words, codes]) => words.map((word) => [word, codes.map(place)] as [string, Entity[]]));
}

/** Codes read only in capitals: tickers of known companies, ISO codes, aggregate codes. */
export function entityCodes(): Map<string, Entity> {
  const codes = new Map<string, Entity>();
  const add = (code: string, entity: Entity) => codes.has(code) || codes.set(code, entity);
  for (const [ticker, names] of COMPANIES) add(ticker, company(ticker, titleCase(names[0]!)));
  for (const [iso3, iso2] of COUNTRIES) {
    add(iso3, country(iso3));
    add(iso2, country(iso3));
  }
  for (const [code] of WORLD_BANK_AGGREGATES) add(code, place(code));
  return codes;
}
