import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());

const stooqServer = serverFixture({ env: () => ({ ...fakes.env, ALPHAVANTAGE_API_KEY: '' }) });
const avServer = serverFixture({ env: () => ({ ...fakes.env, ALPHAVANTAGE_API_KEY: 'test-key' }) });

const price = (fixture: typeof stooqServer, symbol: string) => fetch(`${fixture.server.url}/api/price/${encodeURIComponent(symbol)}`);

describe.each([
  ['Stooq (no key)', () => stooqServer, (s: string) => `stooq:${s.toLowerCase()}.us`],
  ['Alpha Vantage', () => avServer, (s: string) => `av:${s}`],
])('GET /api/price/{symbol} from %s', (_, fixture, callKey) => {
  it('answers the spec’s daily series, and the second request of the day comes from the cache', async () => {
    const response = await price(fixture(), 'msft');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body['Meta Data']['2. Symbol']).toBe('MSFT');
    const series = body['Time Series (Daily)'];
    expect(Object.keys(series).sort()).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08']);
    expect(Object.keys(series['2024-01-02'])).toEqual(['1. open', '2. high', '3. low', '4. close', '5. volume']);
    expect(Number(series['2024-01-02']['4. close'])).toBe(101.25);
    expect(response.headers.get('x-price-stale')).toBeNull();
    expect(fakes.calls.get(callKey('MSFT'))).toBe(1);
    expect((await price(fixture(), 'MSFT')).status).toBe(200);
    expect(fakes.calls.get(callKey('MSFT'))).toBe(1);
  });

  it('answers in one order, newest day first, whether from the provider or from the cache', async () => {
    const first = await (await price(fixture(), 'aapl')).text();
    const second = await (await price(fixture(), 'AAPL')).text();
    expect(fakes.calls.get(callKey('AAPL'))).toBe(1);
    expect(second).toBe(first);
    const days = Object.keys(JSON.parse(second)['Time Series (Daily)']);
    expect(days).toEqual(['2024-01-08', '2024-01-05', '2024-01-04', '2024-01-03', '2024-01-02']);
    expect(Object.keys(JSON.parse(second)['Meta Data'])).toEqual(['1. Information', '2. Symbol', '3. Last Refreshed', '4. Output Size', '5. Time Zone']);
  });

  it('says which symbol is unknown (404)', async () => {
    await expectError(await price(fixture(), 'nope'), 404, 'Unknown ticker symbol "NOPE"');
  });

  it('passes on the provider’s rate limit as 429', async () => {
    await expectError(await price(fixture(), 'busy'), 429, /limiting how often/);
  });

  it('answers 502 when the provider is down', async () => {
    await expectError(await price(fixture(), 'down'), 502, 'The price provider is unavailable right now. Please try again later.');
  });

  it.each(['TOOLONG', 'a$b', 'a b'])('refuses the symbol %j with 400', async (symbol) => {
    await expectError(await price(fixture(), symbol), 400, 'Ticker symbols are 1 to 5 letters, digits, ".", "-" or "^"');
  });
});

describe('Alpha Vantage’s other error shapes', () => {
  it('reads "Information" as a rate limit and an empty answer as an unknown symbol', async () => {
    await expectError(await price(avServer, 'INFO'), 429, /limiting how often/);
    await expectError(await price(avServer, 'EMPTY'), 404, 'Unknown ticker symbol "EMPTY"');
  });
});

describe('a provider that fails after a good day', () => {
  it('serves yesterday’s cached series marked stale', async () => {
    const database = await createTestDatabase();
    let server = await startServer({ database, env: { ...fakes.env, ALPHAVANTAGE_API_KEY: '' } });
    try {
      expect((await fetch(`${server.url}/api/price/ibm`)).status).toBe(200);
      await server.stop();
      fakes.failing.add('ibm.us');
      server = await startServer({ database, env: { ...fakes.env, ALPHAVANTAGE_API_KEY: '', TEST_CLOCK_OFFSET_MS: String(86_400_000) } });
      const stale = await fetch(`${server.url}/api/price/ibm`);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-price-stale')).toBe('true');
      const body = await stale.json();
      expect(body['Meta Data']['2. Symbol']).toBe('IBM');
      expect(Object.keys(body['Time Series (Daily)'])[0]).toBe('2024-01-08');
      expect(fakes.calls.get('stooq:ibm.us')).toBe(2);
    } finally {
      fakes.failing.delete('ibm.us');
      await server.stop();
      await database.drop();
    }
  });

  it('gives up on a provider after 10 seconds with 502', async () => {
    const started = Date.now();
    await expectError(await price(stooqServer, 'slow'), 502, 'The price provider did not answer within 10 seconds. Please try again later.');
    expect(Date.now() - started).toBeLessThan(11_000);
  }, 20_000);
});
