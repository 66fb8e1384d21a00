import { describe, expect, it } from 'vitest';
import { PriceProviderError } from './provider';
import { readStooq, stooqSymbol } from './stooq';
import { answer, recording } from './testing/recordings';

function failure(text: string, status = 200, contentType = '', keySent = true): PriceProviderError {
  try {
    readStooq(answer(text, status, contentType), 'AAPL', keySent);
  } catch (error) {
    if (error instanceof PriceProviderError) return error;
    throw error;
  }
  throw new Error('read as prices');
}

describe('Stooq against its recorded CSV', () => {
  it('reads the 2026 AAPL download, newest day first, its prices as written', () => {
    const prices = readStooq(answer(recording('stooq/daily-aapl-us-2026-02-03.csv')), 'AAPL', true);
    const days = prices['Time Series (Daily)'];
    expect(Object.keys(days)).toEqual(['2026-02-03', '2026-02-02', '2026-01-30', '2026-01-29', '2026-01-28', '1984-09-10', '1984-09-07']);
    expect(days['2026-01-30']).toEqual({ '1. open': '255.165', '2. high': '261.8999', '3. low': '252.18', '4. close': '259.48', '5. volume': '92443408' });
    expect(days['1984-09-07']!['1. open']).toBe('0.0992653');
    expect(prices['Meta Data']['3. Last Refreshed']).toBe('2026-02-03');
  });

  it('reads the ^SPX download, whose early rows leave the volume cell out, as days without a volume', () => {
    const days = readStooq(answer(recording('stooq/daily-spx-2022-01-24.csv')), '^SPX', true)['Time Series (Daily)'];
    expect(days['1949-12-31']).toEqual({ '1. open': '16.79', '2. high': '16.8', '3. low': '16.74', '4. close': '16.76', '5. volume': '0' });
    expect(days['1950-01-03']!['5. volume']).toBe('700000');
    expect(days['2022-01-24']!['5. volume']).toBe('3884397233');
  });

  it('still refuses a row with another cell missing: its numbers could belong to any column', () => {
    expect(failure('Date,Open,High,Low,Close,Volume\n2024-01-02,100,102,99\n').operatorCause).toBe('answered a row of 4 cells under a header of 6');
  });

  it('names US shares with .us and leaves indices and suffixed names as they are', () => {
    expect([stooqSymbol('AAPL'), stooqSymbol('^SPX'), stooqSymbol('VOD.UK')]).toEqual(['aapl.us', '^spx', 'vod.uk']);
  });
});

describe('Stooq pages that are not CSV (described, not recorded: tests/upstream-recordings/README.md)', () => {
  const keyPage = '<html><body>Get your apikey: <a href="https://stooq.com/q/d/?s=aapl.us&get_apikey">here</a></body></html>';

  it('reads its key page as a refused STOOQ_API_KEY when one was sent', () => {
    expect(failure(keyPage)).toMatchObject({
      kind: 'key-refused',
      operatorCause: 'answered a page asking for an API key instead of CSV: it refused STOOQ_API_KEY',
    });
  });

  it('reads its key page as the key it now requires when none was sent, in plain text too', () => {
    expect(failure('Get your apikey: https://stooq.com/q/d/?s=aapl.us&get_apikey', 200, 'text/plain', false)).toMatchObject({
      kind: 'key-refused',
      operatorCause: 'answered a page asking for an API key instead of CSV: it now requires STOOQ_API_KEY',
    });
  });

  it('names the proof-of-work page', () => {
    const page =
      '<!DOCTYPE html><html><head><title>Just a moment</title></head><body><script>crypto.subtle.digest("SHA-256", x); fetch("/__verify", {method: "POST"})</script></body></html>';
    expect(failure(page, 200, 'text/html')).toMatchObject({
      kind: 'not-data',
      operatorCause: 'answered a proof-of-work challenge page (an anti-bot check a server cannot pass) instead of CSV',
    });
  });

  it.each([
    ['an empty body', '', 'not-data', 'answered an empty body instead of CSV'],
    ['some other page', '<html><head><title>Stooq</title></head></html>', 'not-data', 'answered a web page ("Stooq") instead of CSV'],
    ['its daily limit', 'Exceeded the daily hits limit', 'rate-limited', 'is limiting how often we may ask (its daily hits limit)'],
    ['"No data"', 'No data', 'unknown-symbol', 'does not know AAPL'],
    ['"N/D"', 'N/D', 'unknown-symbol', 'does not know AAPL'],
    ['other text', 'Service temporarily unavailable', 'not-data', 'answered text that is not CSV ("Service temporarily unavailable")'],
  ])('%s', (_, text, kind, cause) => {
    expect(failure(text)).toMatchObject({ kind, operatorCause: cause });
  });

  it('reads a 403 page as the provider down, saying what it sent', () => {
    expect(failure('<html><body>Forbidden</body></html>', 403)).toMatchObject({ kind: 'down', operatorCause: 'answered HTTP 403 with a web page' });
  });
});
