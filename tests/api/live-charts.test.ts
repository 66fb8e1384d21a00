/**
 * Living charts against a fake CSV host and the fake price providers on loopback: charts from a
 * CSV address, refreshing on request and on the timer, failures that keep the last good data, and
 * the addresses the server refuses to fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts } from '../../api/db/schema';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import { expectError } from '../support/expect-error';
import { startFakeCsvHost, type FakeCsvHost } from '../support/fake-csv-host';
import { startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { HttpClient } from '../support/http-client';
import { insertSession, insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';

const SALES = 'month,sales\n2024-01,10\n2024-02,12\n2024-03,9\n';
const SALES_LATER = 'month,sales\n2024-01,10\n2024-02,12\n2024-03,9\n2024-04,15\n';

let csv: FakeCsvHost;
let fakes: FakeUpstreams;
let ownerSession = '';
beforeAll(async () => {
  csv = await startFakeCsvHost();
  fakes = await startFakeUpstreams();
  csv.files.set('/due.csv', SALES_LATER);
});
afterAll(async () => {
  await csv?.close();
  await fakes?.close();
});

const long = new Date(Date.now() - 3 * 86_400_000);
const fixture = serverFixture({
  env: () => ({ ...fakes.env, ALPHAVANTAGE_API_KEY: '', DATA_URL_ALLOW_HOSTS: csv.hostPort, REFRESH_CHECK_MS: '200' }),
  // Two charts already due when the server starts: the timer must refresh them.
  seed: async (db) => {
    const userId = await insertUser(db, 'seeded');
    ownerSession = await insertSession(db, userId);
    const old = { labels: ['2024-01'], datasets: [{ label: 'sales', data: [1], type: 'bar' as const }] };
    const common = {
      userId,
      chartType: 'line' as const,
      theme: 'neon-midnight',
      options: DEFAULT_CHART_OPTIONS,
      live: true,
      nextRefreshAt: long,
      dataUpdatedAt: long,
      createdAt: long,
      updatedAt: long,
    };
    await db.insert(charts).values([
      { ...common, slug: 'dueUrlChart', dataSource: 'url', sourceValue: csv.url('/due.csv'), data: old },
      { ...common, slug: 'dueTicker01', dataSource: 'ticker', sourceValue: 'MSFT', data: { labels: ['2023-12-29'], datasets: [{ label: 'MSFT', data: [1] }] } },
    ]);
  },
});

let n = 0;
async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  expect((await c.post('/api/auth/register', { username: `living${n}`, email: `living${n}@example.com`, password: 'correct horse battery' })).status).toBe(201);
  return c;
}

async function urlChart(c: HttpClient, path: string, patch: Record<string, unknown> = {}) {
  const answer = await (await c.post('/api/csv-from-url', { url: csv.url(path) })).json();
  const response = await c.post('/api/chart', {
    dataSource: 'url',
    sourceValue: csv.url(path),
    chartType: 'line',
    data: { labels: answer.labels, datasets: answer.datasets },
    ...patch,
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('POST /api/csv-from-url', () => {
  it('answers a CSV file at an address as an upload would be answered', async () => {
    csv.files.set('/sales.csv', SALES);
    const response = await fetch(`${fixture.server.url}/api/csv-from-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: csv.url('/sales.csv') }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'sales',
      labels: ['2024-01', '2024-02', '2024-03'],
      data: [10, 12, 9],
      datasets: [{ label: 'sales', data: [10, 12, 9] }],
      columns: ['month', 'sales'],
      reading: {
        encoding: 'utf-8',
        delimiter: ',',
        columns: [
          { name: 'month', type: 'date', decimal: null, thousands: null, dateOrder: 'ymd', ambiguous: false, unreadable: 0 },
          { name: 'sales', type: 'number', decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
        ],
      },
      table: [
        ['month', 'sales'],
        ['2024-01', '10'],
        ['2024-02', '12'],
        ['2024-03', '9'],
      ],
    });
  });

  it('reads a CSV address with the decimal mark and date order chosen', async () => {
    csv.files.set('/eu.csv', 'day,amount\n01/05/2020,"1,500"\n02/05/2020,"2,250"\n');
    const post = (body: Record<string, unknown>) =>
      fetch(`${fixture.server.url}/api/csv-from-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: csv.url('/eu.csv'), ...body }),
      });
    const answer = await (await post({ decimal: ',', dateOrder: 'dmy' })).json();
    expect(answer.labels).toEqual(['2020-05-01', '2020-05-02']);
    expect(answer.data).toEqual([1.5, 2.25]);
    await expectError(await post({ decimal: 'x' }), 400, 'decimal must be "." or ","');
  });

  it.each([
    ['a loopback address that is not allowed', () => `http://127.0.0.1:1/data.csv`],
    ['localhost', () => `http://localhost:${csv.hostPort.split(':')[1]}/sales.csv`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1/data.csv'],
    ['a loopback address written as a number', () => 'http://2130706433/data.csv'],
    ['an IPv6 loopback', () => 'http://[::1]/data.csv'],
    ['a redirect into a loopback port that is not allowed', () => csv.url('/to-private')],
  ])('refuses %s with 400', async (_, address) => {
    csv.redirects.set('/to-private', 'http://127.0.0.1:1/secret.csv');
    const response = await fetch(`${fixture.server.url}/api/csv-from-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: address() }),
    });
    const message = await expectError(response, 400);
    expect(message).toMatch(/public/i);
  });

  it.each([['ftp://example.com/a.csv'], ['file:///etc/passwd'], ['javascript:alert(1)']])('refuses %s, which is not http or https', async (address) => {
    await expectError(
      await fetch(`${fixture.server.url}/api/csv-from-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: address }),
      }),
      400,
      'url must be an http or https address of at most 2,000 characters',
    );
  });

  it('says when the file is not a usable CSV (400) or the address fails (502)', async () => {
    csv.files.set('/empty.csv', '');
    csv.files.set('/down.csv', 500);
    const post = (path: string) =>
      fetch(`${fixture.server.url}/api/csv-from-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: csv.url(path) }),
      });
    await expectError(await post('/empty.csv'), 400);
    await expectError(await post('/down.csv'), 502);
  });
});

describe('live charts: which charts are live, and refreshing them', () => {
  it('are ticker and CSV-address charts, unless frozen; uploads and AI answers never are', async () => {
    const c = await signedIn();
    csv.files.set('/a.csv', SALES);
    const fromUrl = await urlChart(c, '/a.csv');
    expect(fromUrl).toMatchObject({ dataSource: 'url', live: true, refreshError: null });
    expect(Date.parse(fromUrl.dataUpdatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const base = { chartType: 'line', data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] } };
    const ticker = await (await c.post('/api/chart', { ...base, dataSource: 'ticker', sourceValue: 'AAPL' })).json();
    expect(ticker.live).toBe(true);
    const upload = await (await c.post('/api/chart', { ...base, dataSource: 'csv', sourceValue: 'a.csv' })).json();
    expect(upload.live).toBe(false);
    await expectError(
      await c.post('/api/chart', { ...base, dataSource: 'csv', sourceValue: 'a.csv', live: true }),
      400,
      'Only ticker charts, charts from a CSV address and AI charts with their plan can be live',
    );
    await expectError(
      await c.post('/api/chart', { ...base, dataSource: 'url', sourceValue: 'not an address' }),
      400,
      'sourceValue must be the http or https address of the CSV file',
    );
    const frozen = await (await c.patch(`/api/charts/${fromUrl.id}`, { live: false })).json();
    expect(frozen.live).toBe(false);
  });

  it('refresh now: new data, a new dataUpdatedAt and a new version that the embed shows', async () => {
    const c = await signedIn();
    csv.files.set('/b.csv', SALES);
    const chart = await urlChart(c, '/b.csv');
    const before = await fetch(`${fixture.server.url}/e/${chart.slug}.json`);
    const etag = before.headers.get('etag');
    expect((await before.json()).updatedAt).toBe(chart.dataUpdatedAt);
    // Each address is answered from memory once seen (a query string is an address of its own):
    // the refresh must retire every one of them.
    const addresses = [`/e/${chart.slug}.js`, `/e/${chart.slug}.json?plugin=1`];
    const seen = await Promise.all(addresses.map(async (path) => (await fetch(`${fixture.server.url}${path}`)).headers.get('etag')));

    csv.files.set('/b.csv', SALES_LATER);
    const response = await c.post(`/api/charts/${chart.id}/refresh`);
    expect(response.status).toBe(200);
    const refreshed = await response.json();
    expect(refreshed.data.labels).toEqual(['2024-01', '2024-02', '2024-03', '2024-04']);
    expect(Date.parse(refreshed.dataUpdatedAt)).toBeGreaterThan(Date.parse(chart.dataUpdatedAt));
    expect(refreshed.slug).toBe(chart.slug);

    const after = await fetch(`${fixture.server.url}/e/${chart.slug}.json`);
    expect(after.headers.get('etag')).not.toBe(etag);
    const spec = await after.json();
    expect(spec.data.labels).toHaveLength(4);
    expect(spec.updatedAt).toBe(refreshed.dataUpdatedAt);
    for (const [i, path] of addresses.entries()) {
      const again = await fetch(`${fixture.server.url}${path}`);
      expect(again.headers.get('etag'), path).not.toBe(seen[i]);
      expect(await again.text(), path).toContain('2024-04');
    }
  });

  it('refreshing a CSV upload or an AI chart is a conflict (409), and only the owner may refresh', async () => {
    const c = await signedIn();
    const upload = await (
      await c.post('/api/chart', { dataSource: 'csv', sourceValue: 'a.csv', chartType: 'line', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
    ).json();
    await expectError(
      await c.post(`/api/charts/${upload.id}/refresh`),
      409,
      'Only ticker charts, charts from a CSV address and AI charts with their sources can be refreshed',
    );
    const other = await signedIn();
    await expectError(await other.post(`/api/charts/${upload.id}/refresh`), 403);
    await expectError(await new HttpClient(fixture.server.url).post(`/api/charts/${upload.id}/refresh`), 401);
  });

  it('the timer refreshes due charts by itself: a CSV address and a ticker through the price providers', async () => {
    const owner = new HttpClient(fixture.server.url);
    owner.cookies.set('session', ownerSession);
    let mine: Array<{ slug: string; data: { labels: string[]; datasets: Array<{ type?: string }> }; dataUpdatedAt: string; refreshError: string | null }> = [];
    for (let i = 0; i < 100; i++) {
      mine = await (await owner.get('/api/user/charts')).json();
      if (mine.every((chart) => chart.data.labels.length > 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = mine.find((chart) => chart.slug === 'dueUrlChart')!;
    const ticker = mine.find((chart) => chart.slug === 'dueTicker01')!;
    expect(url.data.labels).toEqual(['2024-01', '2024-02', '2024-03', '2024-04']);
    // The owner made the series a bar; a refresh keeps that.
    expect(url.data.datasets[0]!.type).toBe('bar');
    expect(ticker.data.labels).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08']);
    expect(Date.parse(url.dataUpdatedAt)).toBeGreaterThan(long.getTime());
    // Due again in an hour, not on every tick: the server finishes the check under way and makes
    // one more, which would fetch it again.
    await fixture.server.settle();
    expect(csv.hits('/due.csv')).toBe(1);
  });
});

describe('live charts: what a refresh keeps', () => {
  it('a chart from a CSV address keeps the reading chosen for it on every refresh', async () => {
    const c = await signedIn();
    csv.files.set('/eu-live.csv', 'day,amount\n01/05/2020,"1,500"\n');
    const readingChoices = { decimal: ',', dateOrder: 'dmy' };
    const answer = await (await c.post('/api/csv-from-url', { url: csv.url('/eu-live.csv'), ...readingChoices })).json();
    const chart = await urlChart(c, '/eu-live.csv', { data: { labels: answer.labels, datasets: answer.datasets }, readingChoices });
    expect(chart.readingChoices).toEqual(readingChoices);
    expect(chart.data.datasets[0].data).toEqual([1.5]);

    csv.files.set('/eu-live.csv', 'day,amount\n01/05/2020,"1,500"\n02/05/2020,"2,250"\n');
    const refreshed = await (await c.post(`/api/charts/${chart.id}/refresh`)).json();
    expect(refreshed.data.labels).toEqual(['2020-05-01', '2020-05-02']);
    expect(refreshed.data.datasets[0].data).toEqual([1.5, 2.25]);
    expect(refreshed.readingChoices).toEqual(readingChoices);

    // Back to guessing: the same file reads month-first, with thousands commas.
    const guessing = await (await c.patch(`/api/charts/${chart.id}`, { readingChoices: null })).json();
    expect(guessing.readingChoices).toBeNull();
    const again = await (await c.post(`/api/charts/${chart.id}/refresh`)).json();
    expect(again.data.labels).toEqual(['2020-01-05', '2020-02-05']);
    expect(again.data.datasets[0].data).toEqual([1500, 2250]);
  });

  it('a chart from a CSV address with its periods across the top is refreshed turned, or as it stands when so chosen', async () => {
    const c = await signedIn();
    csv.files.set('/debt.csv', ',2020,2021\nDebt,1,2\n');
    const turned = await (await c.post('/api/csv-from-url', { url: csv.url('/debt.csv') })).json();
    expect([turned.labels, turned.reading.transposed]).toEqual([['2020', '2021'], true]);
    const readingChoices = { transpose: 'no' };
    const kept = await (await c.post('/api/csv-from-url', { url: csv.url('/debt.csv'), ...readingChoices })).json();
    const chart = await urlChart(c, '/debt.csv', { data: { labels: kept.labels, datasets: kept.datasets }, readingChoices });
    expect(chart.readingChoices).toEqual(readingChoices);
    csv.files.set('/debt.csv', ',2020,2021,2022\nDebt,1,2,3\n');
    const refreshed = await (await c.post(`/api/charts/${chart.id}/refresh`)).json();
    expect(refreshed.data.datasets.map((d: { label: string }) => d.label)).toEqual(['Column 2', 'Column 3', 'Column 4']);
  });

  it('a failing source keeps the last good data and says why, until a refresh works again', async () => {
    const c = await signedIn();
    csv.files.set('/c.csv', SALES);
    const chart = await urlChart(c, '/c.csv');

    csv.files.set('/c.csv', 503);
    await expectError(await c.post(`/api/charts/${chart.id}/refresh`), 502);
    const failed = (await (await c.get('/api/user/charts')).json()).find((x: { id: number }) => x.id === chart.id);
    expect(failed.refreshError).toMatch(/503/);
    expect(failed.data).toEqual(chart.data);
    expect(failed.dataUpdatedAt).toBe(chart.dataUpdatedAt);

    csv.files.set('/c.csv', 'just one line, no numbers');
    await expectError(await c.post(`/api/charts/${chart.id}/refresh`), 400);

    csv.files.set('/c.csv', SALES_LATER);
    const healed = await (await c.post(`/api/charts/${chart.id}/refresh`)).json();
    expect(healed.refreshError).toBeNull();
    expect(healed.data.labels).toHaveLength(4);
  });
});
