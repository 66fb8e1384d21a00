/** Alpha Vantage's TIME_SERIES_DAILY (needs ALPHAVANTAGE_API_KEY). */
import type { PriceResponse } from '@shared/reading/price-to-chart';
import { notData, readProviderJson } from './not-data';
import { fetchAnswer, PriceProviderError, priceResponse, type PriceFailureKind, type PriceProvider, type ProviderAnswer } from './provider';
import { AlphaVantageDaily } from './upstream-model';

export function alphaVantage(baseUrl: string, apiKey: string): PriceProvider {
  return {
    name: 'alphavantage',
    async fetchDaily(symbol) {
      const url = `${baseUrl}/query?function=TIME_SERIES_DAILY&symbol=${encodeURIComponent(symbol)}&outputsize=compact&apikey=${encodeURIComponent(apiKey)}`;
      return readAlphaVantage(await fetchAnswer('alphavantage', url), symbol, apiKey);
    },
  };
}

const fail = (kind: PriceFailureKind, cause: string) => new PriceProviderError('alphavantage', kind, cause);

/**
 * Alpha Vantage's answer as prices, or the failure it is. Its failures come as 200s with a notice
 * instead of a series (tests/upstream-recordings/alpha-vantage): "Error Message" for a call it
 * cannot answer, "Note" (2018-2023) or "Information" (2024+) for its limits, and the refused key
 * in either "Error Message" or "Information".
 */
export function readAlphaVantage(answer: ProviderAnswer, symbol: string, apiKey: string): PriceResponse {
  if (answer.status === 429) throw fail('rate-limited', 'answered HTTP 429 (too many requests)');
  const instead = notData(answer);
  if (instead) throw fail(answer.status >= 400 ? 'down' : 'not-data', `answered ${instead.words} instead of JSON${status(answer)}`);
  if (answer.status >= 400) throw fail('down', `answered HTTP ${answer.status}`);
  const body = readProviderJson('alphavantage', answer, AlphaVantageDaily);
  const notice = body['Error Message'] ?? body.Information ?? body.Note;
  if (notice !== undefined) {
    const words = `"${redacted(notice, apiKey)}"`;
    if (/apikey is invalid or missing/i.test(notice)) throw fail('key-refused', `refused ALPHAVANTAGE_API_KEY: ${words}`);
    // The limit notices name "your API key" too, so they are told apart by their other words.
    if (/rate limit|call frequency|requests per (day|minute)|calls per (day|minute)/i.test(notice)) {
      throw fail('rate-limited', `is limiting how often we may ask: ${words}`);
    }
    // Its answer for a symbol it does not know; the recordings show it for other calls too, so the chain asks the next provider.
    if (body['Error Message'] !== undefined) throw fail('unknown-symbol', `does not know ${symbol}: ${words}`);
    throw fail('down', `answered a notice instead of prices: ${words}`);
  }
  const series = body['Time Series (Daily)'];
  if (!series) throw fail('not-data', 'answered JSON without a "Time Series (Daily)"');
  const days = Object.entries(series);
  if (days.length === 0) throw fail('unknown-symbol', `answered no days for ${symbol}`);
  return priceResponse(
    symbol,
    days.map(([day, bar]) => [day, { open: bar['1. open'], high: bar['2. high'], low: bar['3. low'], close: bar['4. close'], volume: bar['5. volume'] }]),
  );
}

const status = (answer: ProviderAnswer) => (answer.status === 200 ? '' : ` (HTTP ${answer.status})`);

/** A notice as an operator may read it: the 2024 limit notice may name the key, which stays out of logs. */
function redacted(notice: string, apiKey: string): string {
  return notice
    .split(apiKey)
    .join('…')
    .replace(/(API key (?:as|is) )\S+/gi, '$1…')
    .slice(0, 300);
}
