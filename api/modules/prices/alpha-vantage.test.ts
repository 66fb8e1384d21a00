import { describe, expect, it } from 'vitest';
import { readAlphaVantage } from './alpha-vantage';
import { PriceProviderError } from './provider';
import { answer, recording } from './testing/recordings';

const KEY = 'the-operators-key';

function failure(text: string, status = 200): PriceProviderError {
  try {
    readAlphaVantage(answer(text, status), 'IBM', KEY);
  } catch (error) {
    if (error instanceof PriceProviderError) return error;
    throw error;
  }
  throw new Error('read as prices');
}

describe('Alpha Vantage against its recorded answers', () => {
  const adjusted = JSON.parse(recording('alpha-vantage/time-series-daily-adjusted-ibm-2024-06-07.json'));

  it('refuses the adjusted series (a function we do not call) rather than read its adjusted close as a volume', () => {
    expect(failure(JSON.stringify(adjusted))).toMatchObject({ kind: 'not-data', operatorCause: 'answered JSON in a shape we cannot read' });
  });

  it('reads the recorded 2024 days, numbered as TIME_SERIES_DAILY numbers them, with their unpadded prices', () => {
    // Derived from the recording, not a recording: the same days under TIME_SERIES_DAILY's five keys.
    const renumbered = Object.fromEntries(
      Object.entries(adjusted['Time Series (Daily)'] as Record<string, Record<string, string>>).map(([day, bar]) => [
        day,
        { '1. open': bar['1. open'], '2. high': bar['2. high'], '3. low': bar['3. low'], '4. close': bar['4. close'], '5. volume': bar['6. volume'] },
      ]),
    );
    const prices = readAlphaVantage(answer(JSON.stringify({ ...adjusted, 'Time Series (Daily)': renumbered })), 'IBM', KEY);
    expect(Object.keys(prices['Time Series (Daily)'])).toEqual(['2024-06-07', '2024-06-06', '2024-06-05']);
    expect(prices['Time Series (Daily)']['2024-06-07']).toEqual({
      '1. open': '168.18',
      '2. high': '171.305',
      '3. low': '168.06',
      '4. close': '170.01',
      '5. volume': '3475495',
    });
  });

  it('refuses the intraday answer, whose series is not a daily one', () => {
    expect(failure(recording('alpha-vantage/time-series-intraday-msft-2017-12-18.json')).kind).toBe('not-data');
  });

  it('reads the recorded "Note" as its rate limit, quoting it for the operator', () => {
    const note = failure(recording('alpha-vantage/note-rate-limit-2019.json'));
    expect(note.kind).toBe('rate-limited');
    expect(note.operatorCause).toMatch(
      /^is limiting how often we may ask: "Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute/,
    );
  });

  it('reads the recorded "Error Message" as a symbol it does not know (which the chain asks the next provider about)', () => {
    const error = failure(recording('alpha-vantage/error-invalid-api-call-fx-daily-2021.json'));
    expect(error.kind).toBe('unknown-symbol');
    expect(error.operatorCause).toContain('Invalid API call');
  });
});

describe('Alpha Vantage as described (README, "Described, not recorded")', () => {
  const refused =
    'the parameter apikey is invalid or missing. Please claim your free API key on (https://www.alphavantage.co/support/#api-key). It should take less than 20 seconds.';

  it('reads a refused key as a configuration error, under "Error Message" or "Information", never as an unknown symbol', () => {
    for (const field of ['Error Message', 'Information']) {
      const error = failure(JSON.stringify({ [field]: refused }));
      expect(error.kind).toBe('key-refused');
      expect(error.operatorCause).toBe(`refused ALPHAVANTAGE_API_KEY: "${refused}"`);
    }
  });

  it('reads the 2024 daily limit as a limit although it names the key, and keeps the key out of the words', () => {
    const error = failure(JSON.stringify({ Information: `We have detected your API key as ${KEY} and our standard API rate limit is 25 requests per day.` }));
    expect(error.kind).toBe('rate-limited');
    expect(error.operatorCause).not.toContain(KEY);
    expect(error.operatorCause).toContain('detected your API key as …');
  });
});

describe('Alpha Vantage answers that are not data', () => {
  it.each([
    ['an empty body', '', 200, 'not-data', 'answered an empty body instead of JSON'],
    [
      'a web page',
      '<!DOCTYPE html><html><head><title>Maintenance</title></head></html>',
      200,
      'not-data',
      'answered a web page ("Maintenance") instead of JSON',
    ],
    ['truncated JSON', '{"Meta Data": {"1. Information": "Daily Pr', 200, 'not-data', 'answered JSON that breaks off after 42 bytes instead of prices'],
    ['an empty object', '{}', 200, 'not-data', 'answered JSON without a "Time Series (Daily)"'],
    ['a 403 page', '<html><body>Forbidden</body></html>', 403, 'down', 'answered a web page instead of JSON (HTTP 403)'],
    ['a 429', '', 429, 'rate-limited', 'answered HTTP 429 (too many requests)'],
  ])('%s', (_, text, status, kind, cause) => {
    expect(failure(text, status)).toMatchObject({ kind, operatorCause: cause });
  });

  it('names a redirect to a sign-in page', () => {
    try {
      readAlphaVantage(answer('<html><title>Sign in</title></html>', 200, 'text/html', 'https://login.example/sso'), 'IBM', KEY);
    } catch (error) {
      expect((error as PriceProviderError).operatorCause).toBe('answered a sign-in page (redirected to https://login.example/sso) instead of JSON');
      return;
    }
    throw new Error('read as prices');
  });
});
