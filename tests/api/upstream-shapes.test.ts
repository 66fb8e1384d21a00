/**
 * Upstream answers of the wrong shape, sent to the API's real provider and model clients by a fake
 * of our own on loopback. Each must end in a clean refusal (JSON `{ message }`, never 500) and no
 * TypeError in the server's log: what a provider sends is checked, not cast.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { HttpClient } from '../support/http-client';
import { serverFixture, type ServerFixture } from '../support/server-fixture';

const NOT_PRICES = 'The price provider answered with something other than prices. Please try again later.';

const goodBar = { '1. open': '100.0000', '2. high': '102.5000', '3. low': '99.0000', '4. close': '101.2500', '5. volume': '1000000' };
const series = (last: unknown, day = '2024-01-03') => ({ 'Meta Data': { '2. Symbol': 'X' }, 'Time Series (Daily)': { '2024-01-02': goodBar, [day]: last } });

/** Alpha Vantage bodies by symbol, each sent with status 200 as their own errors are. */
const alphaVantageBodies: Record<string, unknown> = {
  NULL: null,
  ARRAY: [],
  NOSER: { 'Time Series (Daily)': null },
  NBAR: series(null),
  NANC: series({ ...goodBar, '4. close': 'n/a' }),
  NUMC: series({ ...goodBar, '4. close': 101.25 }),
  NODAY: series(goodBar, 'yesterday'),
  ERROB: { 'Error Message': { code: 1 } },
  EMPTY: {},
};

/** Tiingo bodies by ticker, each sent with status 200. */
const tiingoDay = { date: '2024-01-02T00:00:00.000Z', open: 100, high: 102.5, low: 99, close: 101.25, volume: 1000 };
const tiingoBodies: Record<string, unknown> = {
  NULL: null,
  OBJ: { prices: [tiingoDay] },
  NOON: [{ ...tiingoDay, date: '2024-01-02T12:00:00.000Z' }],
  NEG: [{ ...tiingoDay, close: -1 }],
  TEXT: [{ ...tiingoDay, close: '101.25' }],
  NOCLO: [{ ...tiingoDay, close: undefined }],
};

const CSV_HEADER = 'Date,Open,High,Low,Close,Volume';
/** Stooq bodies by its symbol. */
const stooqBodies: Record<string, string> = {
  'junk.us': `${CSV_HEADER}\n2024-01-02,100,102.5,99,101.25,1000\n2024-01-03,abc,def,ghi,jkl,mno\n`,
  'nanc.us': `${CSV_HEADER}\n2024-01-02,100,102.5,99,NaN,1000\n`,
  'short.us': `${CSV_HEADER}\n2024-01-02,100,102.5,99,101.25,1000\n2024-01-03,100,102\n`,
  'shift.us': `${CSV_HEADER}\n2024-01-02,100,102.5,99,101.25,1000,7,8\n`,
  'html.us': `${CSV_HEADER}\n<html><body>Maintenance</body></html>\n`,
  'noday.us': `${CSV_HEADER}\nyesterday,100,102.5,99,101.25,1000\n`,
  // Currencies come without a volume column: a shape that must still be read.
  'novol.us': 'Date,Open,High,Low,Close\n2024-01-02,1.1,1.2,1.0,1.15\n',
};

/** Chat completion bodies by a word in the question; `content` is the model's own text. */
const completion = (content: unknown) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const chatBodies: Array<[RegExp, unknown]> = [
  [/null completion/, null],
  [/no choices/, { error: { message: 'upstream proxy failed' } }],
  [/empty choices/, { choices: [] }],
  [/null choice/, { choices: [null] }],
  [/wrong shape/, completion(JSON.stringify({ chart: 'pie', values: [1, 2, 3] }))],
  [/null answer/, completion('null')],
  [/array answer/, completion('[1, 2, 3]')],
];

let upstream: { env: Record<string, string>; close(): Promise<void> };
/** How many chat requests from now on get a huge answer. */
let hugeChats = 0;

/** 30 MB of one long JSON string, chunked unless `declared` sets a Content-Length. */
async function sendHuge(res: ServerResponse, declared: number | null) {
  res.writeHead(200, { 'content-type': 'application/json', ...(declared ? { 'content-length': String(declared) } : {}) });
  const chunk = Buffer.alloc(64 * 1024, 'x');
  res.write('{"junk":"');
  for (let sent = 0; sent < 30 * 1024 * 1024 && !res.destroyed; sent += chunk.length) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  res.end('"}');
}

beforeAll(async () => {
  const json = (res: ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const chat = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = JSON.parse(Buffer.concat(chunks).toString()) as { messages: Array<{ role: string; content: string }> };
    const question = request.messages.find((m) => m.role === 'user')?.content ?? '';
    const match = chatBodies.find(([words]) => words.test(question));
    if (!match) return res.writeHead(400).end();
    json(res, match[1]);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Huge answers, sent chunked (or declared up front) until the client stops reading.
    if (/huge/i.test(url.search)) return void sendHuge(res, url.search.includes('HUGE') ? 30 * 1024 * 1024 : null);
    if (url.pathname.endsWith('/chat/completions') && hugeChats > 0) {
      hugeChats--;
      return void sendHuge(res, null);
    }
    if (url.pathname === '/av/query') {
      const symbol = url.searchParams.get('symbol') ?? '';
      return symbol in alphaVantageBodies ? json(res, alphaVantageBodies[symbol]) : res.writeHead(404).end();
    }
    const tiingoTicker = /^\/tiingo\/tiingo\/daily\/([^/]+)\/prices$/.exec(url.pathname)?.[1];
    if (tiingoTicker) return tiingoTicker in tiingoBodies ? json(res, tiingoBodies[tiingoTicker]) : res.writeHead(404).end();
    if (url.pathname === '/stooq/q/d/l/') {
      const body = stooqBodies[url.searchParams.get('s') ?? ''];
      return body === undefined ? res.writeHead(404).end() : res.writeHead(200, { 'content-type': 'text/csv' }).end(body);
    }
    if (url.pathname === '/openai/v1/chat/completions' && req.method === 'POST') {
      return void chat(req, res).catch(() => res.writeHead(500).end());
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream = {
    env: { ALPHAVANTAGE_BASE_URL: `${base}/av`, STOOQ_BASE_URL: `${base}/stooq`, TIINGO_BASE_URL: `${base}/tiingo`, OPENAI_BASE_URL: `${base}/openai/v1` },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
afterAll(() => upstream?.close());

// Each server has one price provider, so that a refusal is that provider's.
const avServer = serverFixture({
  env: () => ({ ...upstream.env, ALPHAVANTAGE_API_KEY: 'test-key', STOOQ_API_KEY: '', OPENAI_API_KEY: 'test-key', AI_GUEST_LIMIT: '1000' }),
});
const stooqServer = serverFixture({ env: () => ({ ...upstream.env, ALPHAVANTAGE_API_KEY: '', STOOQ_API_KEY: 'test-key' }) });
const tiingoServer = serverFixture({ env: () => ({ ...upstream.env, ALPHAVANTAGE_API_KEY: '', STOOQ_API_KEY: '', TIINGO_API_KEY: 'test-key' }) });

/**
 * A refusal the client can read, and no sign in the server's log that it was an accident. Only
 * what the server logged during this request counts, so one test's failure does not fail the next.
 */
async function expectCleanRefusal(fixture: ServerFixture, send: () => Promise<Response>, status: number, message: string) {
  const logged = fixture.server.output().length;
  const response = await send();
  expect(response.status).not.toBe(500);
  await expectError(response, status, message);
  expect(fixture.server.output().slice(logged)).not.toMatch(/TypeError|\[error\]/);
}

const price = (fixture: ServerFixture, symbol: string) => () => fetch(`${fixture.server.url}/api/price/${encodeURIComponent(symbol)}`);

describe('an Alpha Vantage answer of the wrong shape is a 502, not a 500', () => {
  it.each([
    ['a null body', 'NULL'],
    ['an array body', 'ARRAY'],
    ['a null series', 'NOSER'],
    ['a null bar', 'NBAR'],
    ['a bar with a non-numeric close', 'NANC'],
    ['a bar with a close that is a number, not text', 'NUMC'],
    ['a series keyed by something other than a day', 'NODAY'],
    ['an "Error Message" that is not text', 'ERROB'],
    ['an empty object, which is no unknown symbol', 'EMPTY'],
  ])('%s', async (_, symbol) => {
    await expectCleanRefusal(avServer, price(avServer, symbol), 502, NOT_PRICES);
  });
});

describe('a Tiingo answer of the wrong shape is a 502, not a 500', () => {
  it.each([
    ['a null body', 'NULL'],
    ['an object where the days belong', 'OBJ'],
    ['a day that is not midnight UTC', 'NOON'],
    ['a negative price', 'NEG'],
    ['a price that is text', 'TEXT'],
    ['a day without its close', 'NOCLO'],
  ])('%s', async (_, ticker) => {
    await expectCleanRefusal(tiingoServer, price(tiingoServer, ticker), 502, NOT_PRICES);
  });
});

describe('a Stooq CSV with garbage rows is a 502, not a 500 or a series of garbage', () => {
  it.each([
    ['a row of words where the numbers belong', 'junk'],
    ['a NaN close', 'nanc'],
    ['a row with cells missing', 'short'],
    ['a row with cells to spare', 'shift'],
    ['an HTML page under the header', 'html'],
    ['a row whose date is not a day', 'noday'],
  ])('%s', async (_, symbol) => {
    await expectCleanRefusal(stooqServer, price(stooqServer, symbol), 502, NOT_PRICES);
  });

  it('still reads a CSV without a volume column', async () => {
    const response = await price(stooqServer, 'novol')();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body['Time Series (Daily)']).toEqual({
      '2024-01-02': { '1. open': '1.1', '2. high': '1.2', '3. low': '1.0', '4. close': '1.15', '5. volume': '0' },
    });
  });
});

describe('a model answer of the wrong shape is a 502, not a 500', () => {
  const ask = (query: string) => () => new HttpClient(avServer.server.url).post('/api/chart-from-query', { query });

  it.each(['null completion', 'no choices', 'empty choices', 'null choice'])('a completion that is not one: %s', async (query) => {
    await expectCleanRefusal(avServer, ask(query), 502, 'The AI service could not answer this request. Please try again later.');
  });

  // shared/ai/ai-plan.ts's checkPlan checks every field of the model's plan.
  it.each(['wrong shape', 'null answer', 'array answer'])('a completion whose answer is JSON of the wrong shape: %s', async (query) => {
    await expectCleanRefusal(avServer, ask(query), 502, 'The AI answered with a plan that could not be read. Please try again.');
  });
});

describe('an upstream answer too large to be any answer (issue 31, finding 7)', () => {
  it('is refused once past the cap, whether declared or sent in chunks', async () => {
    await expectCleanRefusal(stooqServer, price(stooqServer, 'huge'), 502, NOT_PRICES);
    await expectCleanRefusal(avServer, price(avServer, 'HUGE'), 502, NOT_PRICES);
  });

  it('from the AI is refused too', async () => {
    hugeChats = 1;
    const client = new HttpClient(avServer.server.url);
    await expectCleanRefusal(
      avServer,
      () => client.post('/api/chart-from-query', { query: 'a huge answer please' }),
      502,
      'The AI service sent an answer larger than 4 MB',
    );
  });
});
