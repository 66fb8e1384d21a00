/**
 * Fake Alpha Vantage, Stooq and OpenAI-compatible servers on loopback, answering like the real
 * ones do (including their odd error shapes), so the API's real clients can be tested end to end.
 * Tests steer them by symbol or scripted plans and read back what was asked.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeSources, type FakeSources } from './fake-sources';

export interface FakeUpstreams {
  env: Record<string, string>;
  /** Requests by provider and symbol ("stooq:aapl.us", "av:AAPL"). */
  calls: Map<string, number>;
  /** Bodies of the chat completion requests received. */
  chatRequests: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown }>;
  /** The open-data sources the AI's plans are fetched from (their env is in `env`). */
  sources: FakeSources;
  /** Plans the model answers for a question, one per round (a string is sent as it is). */
  plans: Map<string, unknown[]>;
  /** Symbols whose provider answers 503 from now on. */
  failing: Set<string>;
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

/** `recentPrices`: the price providers answer the last 100 weekdays rather than five fixed days of 2024. */
export async function startFakeUpstreams(options: { recentPrices?: boolean } = {}): Promise<FakeUpstreams> {
  const days = options.recentPrices ? recentWeekdays() : fixedDays;
  const calls = new Map<string, number>();
  const chatRequests: FakeUpstreams['chatRequests'] = [];
  const attempts = new Map<string, number>();
  const failing = new Set<string>();
  const plans = new Map<string, unknown[]>();
  const count = (key: string) => calls.set(key, (calls.get(key) ?? 0) + 1);
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function alphaVantage(url: URL, res: ServerResponse) {
    const symbol = url.searchParams.get('symbol') ?? '';
    count(`av:${symbol}`);
    const json = (body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (symbol === 'SLOW') await later(11_000);
    if (failing.has(symbol) || symbol === 'DOWN') return json({}, 503);
    if (symbol === 'NOPE') return json({ 'Error Message': 'Invalid API call. Please retry or visit the documentation for TIME_SERIES_DAILY.' });
    if (symbol === 'BUSY') return json({ Note: 'Thank you for using Alpha Vantage! Our standard API call frequency is 5 calls per minute.' });
    if (symbol === 'INFO') return json({ Information: 'We have detected your API key and our standard API rate limit is 25 requests per day.' });
    if (symbol === 'EMPTY') return json({});
    const series = Object.fromEntries(
      days.map((day, i) => [
        day,
        { '1. open': `${100 + i}.0000`, '2. high': `${102 + i}.5000`, '3. low': `${99 + i}.0000`, '4. close': `${101 + i}.2500`, '5. volume': '1000000' },
      ]),
    );
    return json({ 'Meta Data': { '1. Information': 'Daily Prices', '2. Symbol': symbol }, 'Time Series (Daily)': series });
  }

  async function stooq(url: URL, res: ServerResponse) {
    const symbol = url.searchParams.get('s') ?? '';
    count(`stooq:${symbol}`);
    const text = (body: string, status = 200) => res.writeHead(status, { 'content-type': 'text/csv' }).end(body);
    if (symbol === 'slow.us') await later(11_000);
    if (failing.has(symbol) || symbol === 'down.us') return text('Service Unavailable', 503);
    if (symbol === 'nope.us') return text('No data');
    if (symbol === 'busy.us') return text('Exceeded the daily hits limit');
    return text(`Date,Open,High,Low,Close,Volume\r\n${days.map((d, i) => `${d},${100 + i},${102 + i}.5,${99 + i},${101 + i}.25,1000000`).join('\r\n')}\r\n`);
  }

  async function openai(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as FakeUpstreams['chatRequests'][number];
    chatRequests.push(body);
    const query = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const attempt = (attempts.get(query) ?? 0) + 1;
    attempts.set(query, attempt);
    const round = body.messages.filter((m) => m.role === 'user').length;
    if (/slow/i.test(query)) await later(3000);
    if (/overloaded/i.test(query)) {
      return res
        .writeHead(429, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${chatRequests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answerFor(query, round, attempt, plans) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handle =
      url.pathname === '/av/query'
        ? alphaVantage(url, res)
        : url.pathname === '/stooq/q/d/l/'
          ? stooq(url, res)
          : url.pathname === '/openai/v1/chat/completions' && req.method === 'POST'
            ? openai(req, res)
            : Promise.resolve(void res.writeHead(404).end('not found'));
    handle.catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sources = await startFakeSources();
  return {
    env: { ...sources.env, ALPHAVANTAGE_BASE_URL: `${base}/av`, STOOQ_BASE_URL: `${base}/stooq`, OPENAI_BASE_URL: `${base}/openai/v1` },
    sources,
    calls,
    chatRequests,
    plans,
    failing,
    close: async () => {
      await sources.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
