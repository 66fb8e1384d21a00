import { describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { requestFrom } from '../support/from-address';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();
let n = 0;

async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  expect((await c.post('/api/auth/register', { username: `owner${n}`, email: `owner${n}@example.com`, password: 'correct horse battery' })).status).toBe(201);
  return c;
}

const payload = (patch: Record<string, unknown> = {}) => ({
  dataSource: 'ticker',
  sourceValue: 'AAPL',
  chartType: 'line',
  theme: 'dark-blue',
  data: { labels: ['2024-01-02', '2024-01-03'], datasets: [{ label: 'AAPL', data: [185.6, 184.3] }] },
  options: { title: 'Apple', legendPosition: 'bottom' },
  ...patch,
});

describe('POST /api/chart', () => {
  it('saves the chart with an unguessable slug and the option defaults filled in', async () => {
    const c = await signedIn();
    const response = await c.post('/api/chart', payload());
    expect(response.status).toBe(201);
    const chart = await response.json();
    expect(chart.slug).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(chart).toMatchObject({
      name: null,
      chartType: 'line',
      theme: 'dark-blue',
      dataSource: 'ticker',
      sourceValue: 'AAPL',
      listed: false,
      views: 0,
      likes: 0,
      commentCount: 0,
      options: { title: 'Apple', xAxis: 'Date', yAxis: 'Value', legendPosition: 'bottom', animation: true, tooltips: true, responsive: true },
    });
    const other = await (await c.post('/api/chart', payload({ dataSource: 'csv', name: ' Sales ', theme: undefined, options: undefined }))).json();
    expect(other.slug).not.toBe(chart.slug);
    expect(other.theme).toBe('neon-midnight');
    expect(other.name).toBe('Sales');
    expect((await c.post('/api/chart', payload({ dataSource: 'query' }))).status).toBe(201);
  });

  it('needs a session', async () => {
    await expectError(await new HttpClient(fixture.server.url).post('/api/chart', payload()), 401, 'Not signed in');
  });

  it('keeps an AI chart’s source for its caption, and never captions a chart with the question', async () => {
    const c = await signedIn();
    const source = { label: 'UN World Population Prospects 2024', url: 'https://population.un.org/wpp/' };
    const withSource = await (await c.post('/api/chart', payload({ dataSource: 'query', sourceValue: 'population by continent', source }))).json();
    expect(withSource.source).toEqual(source);
    expect((await (await fetch(`${fixture.server.url}/e/${withSource.slug}.json`)).json()).source).toEqual(source);
    const without = await (await c.post('/api/chart', payload({ dataSource: 'query', sourceValue: 'population by continent' }))).json();
    expect(without.source).toBe(null);
    expect((await (await fetch(`${fixture.server.url}/e/${without.slug}.json`)).json()).source).toBeUndefined();
    await expectError(await c.post('/api/chart', payload({ source: { label: 'x', url: 'javascript:alert(1)' } })), 400, /^source must be/);
  });

  it.each([
    [{ chartType: 'radar' }, 'chartType must be one of: line, area, bar, pie, candlestick, map, scatter, table'],
    [{ theme: 'hot-pink' }, /^theme must be one of: neon-midnight, dark-blue/],
    [{ dataSource: 'ftp' }, 'dataSource must be one of: ticker, csv, query, url'],
    [{ options: { legendPosition: 'middle' } }, 'options.legendPosition must be one of: top, right, bottom, left, none'],
    [{ options: { animation: 'yes' } }, 'options.animation must be true or false'],
    [{ options: { title: 'x'.repeat(201) } }, 'options.title must be text of at most 200 characters'],
    [{ options: { xAxis: 'x'.repeat(201) } }, 'options.xAxis must be text of at most 200 characters'],
    [{ options: { description: 'x'.repeat(501) } }, 'options.description must be text of at most 500 characters'],
    [{ options: { numberFormat: { decimals: 7 } } }, /^options.numberFormat must be .*decimals\? \(a whole number from 0 to 6\)/],
    [{ options: { numberFormat: { prefix: 'x'.repeat(21) } } }, /^options.numberFormat must be .*text of at most 20 characters/],
    [{ options: { yMin: 'low' } }, 'options.yMin must be a number'],
    [{ options: { yMin: 10, yMax: 5 } }, 'options.yMin must be less than options.yMax'],
    [{ options: { referenceLines: [{ label: 'no value' }] } }, /reference line's value must be a number|options.referenceLines must be/],
    [{ options: { highlights: Array.from({ length: 11 }, () => ({ from: 'a', to: 'b' })) } }, /^options.highlights must be a list of at most 10/],
    [{ options: { seriesColors: ['red;}'] } }, /^options.seriesColors must be a list of #rrggbb colours/],
    [{ options: { horizontal: 'yes' } }, 'options.horizontal must be true or false'],
    [{ data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1] }] } }, 'data.datasets[0] has 1 values for 2 labels'],
    [
      { data: { labels: ['a'], datasets: [{ label: 'x', data: ['1'] }] } },
      'each dataset needs data: a list of numbers and nulls, or of {o, h, l, c} candles and nulls',
    ],
    [{ data: { labels: ['a'], datasets: [{ label: 'x', data: 'one' }] } }, /^(each dataset needs data|data values must be)/],
    [{ data: { labels: ['a'], datasets: [] } }, 'data.datasets must have at least one dataset'],
    [{ data: 'lots' }, 'data must be an object with labels and datasets'],
  ])('refuses %j with 400', async (patch, message) => {
    await expectError(await (await signedIn()).post('/api/chart', payload(patch)), 400, message);
  });

  it('refuses more than 100,000 points with 400 and more than 5 MB with 413', async () => {
    const c = await signedIn();
    const labels = Array.from({ length: 50_001 }, (_, i) => String(i));
    const data = labels.map(() => 1);
    await expectError(
      await c.post(
        '/api/chart',
        payload({
          data: {
            labels,
            datasets: [
              { label: 'x', data },
              { label: 'y', data },
            ],
          },
        }),
      ),
      400,
      'A chart may have at most 100,000 points; this one has 100,002',
    );
    const big = Array.from({ length: 90_000 }, (_, i) => `a long label to make the body larger than allowed ${i}`);
    const body = payload({ data: { labels: big, datasets: [{ label: 'x', data: big.map(() => 123456.789) }] } });
    const size = JSON.stringify(body).length;
    expect(size).toBeGreaterThan(5 * 1024 * 1024);
    expect(size).toBeLessThan(6 * 1024 * 1024);
    await expectError(await c.post('/api/chart', body), 413, 'The chart data is larger than 5 MB');
  });
});

describe('managing one’s charts', () => {
  it('lists them newest first, renames (trimmed), and deletes', async () => {
    const c = await signedIn();
    const first = await (await c.post('/api/chart', payload())).json();
    const second = await (await c.post('/api/chart', payload())).json();
    expect((await (await c.get('/api/user/charts')).json()).map((x: { id: number }) => x.id)).toEqual([second.id, first.id]);

    const renamed = await c.patch(`/api/charts/${first.id}/rename`, { name: '  Apple close  ' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe('Apple close');
    await expectError(await c.patch(`/api/charts/${first.id}/rename`, { name: '   ' }), 400, 'name must be 1 to 120 characters');
    await expectError(await c.patch(`/api/charts/${first.id}/rename`, { name: 'x'.repeat(121) }), 400, 'name must be 1 to 120 characters');

    // The name and the title are one field until they differ: the title follows a rename.
    const same = await (await c.post('/api/chart', payload({ name: 'Apple' }))).json();
    const renamedSame = await (await c.patch(`/api/charts/${same.id}/rename`, { name: 'Apple, 2024' })).json();
    expect([renamedSame.name, renamedSame.options.title, renamedSame.options.legendPosition]).toEqual(['Apple, 2024', 'Apple, 2024', 'bottom']);
    const apart = await (await c.post('/api/chart', payload({ name: 'My Apple card' }))).json();
    const renamedApart = await (await c.patch(`/api/charts/${apart.id}/rename`, { name: 'Card two' })).json();
    expect([renamedApart.name, renamedApart.options.title]).toEqual(['Card two', 'Apple']);
    await c.request('DELETE', `/api/charts/${same.id}`);
    await c.request('DELETE', `/api/charts/${apart.id}`);

    const deleted = await c.request('DELETE', `/api/charts/${first.id}`);
    expect(await deleted.json()).toEqual({ message: 'Chart deleted' });
    expect((await (await c.get('/api/user/charts')).json()).map((x: { id: number }) => x.id)).toEqual([second.id]);
    await expectError(await c.request('DELETE', `/api/charts/${first.id}`), 404, 'Chart not found');
    await expectError(await c.patch('/api/charts/abc/rename', { name: 'x' }), 400, 'The chart id must be a positive whole number');
  });

  it('removes likes, comments and views with a deleted chart', async () => {
    const c = await signedIn();
    const chart = await (await c.post('/api/chart', payload())).json();
    await c.post(`/api/charts/${chart.id}/like`);
    const comment = await (await c.post(`/api/charts/${chart.id}/comments`, { content: 'Nice' })).json();
    await fetch(`${fixture.server.url}/e/${chart.slug}.js`);
    await c.request('DELETE', `/api/charts/${chart.id}`);
    await expectError(await c.get(`/api/charts/${chart.id}/comments`), 404, 'Chart not found');
    await expectError(await c.post(`/api/comments/${comment.id}/reply`, { content: 'Still here?' }), 404, 'Comment not found');
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.js`)).status).toBe(404);
  });

  it('updates a chart in place: same slug, new embed, and unlisting keeps the embed working', async () => {
    const c = await signedIn();
    const chart = await (await c.post('/api/chart', payload())).json();
    const before = await fetch(`${fixture.server.url}/e/${chart.slug}.js`);
    const etag = before.headers.get('etag');
    const updated = await (
      await c.patch(`/api/charts/${chart.id}`, { chartType: 'bar', theme: 'light-green', options: { title: 'Apple, republished' } })
    ).json();
    expect(updated).toMatchObject({ slug: chart.slug, chartType: 'bar', theme: 'light-green' });
    expect(updated.options).toMatchObject({ title: 'Apple, republished', legendPosition: 'bottom' });
    const after = await fetch(`${fixture.server.url}/e/${chart.slug}.js`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Apple, republished');

    await c.patch(`/api/charts/${chart.id}`, { listed: false });
    const trending = await (await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)).json();
    expect(trending.map((x: { id: number }) => x.id)).not.toContain(chart.id);
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.js`)).status).toBe(200);
    await expectError(await c.patch(`/api/charts/${chart.id}`, { listed: 'no' }), 400, 'listed must be true or false');
  });

  it('keeps the options a creator adds, and takes one off when it is sent as null', async () => {
    const c = await signedIn();
    const extras = {
      description: 'Closing prices, in dollars.',
      notes: 'Before fees.',
      byline: 'Chart: Jane Doe',
      numberFormat: { prefix: '$', decimals: 2 },
      yMin: 0,
      yMax: 250,
      startAtZero: true,
      referenceLines: [{ value: 200, label: 'Target' }],
      highlights: [{ from: '2024-01-02', to: '2024-01-03', label: 'Earnings' }],
      seriesColors: ['#0f766e'],
    };
    const chart = await (await c.post('/api/chart', payload({ options: { title: 'Apple', ...extras } }))).json();
    expect(chart.options).toMatchObject(extras);
    const spec = await (await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).json();
    expect(spec.options).toMatchObject(extras);

    const patched = await (await c.patch(`/api/charts/${chart.id}`, { options: { yMin: null, description: null, notes: 'After fees.' } })).json();
    expect(patched.options).not.toHaveProperty('yMin');
    expect(patched.options).not.toHaveProperty('description');
    expect(patched.options).toMatchObject({ notes: 'After fees.', yMax: 250, numberFormat: { prefix: '$', decimals: 2 } });
    await expectError(await c.patch(`/api/charts/${chart.id}`, { options: { yMin: 300 } }), 400, 'options.yMin must be less than options.yMax');
    expect((await (await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).json()).options).not.toHaveProperty('yMin');
  });
});

describe('views history', () => {
  it('gives the owner daily views for the last days, zeros included', async () => {
    const c = await signedIn();
    const chart = await (await c.post('/api/chart', payload())).json();
    // Three readers shown the chart (a reader reporting again counts once).
    await Promise.all([1, 2, 3, 3].map((n) => requestFrom(`127.0.8.${n}`, `${fixture.server.url}/e/${chart.slug}/view`, { method: 'POST' })));
    // The counter writes its views every 2 s; have it write them now.
    await fixture.server.settle();
    const history = await (await c.get(`/api/charts/${chart.id}/views?days=7`)).json();
    expect(history).toHaveLength(7);
    expect(history.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 3 });
    expect(history.slice(0, 6).every((d: { views: number }) => d.views === 0)).toBe(true);
    expect((await (await c.get(`/api/user/charts`)).json())[0].views).toBe(3);
    expect(await (await c.get(`/api/charts/${chart.id}/views`)).json()).toHaveLength(30);
    await expectError(await c.get(`/api/charts/${chart.id}/views?days=400`), 400, 'days must be from 1 to 365');
  });
});
