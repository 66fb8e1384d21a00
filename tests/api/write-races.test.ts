/**
 * Writers of one chart at once: every acknowledged write is in the chart afterwards, a client
 * editing a stale copy gets a 409, and a write racing the chart's deletion is a clean answer.
 * Also what one account may write (issue 43, findings 1, 6, 7 and the races of 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithToken } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { startFakeCsvHost, type FakeCsvHost } from '../support/fake-csv-host';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

let csv: FakeCsvHost;
beforeAll(async () => {
  csv = await startFakeCsvHost();
});
afterAll(async () => {
  await csv?.close();
});

const fixture = serverFixture({
  env: () => ({ DATA_URL_ALLOW_HOSTS: csv.hostPort, TOKEN_RATE_LIMIT: '1000', CHART_WRITE_LIMIT: '400', CHART_STORAGE_LIMIT: '3MB' }),
});
let n = 0;

async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  const registered = await c.post('/api/auth/register', { username: `writer${n}`, email: `writer${n}@example.com`, password: 'correct horse battery' });
  expect(registered.status).toBe(201);
  return c;
}

const feed = { dataSource: 'csv', sourceValue: 'feed.csv', chartType: 'line', data: { labels: ['start'], datasets: [{ label: 'v', data: [0] }] } };

async function newChart(c: HttpClient, body: object = feed): Promise<{ id: number; slug: string; updatedAt: string }> {
  const response = await c.post('/api/chart', body);
  expect(response.status).toBe(201);
  return response.json();
}

const labelsOf = async (c: HttpClient, id: number): Promise<string[]> =>
  ((await (await c.get('/api/user/charts')).json()) as Array<{ id: number; data: { labels: string[] } }>).find((x) => x.id === id)!.data.labels;

describe('writers of one chart at once', () => {
  it('keeps all 20 rows appended at once with a token', async () => {
    const c = await signedIn();
    const chart = await newChart(c);
    const { token } = await (await c.post('/api/tokens', { name: 'feed' })).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => callWithToken(fixture.server.url, token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [[`r${i}`, i]] })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const labels = await labelsOf(c, chart.id);
    expect(labels).toHaveLength(21);
    expect(new Set(labels)).toEqual(new Set(['start', ...Array.from({ length: 20 }, (_, i) => `r${i}`)]));
  });

  it('keeps every row of two session writers appending one row each, ten rounds', async () => {
    const c = await signedIn();
    const chart = await newChart(c);
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(['a', 'b'].map((who) => c.post(`/api/charts/${chart.id}/rows`, { rows: [[`${who}${round}`, round]] })));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    expect(await labelsOf(c, chart.id)).toHaveLength(21);
  });

  it('keeps a description and notes set by two edits at once', async () => {
    const c = await signedIn();
    const chart = await newChart(c);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        c.patch(`/api/charts/${chart.id}`, { options: { description: `A${round}` } }),
        c.patch(`/api/charts/${chart.id}`, { options: { notes: `B${round}` } }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const saved = ((await (await c.get('/api/user/charts')).json()) as Array<{ id: number; options: { description: string; notes: string } }>).find(
        (x) => x.id === chart.id,
      )!;
      expect(saved.options).toMatchObject({ description: `A${round}`, notes: `B${round}` });
    }
  });

  it('answers each write with its version, and refuses an edit made on an older one with 409', async () => {
    const c = await signedIn();
    const chart = await newChart(c);
    const first = await c.request('PATCH', `/api/charts/${chart.id}`, { json: { options: { notes: 'one' } }, headers: { 'if-match': `"${chart.updatedAt}"` } });
    expect(first.status).toBe(200);
    const one = await first.json();
    expect(first.headers.get('etag')).toBe(`"${one.updatedAt}"`);
    // A second editor still holding the first version.
    await expectError(
      await c.request('PATCH', `/api/charts/${chart.id}`, { json: { options: { notes: 'stale' } }, headers: { 'if-match': `"${chart.updatedAt}"` } }),
      409,
      /changed since you read it/,
    );
    await expectError(
      await c.request('POST', `/api/charts/${chart.id}/rows`, { json: { rows: [['x', 1]] }, headers: { 'if-match': `"${chart.updatedAt}"` } }),
      409,
    );
    const current = await c.request('PATCH', `/api/charts/${chart.id}`, {
      json: { options: { notes: 'two' } },
      headers: { 'if-match': first.headers.get('etag')! },
    });
    expect(current.status).toBe(200);
    expect((await current.json()).options.notes).toBe('two');
    expect((await labelsOf(c, chart.id)).includes('x')).toBe(false);
  });

  it('answers appends, edits and renames racing the chart’s deletion with 200 or 404, never 500', async () => {
    const c = await signedIn();
    for (let round = 0; round < 3; round++) {
      const chart = await newChart(c);
      const writes = [
        ...Array.from({ length: 6 }, (_, i) => c.post(`/api/charts/${chart.id}/rows`, { rows: [[`r${i}`, i]] })),
        c.patch(`/api/charts/${chart.id}`, { options: { notes: 'late' } }),
        c.request('PATCH', `/api/charts/${chart.id}/rename`, { json: { name: 'late' } }),
      ];
      const deletion = c.request('DELETE', `/api/charts/${chart.id}`);
      const statuses = (await Promise.all(writes)).map((r) => r.status);
      expect((await deletion).status).toBe(200);
      for (const status of statuses) expect([200, 404]).toContain(status);
    }
    expect(fixture.server.output()).not.toMatch(/Unhandled|at .*\.ts:\d+/);
  });
});

describe('refreshing on request', () => {
  const SALES = 'month,sales\n2024-01,1\n2024-02,2\n';

  it('fetches once for 20 refreshes at once, and reuses that fetch for a minute unless the chart changes', async () => {
    const c = await signedIn();
    csv.files.set('/burst.csv', SALES);
    const chart = await newChart(c, {
      dataSource: 'url',
      sourceValue: csv.url('/burst.csv'),
      chartType: 'line',
      data: { labels: ['2024-01'], datasets: [{ label: 'sales', data: [1] }] },
    });
    const before = csv.hits('/burst.csv');
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.post(`/api/charts/${chart.id}/refresh`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect((await answer.json()).data.labels).toEqual(['2024-01', '2024-02']);
    expect(csv.hits('/burst.csv') - before).toBe(1);
    // Another in the same minute answers what that fetch gave.
    expect((await c.post(`/api/charts/${chart.id}/refresh`)).status).toBe(200);
    expect(csv.hits('/burst.csv') - before).toBe(1);
    // An edit makes a new version: its refresh fetches again.
    await c.patch(`/api/charts/${chart.id}`, { readingChoices: { decimal: '.' } });
    expect((await c.post(`/api/charts/${chart.id}/refresh`)).status).toBe(200);
    expect(csv.hits('/burst.csv') - before).toBe(2);
  });

  it('answers a refresh whose chart was deleted during the fetch with 404, and keeps nothing', async () => {
    const c = await signedIn();
    csv.files.set('/slow.csv', SALES);
    const chart = await newChart(c, {
      dataSource: 'url',
      sourceValue: csv.url('/slow.csv'),
      chartType: 'line',
      data: { labels: ['2024-01'], datasets: [{ label: 'sales', data: [1] }] },
    });
    let release!: () => void;
    csv.holds.set('/slow.csv', new Promise<void>((resolve) => (release = resolve)));
    const hits = csv.hits('/slow.csv');
    const refresh = c.post(`/api/charts/${chart.id}/refresh`);
    while (csv.hits('/slow.csv') === hits) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await c.request('DELETE', `/api/charts/${chart.id}`)).status).toBe(200);
    release();
    csv.holds.delete('/slow.csv');
    await expectError(await refresh, 404, 'Chart not found');
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).status).toBe(404);
  });
});

describe('what one account may write', () => {
  it('refuses a write that would take the account past its storage, and keeps what it had', async () => {
    const c = await signedIn();
    // 1 MB of data a chart: the third passes the 3 MB this server allows an account.
    const big = {
      ...feed,
      data: {
        labels: Array.from({ length: 50_000 }, (_, i) => `l${i}`),
        datasets: [{ label: 'v', data: Array.from({ length: 50_000 }, (_, i) => i + 0.123456) }],
      },
    };
    await newChart(c, big);
    await newChart(c, big);
    await expectError(await c.post('/api/chart', big), 403, /more than 3 MB of data/);
    expect(await (await c.get('/api/user/charts')).json()).toHaveLength(2);
    // Rows that grow a chart past it are refused the same way; a small chart is still welcome.
    const small = await newChart(c);
    const rows = Array.from({ length: 10_000 }, (_, i) => [`${'row '.repeat(25)}${i}`, i]);
    await expectError(await c.post(`/api/charts/${small.id}/rows`, { rows }), 403, /more than 3 MB of data/);
    expect(await labelsOf(c, small.id)).toEqual(['start']);
  });

  it('counts an account’s writes an hour, whatever session or token makes them', async () => {
    const c = await signedIn();
    const chart = await newChart(c);
    const { token } = await (await c.post('/api/tokens', { name: 'one' })).json();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          j % 2
            ? c.post(`/api/charts/${chart.id}/rows`, { rows: [[`s${i}-${j}`, j]], keep: 5 })
            : callWithToken(fixture.server.url, token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [[`t${i}-${j}`, j]], keep: 5 }),
        ),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    // 400 writes an hour on this server, and the chart itself was one.
    expect(statuses.filter((s) => s === 200)).toHaveLength(399);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    await expectError(await c.post('/api/chart', feed), 429, /400 times this hour/);
  });
});
