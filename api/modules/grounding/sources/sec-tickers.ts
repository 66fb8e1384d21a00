/**
 * EDGAR's ticker list (company_tickers.json): `{"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."}, …}`.
 * About a megabyte that changes a few times a day at most, so it is fetched once per URL and kept
 * for a day; a failed fetch is not kept, so the next request tries again.
 */
import { Type } from '@sinclair/typebox';
import { closestNames } from '@shared/ai/closest-names';
import { NotInSourceError, SourceShapeError, type SourceHttp } from './source';
import { secGet } from './sec-http';
import { readSourceJson } from './source-json';

export interface SecCompany {
  cik: number;
  ticker: string;
  title: string;
}

const TICKERS_SCHEMA = Type.Record(
  Type.String(),
  Type.Object({ cik_str: Type.Integer({ minimum: 1, maximum: 9_999_999_999 }), ticker: Type.String({ minLength: 1 }), title: Type.String() }),
);

/** Companies by upper-case ticker. */
export function parseSecTickers(text: string): Map<string, SecCompany> {
  const rows = readSourceJson('sec', text, TICKERS_SCHEMA, 'company_tickers.json');
  const companies = new Map<string, SecCompany>();
  for (const row of Object.values(rows)) {
    const ticker = row.ticker.toUpperCase();
    if (!companies.has(ticker)) companies.set(ticker, { cik: row.cik_str, ticker, title: row.title });
  }
  // An empty list is a broken upstream, and would turn every ticker into "unknown".
  if (companies.size === 0) throw new SourceShapeError('sec', 'company_tickers.json: no companies', 'answered company_tickers.json without a single company');
  return companies;
}

/** The plan's ticker as EDGAR writes it: upper case, share classes with a dash (BRK.B is BRK-B). */
export function normalizeTicker(entity: string): string {
  return entity.trim().replace(/^\$/, '').toUpperCase().replace(/[./]/g, '-');
}

/**
 * The company for a plan's ticker. A miss suggests tickers spelled alike and companies whose name
 * holds a word of it ("Apple" → AAPL), each as "TICKER (Title)" so the model can tell them apart.
 */
export function findSecCompany(companies: ReadonlyMap<string, SecCompany>, entity: string): SecCompany {
  const found = companies.get(normalizeTicker(entity));
  if (found) return found;
  throw new NotInSourceError('sec', 'entity', entity, secTickerSuggestions(companies, entity));
}

export function secTickerSuggestions(companies: ReadonlyMap<string, SecCompany>, entity: string, limit = 5): string[] {
  const suggested: SecCompany[] = [];
  const add = (company: SecCompany | undefined) => {
    if (company && suggested.length < limit && !suggested.includes(company)) suggested.push(company);
  };
  const words = entity
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
  if (words.length > 0) {
    for (const company of companies.values()) {
      const titleWords = company.title.toLowerCase().split(/[^a-z0-9]+/);
      if (words.every((word) => titleWords.includes(word))) add(company);
    }
  }
  for (const ticker of closestNames(normalizeTicker(entity), companies.keys(), limit)) {
    add(companies.get(ticker));
  }
  return suggested.map((company) => `${company.ticker} (${company.title})`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const cache = new Map<string, { expires: number; companies: Promise<Map<string, SecCompany>> }>();

export function loadSecTickers(url: string, http: SourceHttp, headers: Record<string, string>): Promise<Map<string, SecCompany>> {
  const now = http.now().getTime();
  const kept = cache.get(url);
  if (kept && kept.expires > now) return kept.companies;
  const companies = secGet(http, url, headers).then(({ text }) => parseSecTickers(text));
  cache.set(url, { expires: now + DAY_MS, companies });
  companies.catch(() => {
    if (cache.get(url)?.companies === companies) cache.delete(url);
  });
  return companies;
}
