import { describe, expect, it } from 'vitest';
import { PriceProviderError } from './provider';
import { readTiingo, tiingoSymbol } from './tiingo';
import { answer, recording } from './testing/recordings';

function failure(text: string, status = 200, contentType = 'application/json'): PriceProviderError {
  try {
    readTiingo(answer(text, status, contentType), 'GOOGL');
  } catch (error) {
    if (error instanceof PriceProviderError) return error;
    throw error;
  }
  throw new Error('read as prices');
}

describe('Tiingo against its recorded answers', () => {
  it('reads the 2015 JSON: raw prices, newest day first, dates without their time', () => {
    const prices = readTiingo(answer(recording('tiingo/daily-prices-googl-2015-01-json.json')), 'GOOGL');
    expect(prices['Meta Data']['2. Symbol']).toBe('GOOGL');
    expect(prices['Time Series (Daily)']).toEqual({
      '2015-01-05': { '1. open': '527.15', '2. high': '527.9899', '3. low': '517.75', '4. close': '519.46', '5. volume': '2059119' },
      '2015-01-02': { '1. open': '532.6', '2. high': '535.8', '3. low': '527.88', '4. close': '529.55', '5. volume': '1327870' },
    });
    expect(Object.keys(prices['Time Series (Daily)'])).toEqual(['2015-01-05', '2015-01-02']);
  });

  it('reads the latest-day answer, whose date is written "+00:00"', () => {
    const prices = readTiingo(answer(recording('tiingo/latest-price-googl-2018-04-12.json')), 'GOOGL');
    expect(prices['Time Series (Daily)']).toEqual({
      '2018-04-12': { '1. open': '1031.47', '2. high': '1044.65', '3. low': '1026.05', '4. close': '1037.29', '5. volume': '1644794' },
    });
  });

  it('refuses the CSV form, which we do not ask for, as text that is not JSON', () => {
    expect(failure(recording('tiingo/daily-prices-googl-2015-01-csv.csv'), 200, 'text/csv')).toMatchObject({ kind: 'not-data' });
  });

  it('writes share classes as Tiingo does', () => {
    expect(tiingoSymbol('brk.b')).toBe('BRK-B');
  });
});

describe('Tiingo errors (described, not recorded)', () => {
  it.each([
    ['an unknown ticker', '{"detail":"Error: Ticker \'GOOGL\' not found"}', 404, 'unknown-symbol', 'does not know GOOGL: "Error: Ticker \'GOOGL\' not found"'],
    [
      'its hourly limit',
      '{"detail":"Error: You have run over your hourly request allocation."}',
      429,
      'rate-limited',
      'is limiting how often we may ask: "Error: You have run over your hourly request allocation."',
    ],
    [
      'its daily limit in the CSV form',
      'Error: You have run over your daily request allocation.',
      200,
      'rate-limited',
      'is limiting how often we may ask: "Error: You have run over your daily request allocation."',
    ],
    ['a refused token', '', 401, 'key-refused', 'refused TIINGO_API_KEY (HTTP 401)'],
    ['a forbidden token, with words', '{"detail":"Invalid token."}', 403, 'key-refused', 'refused TIINGO_API_KEY (HTTP 403): "Invalid token."'],
    [
      'a 404 page from a wrong base URL, which is no unknown ticker',
      '<html><title>Not Found</title></html>',
      404,
      'down',
      'answered HTTP 404 with a web page ("Not Found")',
    ],
    ['an empty array', '[]', 200, 'unknown-symbol', 'has no prices for GOOGL in the last 154 days'],
    ['truncated JSON', '[{"date":"2015-01-02T00:00:00.000Z","close":52', 200, 'not-data', 'answered JSON that breaks off after 46 bytes instead of prices'],
    [
      'a price that is text',
      '[{"date":"2015-01-02T00:00:00.000Z","open":"1","high":1,"low":1,"close":1,"volume":1}]',
      200,
      'not-data',
      'answered JSON in a shape we cannot read',
    ],
  ])('%s', (_, text, status, kind, cause) => {
    expect(failure(text, status)).toMatchObject({ kind, operatorCause: cause });
  });
});
