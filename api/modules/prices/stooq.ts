/**
 * Stooq's daily CSV. Since March 2026 it needs a key (`STOOQ_API_KEY`, sent as `apikey=`); without
 * one, and to clients it takes for bots, it answers HTTP 200 with a web page instead of CSV
 * (tests/upstream-recordings/README.md).
 */
import type { PriceResponse } from '@shared/reading/price-to-chart';
import { matchesUpstream } from '../../lib/upstream-shape';
import { notData } from './not-data';
import { fetchAnswer, PriceProviderError, priceResponse, type PriceFailureKind, type PriceProvider, type ProviderAnswer } from './provider';
import { StooqRow } from './upstream-model';

/** Stooq names US shares with a market suffix (aapl.us); indices (^spx) and suffixed names stay as given. */
export function stooqSymbol(symbol: string): string {
  const lower = symbol.toLowerCase();
  return lower.startsWith('^') || lower.includes('.') ? lower : `${lower}.us`;
}

export function stooq(baseUrl: string, apiKey: string): PriceProvider {
  return {
    name: 'stooq',
    async fetchDaily(symbol) {
      const url = `${baseUrl}/q/d/l/?s=${encodeURIComponent(stooqSymbol(symbol))}&i=d&apikey=${encodeURIComponent(apiKey)}`;
      return readStooq(await fetchAnswer('stooq', url), symbol, true);
    },
  };
}

const fail = (kind: PriceFailureKind, cause: string) => new PriceProviderError('stooq', kind, cause);

/**
 * Stooq's answer as prices, or the failure it is. `keySent` says whether the request carried
 * STOOQ_API_KEY, so that its key page reads as a refused key or as a missing one.
 */
export function readStooq(answer: ProviderAnswer, symbol: string, keySent: boolean): PriceResponse {
  const body = answer.text.replace(/^\uFEFF/, '').trim();
  // Described in other clients' checks, not recorded: its daily limit and its "no such symbol" texts.
  if (answer.status === 429 || /exceeded the daily hits limit/i.test(body))
    throw fail('rate-limited', 'is limiting how often we may ask (its daily hits limit)');
  if (/^(no data|n\/d|brak danych)$/i.test(body)) throw fail('unknown-symbol', `does not know ${symbol}`);
  if (!/^date,open,high,low,close/i.test(body)) throw notCsv(answer, keySent);
  const [header, ...lines] = body.split(/\r?\n/);
  const columns = header!.toLowerCase().split(',');
  const days: Parameters<typeof priceResponse>[1] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const cells = line.split(',');
    // Stooq leaves the volume cell out, not empty, on days it has none (its ^SPX history before 1950).
    const volumeLeftOut = cells.length === columns.length - 1 && columns.at(-1) === 'volume';
    // With a cell too many or too few otherwise, no one can say which number belongs to which column.
    if (cells.length !== columns.length && !volumeLeftOut) {
      throw fail('not-data', `answered a row of ${cells.length} cells under a header of ${columns.length}`);
    }
    const row: unknown = Object.fromEntries(cells.map((cell, i) => [columns[i], cell]));
    // Refused rather than skipped: a day quietly left out would chart as if the market had been shut.
    if (!matchesUpstream(StooqRow, row, 'Stooq')) throw fail('not-data', 'answered a CSV row we cannot read');
    days.push([row.date, { open: row.open, high: row.high, low: row.low, close: row.close, volume: row.volume || '0' }]);
  }
  if (days.length === 0) throw fail('unknown-symbol', `answered a CSV without rows for ${symbol}`);
  return priceResponse(symbol, days);
}

function notCsv(answer: ProviderAnswer, keySent: boolean): PriceProviderError {
  const instead = notData(answer);
  const code = answer.status === 200 ? '' : ` (HTTP ${answer.status})`;
  if (instead?.kind === 'key-page') {
    return fail(
      'key-refused',
      keySent
        ? `answered ${instead.words} instead of CSV${code}: it refused STOOQ_API_KEY`
        : `answered ${instead.words} instead of CSV${code}: it now requires STOOQ_API_KEY`,
    );
  }
  if (answer.status >= 400) return fail('down', `answered HTTP ${answer.status}${instead ? ` with ${instead.words}` : ''}`);
  if (instead) return fail('not-data', `answered ${instead.words} instead of CSV`);
  const glance = answer.text.trim().slice(0, 60).replace(/\s+/g, ' ');
  return fail('not-data', `answered text that is not CSV ("${glance}")`);
}
