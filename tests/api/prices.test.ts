import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import { expectError } from '../support/expect-error';
import { FAKE_KEYS, REFUSED_KEY, startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { serverFixture, type ServerFixture } from '../support/server-fixture';
import { createTestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());

/** A server whose price providers are exactly those given keys here (the fakes' env gives Stooq one). */
const withKeys = (keys: { ALPHAVANTAGE_API_KEY?: string; TIINGO_API_KEY?: string; STOOQ_API_KEY?: string }, extra: Record<string, string> = {}) => ({
  ...fakes.env,
  ALPHAVANTAGE_API_KEY: '',
  TIINGO_API_KEY: '',
  STOOQ_API_KEY: '',
  ...keys,
  ...extra,
});

const stooqServer = serverFixture({ env: () => withKeys({ STOOQ_API_KEY: FAKE_KEYS.stooq }) });
const avServer = serverFixture({ env: () => withKeys({ ALPHAVANTAGE_API_KEY: FAKE_KEYS.alphavantage }) });
const tiingoServer = serverFixture({ env: () => withKeys({ TIINGO_API_KEY: FAKE_KEYS.tiingo }) });

const price = (server: TestServer, symbol: string) => fetch(`${server.url}/api/price/${encodeURIComponent(symbol)}`);
const capabilities = async (server: TestServer) => (await (await fetch(`${server.url}/api/capabilities`)).json()) as Record<string, unknown>;
/** What the server told its operator about providers so far (lib/upstream-health.ts logs each failure it records). */
const healthLines = (server: TestServer) =>
  expect.poll(() =>
    server
      .output()
      .split('\n')
      .flatMap((line) => /\[health\] (.+)/.exec(line)?.[1] ?? []),
  );
/** How many more times each of these was asked of the fakes while `run` ran. */
async function askedDuring(keys: string[], run: () => Promise<unknown>): Promise<number[]> {
  const before = keys.map((key) => fakes.calls.get(key) ?? 0);
  await run();
  return keys.map((key, i) => (fakes.calls.get(key) ?? 0) - before[i]!);
}

describe.each([
  ['Stooq', () => stooqServer, (s: string) => `stooq:${s.toLowerCase()}.us`],
  ['Alpha Vantage', () => avServer, (s: string) => `av:${s}`],
  ['Tiingo', () => tiingoServer, (s: string) => `tiingo:${s}`],
])('GET /api/price/{symbol} from %s alone', (_, fixture, callKey) => {
  const server = () => (fixture() as ServerFixture).server;

  it('answers the spec’s daily series, and the second request of the day comes from the cache', async () => {
    const response = await price(server(), 'msft');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body['Meta Data']['2. Symbol']).toBe('MSFT');
    const series = body['Time Series (Daily)'];
    expect(Object.keys(series).sort()).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08']);
    expect(Object.keys(series['2024-01-02'])).toEqual(['1. open', '2. high', '3. low', '4. close', '5. volume']);
    expect(Number(series['2024-01-02']['4. close'])).toBe(101.25);
    expect(response.headers.get('x-price-stale')).toBeNull();
    expect(fakes.calls.get(callKey('MSFT'))).toBe(1);
    expect((await price(server(), 'MSFT')).status).toBe(200);
    expect(fakes.calls.get(callKey('MSFT'))).toBe(1);
  });

  it('answers in one order, newest day first, whether from the provider or from the cache', async () => {
    const first = await (await price(server(), 'aapl')).text();
    const second = await (await price(server(), 'AAPL')).text();
    expect(fakes.calls.get(callKey('AAPL'))).toBe(1);
    expect(second).toBe(first);
    const days = Object.keys(JSON.parse(second)['Time Series (Daily)']);
    expect(days).toEqual(['2024-01-08', '2024-01-05', '2024-01-04', '2024-01-03', '2024-01-02']);
    expect(Object.keys(JSON.parse(second)['Meta Data'])).toEqual(['1. Information', '2. Symbol', '3. Last Refreshed', '4. Output Size', '5. Time Zone']);
  });

  it('says which symbol is unknown (404)', async () => {
    await expectError(await price(server(), 'nope'), 404, 'Unknown ticker symbol "NOPE"');
  });

  it('passes on the provider’s rate limit as 429', async () => {
    await expectError(await price(server(), 'busy'), 429, 'The price provider is limiting how often we may ask. Please try again later.');
  });

  it('answers 502 when the provider is down', async () => {
    await expectError(await price(server(), 'down'), 502, 'The price provider is unavailable right now. Please try again later.');
  });

  it.each(['TOOLONG', 'a$b', 'a b'])('refuses the symbol %j with 400', async (symbol) => {
    await expectError(await price(server(), symbol), 400, 'Ticker symbols are 1 to 5 letters, digits, ".", "-" or "^"');
  });
});

describe('Alpha Vantage’s 2024 daily limit', () => {
  it('is read as a rate limit, though it names the key', async () => {
    await expectError(await price(avServer.server, 'INFO'), 429, /limiting how often/);
  });
});

describe('a server with no price key', () => {
  const bare = serverFixture({ env: () => withKeys({}, { OPENAI_BASE_URL: fakes.env.OPENAI_BASE_URL! }) });

  it('says so in /api/capabilities, and drops market prices from the AI’s sources', async () => {
    const can = await capabilities(bare.server);
    expect(can).toMatchObject({ ai: true, prices: null, priceProviders: [] });
    expect((can.aiSources as Array<{ id: string }>).map((s) => s.id)).not.toContain('prices');
    expect(bare.server.output()).toMatch(/prices: +none: ticker charts are off \(set ALPHAVANTAGE_API_KEY, TIINGO_API_KEY, STOOQ_API_KEY/);
  });

  it('answers a ticker with how a server gets prices (503), and asks no provider', async () => {
    const asked = [...fakes.calls.keys()].length;
    await expectError(await price(bare.server, 'IBM'), 503, NO_PRICE_PROVIDER);
    expect([...fakes.calls.keys()].length).toBe(asked);
  });
});

describe('a server with only Stooq’s key', () => {
  it('says Stooq is its one provider', async () => {
    expect(await capabilities(stooqServer.server)).toMatchObject({ prices: 'stooq', priceProviders: ['stooq'] });
  });

  it('names Stooq’s proof-of-work page for the operator and answers the reader 502, never "unknown ticker"', async () => {
    await expectError(await price(stooqServer.server, 'pow'), 502, 'The price provider answered with something other than prices. Please try again later.');
    await healthLines(stooqServer.server).toContain('Stooq: answered a proof-of-work challenge page (an anti-bot check a server cannot pass) instead of CSV');
  });
});

describe('a refused key', () => {
  const refusedAv = serverFixture({ env: () => withKeys({ ALPHAVANTAGE_API_KEY: REFUSED_KEY }) });
  const refusedStooq = serverFixture({ env: () => withKeys({ STOOQ_API_KEY: REFUSED_KEY }) });

  it('from Alpha Vantage is a configuration error: 503 for the reader, named for the operator, for every symbol', async () => {
    const refused = "Prices are not available right now: the server's price provider key was refused. The operator has been told.";
    await expectError(await price(refusedAv.server, 'IBM'), 503, refused);
    await expectError(await price(refusedAv.server, 'NOPE'), 503, refused);
    await healthLines(refusedAv.server).toContain(
      'Alpha Vantage: refused ALPHAVANTAGE_API_KEY: "the parameter apikey is invalid or missing. Please claim your free API key on (https://www.alphavantage.co/support/#api-key). It should take less than 20 seconds."',
    );
  });

  it('from Stooq, which answers its key page, says the key was refused', async () => {
    await expectError(await price(refusedStooq.server, 'IBM'), 503, /key was refused/);
    await healthLines(refusedStooq.server).toContain('Stooq: answered a page asking for an API key instead of CSV: it refused STOOQ_API_KEY');
  });

  it('still serves the cached copy, marked stale with the time it was fetched', async () => {
    const database = await createTestDatabase();
    let server = await startServer({ database, env: withKeys({ ALPHAVANTAGE_API_KEY: FAKE_KEYS.alphavantage }) });
    try {
      expect((await price(server, 'orcl')).status).toBe(200);
      await server.stop();
      server = await startServer({ database, env: withKeys({ ALPHAVANTAGE_API_KEY: REFUSED_KEY }, { TEST_CLOCK_OFFSET_MS: String(86_400_000) }) });
      const stale = await price(server, 'orcl');
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-price-stale')).toBe('true');
      expect(Date.parse(stale.headers.get('x-price-fetched-at') ?? '')).toBeLessThan(Date.now());
      expect((await stale.json())['Meta Data']['2. Symbol']).toBe('ORCL');
      await healthLines(server).toEqual([expect.stringMatching(/^Alpha Vantage: refused ALPHAVANTAGE_API_KEY/)]);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});

describe('providers in the configured order', () => {
  const chain = serverFixture({
    env: () =>
      withKeys(
        { ALPHAVANTAGE_API_KEY: REFUSED_KEY, STOOQ_API_KEY: FAKE_KEYS.stooq, TIINGO_API_KEY: FAKE_KEYS.tiingo },
        { PRICE_PROVIDERS: 'alphavantage,stooq,tiingo' },
      ),
  });

  it('lists them in /api/capabilities', async () => {
    expect(await capabilities(chain.server)).toMatchObject({ prices: 'alphavantage', priceProviders: ['alphavantage', 'stooq', 'tiingo'] });
  });

  it('falls to the second when the first fails, and asks no further', async () => {
    const asked = await askedDuring(['av:AMZN', 'stooq:amzn.us', 'tiingo:AMZN'], async () => {
      const response = await price(chain.server, 'AMZN');
      expect(response.status).toBe(200);
      expect((await response.json())['Meta Data']['2. Symbol']).toBe('AMZN');
    });
    expect(asked).toEqual([1, 1, 0]);
    await healthLines(chain.server).toEqual([expect.stringMatching(/^Alpha Vantage: refused ALPHAVANTAGE_API_KEY/)]);
  });

  it('asks the next about a symbol one does not know, and does not call it unknown while a provider that may know it failed', async () => {
    // Stooq and Tiingo do not know NOPE; Alpha Vantage, whose key was refused, was never asked properly.
    const asked = await askedDuring(['stooq:nope.us', 'tiingo:NOPE'], async () => {
      await expectError(await price(chain.server, 'nope'), 503, /key was refused/);
    });
    expect(asked).toEqual([1, 1]);
  });
});

describe('a provider that fails after a good day', () => {
  it('serves yesterday’s cached series marked stale', async () => {
    const database = await createTestDatabase();
    const env = withKeys({ STOOQ_API_KEY: FAKE_KEYS.stooq });
    let server = await startServer({ database, env });
    try {
      expect((await price(server, 'csco')).status).toBe(200);
      await server.stop();
      fakes.failing.add('csco.us');
      server = await startServer({ database, env: { ...env, TEST_CLOCK_OFFSET_MS: String(86_400_000) } });
      const stale = await price(server, 'csco');
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-price-stale')).toBe('true');
      const body = await stale.json();
      expect(body['Meta Data']['2. Symbol']).toBe('CSCO');
      expect(Object.keys(body['Time Series (Daily)'])[0]).toBe('2024-01-08');
      expect(fakes.calls.get('stooq:csco.us')).toBe(2);
    } finally {
      fakes.failing.delete('csco.us');
      await server.stop();
      await database.drop();
    }
  });

  it('gives up on a provider after 10 seconds with 504', async () => {
    const started = Date.now();
    await expectError(await price(stooqServer.server, 'slow'), 504, 'The price provider did not answer within 10 seconds. Please try again later.');
    expect(Date.now() - started).toBeLessThan(11_000);
  }, 20_000);
});
