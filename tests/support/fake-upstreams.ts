/**
 * Fake Alpha Vantage, Tiingo, Stooq and OpenAI-compatible servers on loopback, answering like the
 * real ones do (including their odd error shapes), so the API's real clients can be tested end to
 * end. The price fakes answer only the shapes tests/upstream-recordings holds, or that its README
 * describes (tests/api/price-fakes.test.ts checks them). Tests steer them by symbol, key or
 * scripted plans and read back what was asked.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeSources, type FakeSources } from './fake-sources';

export interface FakeUpstreams {
  env: Record<string, string>;
  /** Requests by provider and symbol ("stooq:aapl.us", "av:AAPL", "tiingo:AAPL"). */
  calls: Map<string, number>;
  /** Bodies of the chat completion requests received. */
  chatRequests: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown }>;
  /** The open-data sources the AI's plans are fetched from (their env is in `env`). */
  sources: FakeSources;
  /** Plans the model answers for a question, one per round (a string is sent as it is). */
  plans: Map<string, unknown[]>;
  /** Symbols whose provider answers 503 from now on. */
  failing: Set<string>;
  /**
   * Keeps the model's answer to this question back until the returned function is called, so a
   * test sees the waiting it checks for as long as it needs, however fast or slow the machine.
   */
  hold(question: string): () => void;
  close(): Promise<void>;
}

const fixedDays = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08'];

/** The last 100 weekdays up to today: what a provider's compact history looks like on any date. */
function recentWeekdays(): string[] {
  const out: string[] = [];
  for (let t = Date.now(); out.length < 100; t -= 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) out.unshift(day.toISOString().slice(0, 10));
  }
  return out;
}

/** Keys the price fakes accept; any provider refuses REFUSED_KEY as its service refuses a wrong key. */
export const FAKE_KEYS = { alphavantage: 'fake-alphavantage-key', tiingo: 'fake-tiingo-key', stooq: 'fake-stooq-key' } as const;
export const REFUSED_KEY = 'a-refused-key';

/** Alpha Vantage's notices the fake answers: recorded ones verbatim, described ones as described. */
export const ALPHA_VANTAGE_NOTICES = {
  /** Recorded (alpha-vantage/error-invalid-api-call-fx-daily-2021.json), for the function we call. */
  unknownSymbol: {
    'Error Message': 'Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for TIME_SERIES_DAILY.',
  },
  /** Recorded verbatim (alpha-vantage/note-rate-limit-2019.json). */
  note: {
    Note: 'Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute and 500 calls per day. Please visit https://www.alphavantage.co/premium/ if you would like to target a higher API call frequency.',
  },
  /** Described, not recorded (README): the 2024+ daily limit. */
  dailyLimit: {
    Information:
      'Thank you for using Alpha Vantage! Our standard API rate limit is 25 requests per day. Please subscribe to any of the premium plans at https://www.alphavantage.co/premium/ to instantly remove all daily rate limits.',
  },
  /** Described, not recorded (README): a wrong or expired key. */
  keyRefused: {
    'Error Message':
      'the parameter apikey is invalid or missing. Please claim your free API key on (https://www.alphavantage.co/support/#api-key). It should take less than 20 seconds.',
  },
};

/** Stooq's pages in place of CSV, described but never quoted (README): the words are ours, the kinds theirs. */
export const STOOQ_PAGES = {
  keyPage: (symbol: string) =>
    `<html><head><title>Stooq</title></head><body>Get your apikey: <a href="https://stooq.com/q/d/?s=${symbol}&get_apikey">https://stooq.com/q/d/?s=${symbol}&get_apikey</a></body></html>`,
  proofOfWork:
    '<!DOCTYPE html><html><head><title>Checking your browser</title></head><body><script>/* SHA-256 proof of work, then */ fetch("/__verify", { method: "POST" });</script></body></html>',
};

/** Script-injection attempts the AI might pass on from a poisoned source. */
export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  '</script><script>window.__xss=1</script>',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '\'"><img src=x onerror=window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '\u2028<script>window.__xss=1</script>',
] as const;

/** A plan as the model answers it (CHART_PLAN_SCHEMA): every key present, null where unused. */
export const plan = (extra: Record<string, unknown> = {}) => ({
  name: 'US GDP growth vs inflation',
  chartType: null,
  columns: ['Year', 'Percent'],
  layout: 'over-time',
  from: '2010',
  to: null,
  at: null,
  regions: null,
  groupBy: null,
  top: null,
  series: [
    { label: 'GDP growth (%)', source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' },
    { label: 'Inflation (%)', source: 'worldbank', indicator: 'FP.CPI.TOTL.ZG', entity: 'USA' },
  ],
  refusal: null,
  ...extra,
});

/**
 * The model's answer to a conversation: a plan scripted for the question (one per round; the
 * second round is the answer to the server's feedback), else one of a few built-in behaviours.
 */
function answerFor(question: string, round: number, attempt: number, scripted: Map<string, unknown[]>): string {
  const script = scripted.get(question);
  if (script) {
    const answer = script[Math.min(round, script.length) - 1];
    return typeof answer === 'string' ? answer : JSON.stringify(answer);
  }
  if (/xss/i.test(question)) {
    return JSON.stringify(
      plan({
        name: XSS_PAYLOADS[0],
        columns: [XSS_PAYLOADS[1], XSS_PAYLOADS[2]],
        series: [
          { label: XSS_PAYLOADS[3], source: 'worldbank', indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' },
          { label: XSS_PAYLOADS[4], source: 'worldbank', indicator: 'FP.CPI.TOTL.ZG', entity: 'USA' },
        ],
      }),
    );
  }
  if (/broken json/i.test(question)) return 'Sure! Here is your chart: {';
  if (/population by continent/i.test(question)) {
    return JSON.stringify(
      plan({
        name: 'People by continent',
        chartType: 'pie',
        columns: ['Continent', 'People'],
        layout: 'snapshot',
        from: null,
        series: ['Africa', 'Asia', 'Europe'].map((entity) => ({ label: entity, source: 'owid', indicator: 'population', entity })),
      }),
    );
  }
  if (/unusable once/i.test(question) && attempt === 1) return JSON.stringify({ ...plan(), layout: 'sideways' });
  return JSON.stringify(plan({ name: question.slice(0, 50) }));
}

/** What the fakes share: the days they price, and what tests steer and read back. */
interface FakeState extends Pick<FakeUpstreams, 'calls' | 'chatRequests' | 'plans' | 'failing'> {
  days: string[];
  /** How often each question has been asked, so a plan can fail only on its first attempt. */
  attempts: Map<string, number>;
  /** Questions whose answer is held back, each with what releases it. */
  holds: Map<string, { held: Promise<void>; release: () => void }>;
}

const count = (state: FakeState, key: string) => state.calls.set(key, (state.calls.get(key) ?? 0) + 1);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (res: ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
const bars = (state: FakeState) => state.days.map((day, i) => ({ day, open: 100 + i, high: 102.5 + i, low: 99 + i, close: 101.25 + i, volume: 1_000_000 }));

/**
 * Alpha Vantage, as tests/upstream-recordings/alpha-vantage shows it: every answer a 200, newest day
 * first, prices as unpadded strings (the 2024 recording), Meta Data's five keys, and its notices.
 * Steered by symbol (NOPE, BUSY, INFO, DOWN, SLOW) and by key (REFUSED_KEY).
 */
async function alphaVantage(state: FakeState, url: URL, res: ServerResponse) {
  const symbol = url.searchParams.get('symbol') ?? '';
  count(state, `av:${symbol}`);
  if (symbol === 'SLOW') await later(11_000);
  // An outage is a status, not a shape: no body is recorded for one.
  if (state.failing.has(symbol) || symbol === 'DOWN') return res.writeHead(503).end();
  if (url.searchParams.get('apikey') === REFUSED_KEY) return json(res, ALPHA_VANTAGE_NOTICES.keyRefused);
  if (symbol === 'NOPE') return json(res, ALPHA_VANTAGE_NOTICES.unknownSymbol);
  if (symbol === 'BUSY') return json(res, ALPHA_VANTAGE_NOTICES.note);
  if (symbol === 'INFO') return json(res, ALPHA_VANTAGE_NOTICES.dailyLimit);
  const series = Object.fromEntries(
    bars(state)
      .reverse()
      .map((bar) => [
        bar.day,
        { '1. open': `${bar.open}`, '2. high': `${bar.high}`, '3. low': `${bar.low}`, '4. close': `${bar.close}`, '5. volume': `${bar.volume}` },
      ]),
  );
  const meta = {
    '1. Information': 'Daily Prices (open, high, low, close) and Volumes',
    '2. Symbol': symbol,
    '3. Last Refreshed': state.days.at(-1),
    '4. Output Size': 'Compact',
    '5. Time Zone': 'US/Eastern',
  };
  return json(res, { 'Meta Data': meta, 'Time Series (Daily)': series });
}

/**
 * Stooq. NO RECORDING of an answer to a request with a key exists (tests/upstream-recordings/
 * README.md): with STOOQ_API_KEY it answers the CSV the keyless 2022 and 2026 recordings show
 * (LF line ends, oldest day first, unpadded prices). Without a key, or with REFUSED_KEY, it answers
 * a page asking for one, and for pow.us the proof-of-work page, both HTTP 200 as described in
 * pandas-datareader #1012 and finance-query #263; their text here is ours, as no body was quoted.
 * "No data" and "Exceeded the daily hits limit" are only described by other clients' checks.
 */
async function stooq(state: FakeState, url: URL, res: ServerResponse) {
  const symbol = url.searchParams.get('s') ?? '';
  count(state, `stooq:${symbol}`);
  const text = (body: string, status = 200, type = 'text/csv') => res.writeHead(status, { 'content-type': type }).end(body);
  const key = url.searchParams.get('apikey');
  if (!key || key === REFUSED_KEY) return text(STOOQ_PAGES.keyPage(symbol), 200, 'text/html; charset=utf-8');
  if (symbol === 'pow.us') return text(STOOQ_PAGES.proofOfWork, 200, 'text/html; charset=utf-8');
  if (symbol === 'slow.us') await later(11_000);
  if (state.failing.has(symbol) || symbol === 'down.us') return res.writeHead(503).end();
  if (symbol === 'nope.us') return text('No data');
  if (symbol === 'busy.us') return text('Exceeded the daily hits limit');
  return text(
    `Date,Open,High,Low,Close,Volume\n${bars(state)
      .map((b) => `${b.day},${b.open},${b.high},${b.low},${b.close},${b.volume}`)
      .join('\n')}\n`,
  );
}

/**
 * Tiingo's end-of-day prices, as the tiingo-python cassettes recorded them: a JSON array, oldest
 * day first, midnight-UTC timestamps, numbers as numbers, and the adjusted fields beside the raw
 * ones. Its errors are described only (NOPE: 404 "not found", BUSY: 429 "request allocation"); no
 * answer to a refused token was found, so that one is a bare 401.
 */
async function tiingo(state: FakeState, req: IncomingMessage, ticker: string, res: ServerResponse) {
  count(state, `tiingo:${ticker}`);
  if (req.headers.authorization !== `Token ${FAKE_KEYS.tiingo}`) return res.writeHead(401).end();
  if (ticker === 'SLOW') await later(11_000);
  if (state.failing.has(ticker) || ticker === 'DOWN') return res.writeHead(503).end();
  if (ticker === 'NOPE') return json(res, { detail: `Error: Ticker '${ticker}' not found` }, 404);
  if (ticker === 'BUSY') return json(res, { detail: 'Error: You have run over your hourly request allocation.' }, 429);
  return json(
    res,
    bars(state).map((b) => ({
      date: `${b.day}T00:00:00.000Z`,
      close: b.close,
      high: b.high,
      low: b.low,
      open: b.open,
      volume: b.volume,
      adjClose: b.close,
      adjHigh: b.high,
      adjLow: b.low,
      adjOpen: b.open,
      adjVolume: b.volume,
      divCash: 0.0,
      splitFactor: 1.0,
    })),
  );
}

async function openai(state: FakeState, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString()) as FakeUpstreams['chatRequests'][number];
  state.chatRequests.push(body);
  const query = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const attempt = (state.attempts.get(query) ?? 0) + 1;
  state.attempts.set(query, attempt);
  const round = body.messages.filter((m) => m.role === 'user').length;
  await state.holds.get(body.messages.find((m) => m.role === 'user' && state.holds.has(m.content))?.content ?? '')?.held;
  if (/overloaded/i.test(query)) {
    return res
      .writeHead(429, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }));
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: `chatcmpl-${state.chatRequests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: answerFor(query, round, attempt, state.plans) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

/** Sends a request to the fake its path names. */
function route(state: FakeState, req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const tiingoTicker = /^\/tiingo\/tiingo\/daily\/([^/]+)\/prices$/.exec(url.pathname)?.[1];
  if (url.pathname === '/av/query') return alphaVantage(state, url, res);
  if (url.pathname === '/stooq/q/d/l/') return stooq(state, url, res);
  if (tiingoTicker) return tiingo(state, req, decodeURIComponent(tiingoTicker), res);
  if (url.pathname === '/openai/v1/chat/completions' && req.method === 'POST') return openai(state, req, res);
  return Promise.resolve(void res.writeHead(404).end('not found'));
}

/** `recentPrices`: the price providers answer the last 100 weekdays rather than five fixed days of 2024. */
export async function startFakeUpstreams(options: { recentPrices?: boolean } = {}): Promise<FakeUpstreams> {
  const state: FakeState = {
    days: options.recentPrices ? recentWeekdays() : fixedDays,
    calls: new Map(),
    chatRequests: [],
    attempts: new Map(),
    failing: new Set(),
    plans: new Map(),
    holds: new Map(),
  };
  const server = createServer((req, res) => {
    route(state, req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sources = await startFakeSources();
  return {
    // Stooq has its key, so suites that ask for prices without naming a provider get Stooq's.
    env: {
      ...sources.env,
      ALPHAVANTAGE_BASE_URL: `${base}/av`,
      STOOQ_BASE_URL: `${base}/stooq`,
      STOOQ_API_KEY: FAKE_KEYS.stooq,
      TIINGO_BASE_URL: `${base}/tiingo`,
      OPENAI_BASE_URL: `${base}/openai/v1`,
    },
    sources,
    calls: state.calls,
    chatRequests: state.chatRequests,
    plans: state.plans,
    failing: state.failing,
    hold: (question) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      state.holds.set(question, { held, release });
      return () => {
        state.holds.delete(question);
        release();
      };
    },
    close: async () => {
      for (const { release } of state.holds.values()) release();
      await sources.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
