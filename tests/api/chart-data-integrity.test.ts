/**
 * Issue 31, findings 1 and 2: one appended row of the wrong kind once made every answer that
 * included its chart fail its own schema (the public Trending feed answered 400 for everyone),
 * and charts of any size were accepted. Every write now passes one check of the data, limits
 * included, and answers are made from stored data whatever it holds.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHART_LIMITS } from '@shared/spec/chart-data-check';
import { expectError } from '../support/expect-error';
import { HttpClient } from '../support/http-client';
import { insertSession, insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';

let oldSession = '';
const fixture = serverFixture({
  seed: async (db) => {
    const userId = await insertUser(db, 'oldtimer');
    oldSession = await insertSession(db, userId);
    // Written before the one-kind rule: a candle in a series of numbers, a number among candles,
    // a string, a label that is no text and a series one value short.
    await db.execute(sql`
      insert into charts (slug, user_id, chart_type, data_source, data, options, listed)
      values ('mixed-row', ${userId}, 'line', 'csv',
        '{"labels":["a","b",3],"datasets":[{"label":"x","data":[1,{"o":1,"h":2,"l":0,"c":1},"7"]},{"label":"y","data":[{"o":1,"h":2,"l":0,"c":1},5]}]}'::jsonb,
        '{}'::jsonb, true)`);
  },
});

const numbers = { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] };
const candles = { labels: ['a'], datasets: [{ label: 'x', data: [{ o: 1, h: 2, l: 0, c: 1.5 }] }] };

async function signedUp(name: string): Promise<HttpClient> {
  const client = new HttpClient(fixture.server.url);
  await client.post('/api/auth/register', { username: name, email: `${name}@example.com`, password: 'correct horse battery' });
  return client;
}

/** A chart on the trending feed, which the checks here read. */
async function newChart(client: HttpClient, data: unknown, chartType = 'line') {
  const response = await client.post('/api/chart', { dataSource: 'csv', chartType, data, listed: true });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

describe('a series holds numbers or candles, never both', () => {
  it('refuses a candle appended to a series of numbers, and the feed keeps answering', async () => {
    const owner = await signedUp('appender');
    const chart = await newChart(owner, numbers);
    await expectError(
      await owner.post(`/api/charts/${chart.id}/rows`, { rows: [['c', { o: 1, h: 2, l: 0, c: 1 }]] }),
      400,
      'data.datasets[0] mixes numbers and candles: a series holds numbers or {o, h, l, c} candles, never both',
    );
    expect((await fetch(`${fixture.server.url}/api/trending-charts`)).status).toBe(200);
    expect((await owner.get('/api/user/charts')).status).toBe(200);
    const [saved] = (await (await owner.get('/api/user/charts')).json()) as Array<{ data: unknown }>;
    expect(saved!.data).toEqual(numbers);
  });

  it('refuses a number appended to a series of candles, and the same mix in a saved chart', async () => {
    const owner = await signedUp('candler');
    const chart = await newChart(owner, candles, 'candlestick');
    await expectError(await owner.post(`/api/charts/${chart.id}/rows`, { rows: [['b', 2]] }), 400, /mixes numbers and candles/);
    const mixed = { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, { o: 1, h: 2, l: 0, c: 1 }] }] };
    // A whole body is refused by its schema already; rows are checked once they join the data.
    const message = 'each dataset needs data: a list of numbers and nulls, or of {o, h, l, c} candles and nulls';
    await expectError(await owner.post('/api/chart', { dataSource: 'csv', chartType: 'line', data: mixed }), 400, message);
    await expectError(await owner.patch(`/api/charts/${chart.id}`, { data: mixed }), 400, message);
  });
});

describe('a chart stored before a rule existed', () => {
  it('is answered by every call that includes it, its misfits as gaps', async () => {
    const feed = await fetch(`${fixture.server.url}/api/trending-charts`);
    expect(feed.status).toBe(200);
    const row = ((await feed.json()) as Array<{ slug: string; data: unknown }>).find((c) => c.slug === 'mixed-row');
    expect(row?.data).toEqual({
      labels: ['a', 'b', '3'],
      datasets: [
        { label: 'x', data: [1, null, null] },
        { label: 'y', data: [{ o: 1, h: 2, l: 0, c: 1 }, null, null] },
      ],
    });
    const owner = new HttpClient(fixture.server.url);
    owner.cookies.set('session', oldSession);
    const mine = await owner.get('/api/user/charts');
    expect(mine.status).toBe(200);
    const [chart] = (await mine.json()) as Array<{ id: number }>;
    expect((await owner.patch(`/api/charts/${chart!.id}/rename`, { name: 'Repaired' })).status).toBe(200);
    expect((await fetch(`${fixture.server.url}/e/mixed-row.json`)).status).toBe(200);
    expect((await fetch(`${fixture.server.url}/e/mixed-row.svg`)).status).toBe(200);
  });
});

describe('limits on a chart', () => {
  it('refuses 180,000 empty datasets at once, naming the limit', async () => {
    const owner = await signedUp('heavy');
    const data = { labels: [], datasets: Array.from({ length: 180_000 }, () => ({ label: '', data: [] })) };
    await expectError(
      await owner.post('/api/chart', { dataSource: 'csv', chartType: 'line', data }),
      400,
      `data.datasets must be a list of at most ${CHART_LIMITS.datasets} datasets`,
    );
    const chart = await newChart(owner, numbers);
    await expectError(await owner.patch(`/api/charts/${chart.id}`, { data }), 400, `data.datasets must be a list of at most ${CHART_LIMITS.datasets} datasets`);
  });

  it('refuses a pie of more slices than a reader can tell apart, saved or made one later', async () => {
    const owner = await signedUp('baker');
    const labels = Array.from({ length: CHART_LIMITS.pieSlices + 1 }, (_, i) => `slice ${i}`);
    const data = { labels, datasets: [{ label: 'share', data: labels.map(() => 1) }] };
    const message = `A pie chart may have at most ${CHART_LIMITS.pieSlices} slices; this one has ${labels.length}. Choose a bar chart for more categories`;
    await expectError(await owner.post('/api/chart', { dataSource: 'csv', chartType: 'pie', data }), 400, message);
    const bar = await newChart(owner, data, 'bar');
    await expectError(await owner.patch(`/api/charts/${bar.id}`, { chartType: 'pie' }), 400, message);
    const pie = await newChart(owner, { labels: ['a'], datasets: [{ label: 'share', data: [1] }] }, 'pie');
    const rows = Array.from({ length: CHART_LIMITS.pieSlices }, (_, i) => [`more ${i}`, 1]);
    await expectError(await owner.post(`/api/charts/${pie.id}/rows`, { rows }), 400, message);
  });

  it('refuses rows that take a chart past its points, and more values per row than datasets allow', async () => {
    const owner = await signedUp('grower');
    const labels = Array.from({ length: CHART_LIMITS.points / 2 }, (_, i) => String(i));
    const chart = await newChart(owner, {
      labels,
      datasets: [
        { label: 'a', data: labels.map(() => 1) },
        { label: 'b', data: labels.map(() => 2) },
      ],
    });
    await expectError(
      await owner.post(`/api/charts/${chart.id}/rows`, { rows: [['next', 1, 2]] }),
      400,
      'A chart may have at most 100,000 points; this one has 100,002',
    );
    const ok = await owner.post(`/api/charts/${chart.id}/rows`, { rows: [['next', 1, 2]], keep: CHART_LIMITS.points / 2 });
    expect(ok.status).toBe(200);
    const wide = Array.from({ length: CHART_LIMITS.datasets + 2 }, () => 1);
    expect((await owner.post(`/api/charts/${chart.id}/rows`, { rows: [['x', ...wide]] })).status).toBe(400);
  });
});

describe('the trending feed', () => {
  it('stays small however large its charts are: large data comes as an address to fetch', async () => {
    const owner = await signedUp('bulky');
    const labels = Array.from({ length: 20_000 }, (_, i) => `2024-01-01 ${String(i).padStart(5, '0')}`);
    const datasets = Array.from({ length: 5 }, (_, d) => ({ label: `series ${d}`, data: labels.map((_, i) => i * 1.25 + d) }));
    const heavy: Array<{ slug: string }> = [];
    for (let i = 0; i < 3; i++) heavy.push(await newChart(owner, { labels, datasets }));
    const small = await newChart(owner, numbers);
    const response = await fetch(`${fixture.server.url}/api/trending-charts?limit=100`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(256 * 1024);
    const feed = JSON.parse(text) as Array<{ slug: string; data: { labels: string[] }; dataUrl: string | null }>;
    for (const { slug } of heavy) {
      const card = feed.find((c) => c.slug === slug)!;
      expect(card.data).toEqual({ labels: [], datasets: [] });
      expect(card.dataUrl).toBe(`${fixture.server.url}/e/${slug}.json`);
      const spec = await (await fetch(card.dataUrl!)).json();
      expect(spec.data.labels).toHaveLength(labels.length);
    }
    const card = feed.find((c) => c.slug === small.slug)!;
    expect(card.dataUrl).toBeNull();
    expect(card.data).toEqual(numbers);
  });
});
