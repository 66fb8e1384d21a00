/**
 * Property-based fuzzing of every call: wrong types, missing fields, huge strings, deep JSON,
 * odd unicode, broken multipart and foreign content types. Never a 5xx; every refusal is JSON
 * `{ message }`; and a refused request changes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());

const fixture = serverFixture({
  env: () => ({ ...fakes.env, OPENAI_API_KEY: 'k', ADMIN_ACCESS_CODE: 'a-long-admin-code-for-tests', AI_GUEST_LIMIT: '100000' }),
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Strings that break naive code: controls, surrogates, RTL marks, zero-width joiners, long runs. */
const oddString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '\u202E', 'e\u0301', '👩‍👩‍👧', '%00', '../../etc/passwd', '${7*7}', '<script>'),
  fc.string({ minLength: 5000, maxLength: 70_000 }),
);

/** Any JSON, nested deep, with odd strings, numbers at the edges, and the fields the API expects. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    oddString,
    fc.double(),
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 53, 1e308, -1e-308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(
        oddString,
        fc.constantFrom(
          'username',
          'email',
          'password',
          'name',
          'data',
          'labels',
          'datasets',
          'options',
          'content',
          'query',
          'code',
          'type',
          'path',
          '__proto__',
          'constructor',
        ),
      ),
      tie('value'),
      { maxKeys: 6 },
    ),
  ),
})).value;

const deepJson = fc.integer({ min: 100, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

interface Route {
  method: string;
  path: (ids: Ids) => string;
  signedIn?: boolean;
}
interface Ids {
  chart: number;
  comment: number;
}

const ROUTES: Route[] = [
  { method: 'POST', path: () => '/api/auth/register' },
  { method: 'POST', path: () => '/api/auth/login' },
  { method: 'POST', path: () => '/api/auth/resend-verification' },
  { method: 'PATCH', path: () => '/api/profile', signedIn: true },
  { method: 'POST', path: () => '/api/chart', signedIn: true },
  { method: 'PATCH', path: (ids) => `/api/charts/${ids.chart}`, signedIn: true },
  { method: 'PATCH', path: (ids) => `/api/charts/${ids.chart}/rename`, signedIn: true },
  { method: 'POST', path: (ids) => `/api/charts/${ids.chart}/comments`, signedIn: true },
  { method: 'POST', path: (ids) => `/api/comments/${ids.comment}/reply`, signedIn: true },
  { method: 'POST', path: () => '/api/events' },
  { method: 'POST', path: () => '/api/chart-from-query' },
  { method: 'POST', path: () => '/api/admin/login' },
  { method: 'POST', path: () => '/api/csv' },
  { method: 'POST', path: () => '/api/csv-from-url' },
  { method: 'POST', path: (ids) => `/api/charts/${ids.chart}/rows`, signedIn: true },
  { method: 'POST', path: (ids) => `/api/charts/${ids.chart}/refresh`, signedIn: true },
  { method: 'POST', path: () => '/api/tokens', signedIn: true },
];

async function expectAnswerable(response: Response, what: string) {
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message, what).toBe('string');
  } else {
    await response.arrayBuffer();
  }
}

// The owner and the chart and comment every fuzzed call aims at, made once for all suites here.
let owner: HttpClient;
let ids: Ids;
const snapshot = async () =>
  JSON.stringify({
    me: await (await owner.get('/api/auth/user')).json(),
    charts: await (await owner.get('/api/user/charts')).json(),
    comments: await (await owner.get(`/api/charts/${ids.chart}/comments`)).json(),
  });

beforeAll(async () => {
  owner = new HttpClient(fixture.server.url);
  await owner.post('/api/auth/register', { username: 'fuzzowner', email: 'fuzz@example.com', password: 'correct horse battery' });
  const chart = await (
    await owner.post('/api/chart', { dataSource: 'csv', chartType: 'bar', name: 'Fuzzed', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
  ).json();
  const comment = await (await owner.post(`/api/charts/${chart.id}/comments`, { content: 'Fuzz me' })).json();
  ids = { chart: chart.id, comment: comment.id };
});

describe('fuzzing every call with any JSON', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path({ chart: 1, comment: 1 })} answers any JSON without a 5xx, and refusals change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(anyJson, async (body) => {
          const before = await snapshot();
          const client = route.signedIn ? owner : new HttpClient(fixture.server.url);
          const response = await client.request(route.method, route.path(ids), { json: body === undefined ? null : body });
          const status = response.status;
          await expectAnswerable(response, `${route.method} ${route.path(ids)} ${JSON.stringify(body)?.slice(0, 200)}`);
          if (status >= 400) expect(await snapshot()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

describe('fuzzing every call with broken bodies and odd addresses', () => {
  it('answers deep JSON, broken JSON and foreign content types with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          deepJson,
          fc.string({ maxLength: 200 }),
          fc.constantFrom('{', '{"a":', '\u0000', '{"username": "x"'),
          fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('latin1')),
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zzz', 'application/xml', ''),
        fc.constantFrom(...ROUTES),
        async (text, contentType, route) => {
          const response = await fetch(`${fixture.server.url}${route.path(ids)}`, {
            method: route.method,
            headers: contentType ? { 'content-type': contentType } : {},
            body: text,
          });
          await expectAnswerable(response, `${route.method} ${route.path(ids)} as ${contentType}`);
        },
      ),
      { numRuns: RUNS * 6 },
    );
  }, 120_000);

  it('refuses very deep and very wide JSON at once, while other requests are answered', async () => {
    // A time limit per request: none may hold the server (the deep body once held it for 10 s).
    const limited = (path: string, init: RequestInit = {}) => fetch(`${fixture.server.url}${path}`, { ...init, signal: AbortSignal.timeout(5000) });
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const wide = JSON.stringify({
      dataSource: 'csv',
      chartType: 'line',
      data: { labels: [], datasets: [{ label: 'x', data: Array.from({ length: 200_000 }, (_, i) => i) }] },
    });
    for (const route of ROUTES) {
      const [deepAnswer, health] = await Promise.all([
        limited(route.path(ids), { method: route.method, headers: { 'content-type': 'application/json' }, body: deep }),
        limited('/api/health'),
      ]);
      expect(deepAnswer.status, route.path(ids)).toBe(400);
      expect(await deepAnswer.json()).toEqual({ message: 'The request body nests more than 32 levels deep' });
      expect(health.status).toBe(200);
      await health.arrayBuffer();
    }
    const wideAnswer = await owner.request('POST', '/api/chart', { json: JSON.parse(wide), signal: AbortSignal.timeout(5000) });
    await expectAnswerable(wideAnswer, 'a dataset of 200,000 values');
  }, 120_000);

  it('answers odd symbols, slugs, ids and query strings on the read calls without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        oddString.filter((s) => s.length < 300),
        async (text) => {
          let part: string;
          try {
            part = encodeURIComponent(text);
          } catch {
            // A lone surrogate cannot be encoded: send bytes that are not UTF-8 at all instead.
            part = '%ED%A0%80%FF%';
          }
          for (const path of [
            `/api/price/${part}`,
            `/api/oembed?url=${part}`,
            `/api/trending-charts?limit=${part}&cursor=${part}`,
            `/api/charts/${part}/comments`,
            `/api/charts/${part}/views`,
            `/e/${part}.json`,
            `/e/${part}`,
            `/e/${part}.png?width=${part}&height=${part}`,
          ]) {
            const response = await fetch(`${fixture.server.url}${path}`);
            expect(response.status, path).toBeLessThan(500);
            await response.arrayBuffer();
          }
        },
      ),
      { numRuns: RUNS * 2 },
    );
  }, 120_000);

  it('answers broken multipart uploads with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4000 }), fc.string({ maxLength: 30 }), async (bytes, boundary) => {
        const response = await fetch(`${fixture.server.url}/api/csv`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary.replace(/[\r\n]/g, '') || 'x'}` },
          body: bytes,
        });
        await expectAnswerable(response, `multipart with ${bytes.length} bytes`);
      }),
      { numRuns: RUNS * 2 },
    );
  }, 120_000);
});
