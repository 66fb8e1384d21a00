/**
 * Tiingo's end-of-day prices (needs TIINGO_API_KEY, sent as `Authorization: Token …` as its
 * documentation's "Connecting" section shows). Its free plan covers US shares, ETFs and funds.
 */
import type { PriceResponse } from '@shared/reading/price-to-chart';
import { Value } from '@sinclair/typebox/value';
import type { Clock } from '../../lib/clock';
import { notData, readProviderJson } from './not-data';
import { fetchAnswer, HISTORY_DAYS, PriceProviderError, priceResponse, type PriceFailureKind, type PriceProvider, type ProviderAnswer } from './provider';
import { TiingoDaily, TiingoDetail } from './upstream-model';

/** Calendar days that hold HISTORY_DAYS trading days, with room for holidays. */
const LOOKBACK_DAYS = Math.ceil((HISTORY_DAYS * 7) / 5) + 14;

/** Tiingo writes share classes with a hyphen (BRK-B) where tickers are often typed with a dot. */
export function tiingoSymbol(symbol: string): string {
  return symbol.toUpperCase().replace(/\./g, '-');
}

export function tiingo(baseUrl: string, apiKey: string, clock: Clock): PriceProvider {
  return {
    name: 'tiingo',
    async fetchDaily(symbol) {
      const start = new Date(clock.now().getTime() - LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10);
      const url = `${baseUrl}/tiingo/daily/${encodeURIComponent(tiingoSymbol(symbol))}/prices?startDate=${start}&resampleFreq=daily`;
      return readTiingo(await fetchAnswer('tiingo', url, { authorization: `Token ${apiKey}`, 'content-type': 'application/json' }), symbol);
    },
  };
}

const fail = (kind: PriceFailureKind, cause: string) => new PriceProviderError('tiingo', kind, cause);

/** Tiingo's answer as prices, or the failure it is. */
export function readTiingo(answer: ProviderAnswer, symbol: string): PriceResponse {
  const detail = detailOf(answer.text);
  const said = detail ? `: "${detail}"` : '';
  if (answer.status === 401 || answer.status === 403) throw fail('key-refused', `refused TIINGO_API_KEY (HTTP ${answer.status})${said}`);
  // Its limits answer 429, or (in the CSV form other clients quote) a 200 whose text says so.
  if (answer.status === 429 || /request allocation/i.test(detail ?? '')) throw fail('rate-limited', `is limiting how often we may ask${said}`);
  // Only its own "ticker not found" is an unknown symbol: a 404 page from a wrong TIINGO_BASE_URL is not.
  if (/not found/i.test(detail ?? '') && (answer.status === 404 || answer.status === 200)) {
    throw fail('unknown-symbol', `does not know ${symbol}${said}`);
  }
  const instead = notData(answer);
  if (answer.status >= 400) throw fail('down', `answered HTTP ${answer.status}${instead ? ` with ${instead.words}` : said}`);
  if (instead) throw fail('not-data', `answered ${instead.words} instead of JSON`);
  if (detail) throw fail('down', `answered an error instead of prices${said}`);
  const body = readProviderJson('tiingo', answer, TiingoDaily);
  if (body.length === 0) throw fail('unknown-symbol', `has no prices for ${symbol} in the last ${LOOKBACK_DAYS} days`);
  return priceResponse(
    symbol,
    body.map((day) => [
      day.date.slice(0, 10),
      { open: String(day.open), high: String(day.high), low: String(day.low), close: String(day.close), volume: String(day.volume ?? 0) },
    ]),
  );
}

/** Tiingo's error text: `{"detail": "…"}`, or the same words bare ("Error: …") in its CSV form. */
function detailOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^error:/i.test(trimmed)) return trimmed.slice(0, 200);
  try {
    const body: unknown = JSON.parse(trimmed);
    return Value.Check(TiingoDetail, body) ? body.detail.slice(0, 200) : null;
  } catch {
    return null;
  }
}
