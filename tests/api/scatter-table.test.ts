/**
 * Scatter plots and tables through the API (issue 49): every write holds the data to what the kind
 * can draw, or refuses with a 400 naming the problem, nothing stored; rows appended to a grouped
 * scatter plot bring their group, with a session or a token; a live scatter plot keeps its groups
 * by label; each kind's image, data, page and oEmbed answer like any chart's. Never a 500.
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

const fixture = serverFixture({ env: () => ({ DATA_URL_ALLOW_HOSTS: csv.hostPort }) });

let n = 0;
async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  expect((await c.post('/api/auth/register', { username: `plotter${n}`, email: `plotter${n}@example.com`, password: 'correct horse battery' })).status).toBe(
    201,
  );
  return c;
}

const CITIES = ['Oslo', 'Rome', 'Lima', 'Quito'];

const scatter = (datasets: Array<{ label: string; data: unknown[] }>, options: Record<string, unknown> = {}, labels = CITIES) => ({
  dataSource: 'csv',
  chartType: 'scatter',
  data: { labels, datasets },
  options: { title: 'Income and life', ...options },
});

const XY = [
  { label: 'Income', data: [60, 35, 12, 9] },
  { label: 'Life expectancy', data: [83, 84, 77, 78] },
];
const SIZE = { label: 'Population', data: [0.7, 2.8, 10, 2] };

const table = (rows: number, columns: number, options: Record<string, unknown> = {}) => ({
  dataSource: 'csv',
  chartType: 'table',
  data: {
    labels: Array.from({ length: rows }, (_, i) => `Row ${i + 1}`),
    datasets: Array.from({ length: columns }, (_, c) => ({ label: `Col ${c + 1}`, data: Array.from({ length: rows }, (_, i) => i * (c + 1)) })),
  },
  options: { title: 'Rows', ...options },
});

const THIRTEEN = Array.from({ length: 13 }, (_, i) => `P${i + 1}`);
const THIRTEEN_GROUPS = scatter(
  XY.map((d) => ({ ...d, data: THIRTEEN.map((_, i) => i) })),
  { scatter: { groups: THIRTEEN.map((_, i) => `Group ${i + 1}`) } },
  THIRTEEN,
);

async function saved(c: HttpClient, body: unknown) {
  const response = await c.post('/api/chart', body);
  expect(response.status).toBe(201);
  return response.json();
}

const at = (path: string) => fetch(`${fixture.server.url}${path}`);

describe('saving a scatter plot or a table refuses what it cannot draw, storing nothing', () => {
  it.each([
    [
      'a scatter without two numeric columns',
      scatter([XY[0]!]),
      'A scatter plot needs two numeric columns, x and y (a third sets the bubble size); this one has 1',
    ],
    ['a scatter of four columns', scatter([...XY, SIZE, SIZE]), /^A scatter plot takes at most three numeric columns/],
    [
      'a scatter of candles',
      scatter([XY[0]!, { label: 'Price', data: CITIES.map(() => ({ o: 1, h: 2, l: 0.5, c: 1.5 })) }]),
      /^A scatter plot’s columns hold numbers: “Price” holds candles/,
    ],
    [
      'a size column below zero',
      scatter([...XY, { label: 'Population', data: [1, -2, 3, -4] }]),
      'Bubble sizes are areas and cannot be negative: “Population” is below zero at “Rome”, “Quito”',
    ],
    [
      'groups that do not match the points',
      scatter(XY, { scatter: { groups: ['North', 'South'] } }),
      'options.scatter.groups has 2 groups for 4 points: give one group per point, in the order of the labels',
    ],
    ['more than 12 groups', THIRTEEN_GROUPS, 'A scatter plot may have at most 12 groups; this one has 13'],
    [
      'a log axis with zero',
      scatter([{ label: 'Income', data: [60, 0, 12, 9] }, XY[1]!], { scatter: { logX: true } }),
      'A log scale shows values above zero only: “Income” is zero or less at “Rome”. Use a linear x axis, or remove these points',
    ],
    [
      'labelled points not in the data',
      scatter(XY, { scatter: { labelled: ['Oslo', 'Paris'] } }),
      'options.scatter.labelled names “Paris”, which is not a point of this chart',
    ],
    ['a scatter option of the wrong shape', scatter(XY, { scatter: { trend: 'yes' } }), /options\.scatter/],
    ['groups that are not a list', scatter(XY, { scatter: { groups: 'North' } }), /options\.scatter/],
    [
      'a table of 100,000 cells',
      table(10_000, 10),
      'A table may have at most 50,000 cells; this one has 100,000 (10,000 rows of 10 columns). Keep fewer rows or columns',
    ],
    [
      'a table sorted by a column it lacks',
      table(3, 2, { table: { sort: { column: 5 } } }),
      'options.table.sort.column must be -1 (the labels) or a column from 0 to 1; it is 5',
    ],
    [
      'more column settings than columns',
      table(3, 1, { table: { columns: [{ bars: true }, { heat: true }] } }),
      'options.table.columns has 2 entries for 1 column: give at most one per dataset, in their order',
    ],
    // The schema names the option whose shape is wrong, and the shape it must have.
    ['a page size out of range', table(3, 1, { table: { pageSize: 2 } }), /^options\.table (must be|\.pageSize must be a whole number from 5 to 1000)/],
    ['a table option of the wrong shape', table(3, 1, { table: { columns: [{ bars: 'on' }] } }), /options\.table/],
    [
      'a table of candles',
      { ...table(2, 1), data: { labels: ['a', 'b'], datasets: [{ label: 'P', data: [{ o: 1, h: 2, l: 0, c: 1 }, null] }] } },
      /holds candles/,
    ],
  ])('%s', async (_, body, message) => {
    const c = await signedIn();
    await expectError(await c.post('/api/chart', body), 400, message);
    expect(await (await c.get('/api/user/charts')).json()).toEqual([]);
  });
});

describe('a saved scatter plot', () => {
  it('is stored with its options, its labels headed Name, and changes with PATCH held to its data', async () => {
    const c = await signedIn();
    const chart = await saved(c, scatter([...XY, SIZE], { scatter: { logX: true, trend: true, labelled: ['Lima'], groups: ['N', 'S', 'S', 'S'] } }));
    expect(chart.options).toMatchObject({ xAxis: 'Name', scatter: { logX: true, trend: true, labelled: ['Lima'], groups: ['N', 'S', 'S', 'S'] } });
    await expectError(await c.patch(`/api/charts/${chart.id}`, { options: { scatter: { labelled: ['Paris'] } } }), 400, /“Paris”, which is not a point/);
    const data = { labels: ['A', 'B'], datasets: XY.map((d) => ({ ...d, data: d.data.slice(0, 2) })) };
    await expectError(await c.patch(`/api/charts/${chart.id}`, { data }), 400, /^options\.scatter\.groups has 4 groups for 2 points/);
    const line = await saved(c, { ...scatter([XY[0]!]), chartType: 'line' });
    await expectError(
      await c.patch(`/api/charts/${line.id}`, { chartType: 'scatter' }),
      400,
      'A scatter plot needs two numeric columns, x and y (a third sets the bubble size); this one has 1',
    );
  });

  it('takes appended rows with their group, trimmed with keep, with a session or a token', async () => {
    const c = await signedIn();
    const chart = await saved(c, scatter(XY, { scatter: { groups: ['N', 'S', 'S', 'S'], labelled: ['Oslo', 'Quito'] } }));
    const appended = await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Cusco', 8, 75, 'Andes']], keep: 4 });
    expect(appended.status).toBe(200);
    const after = await appended.json();
    expect(after.data.labels).toEqual(['Rome', 'Lima', 'Quito', 'Cusco']);
    expect(after.options.scatter).toEqual({ groups: ['S', 'S', 'S', 'Andes'], labelled: ['Quito'] });
    await expectError(
      await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Cusco', 8, 75]] }),
      400,
      'rows[0] has 3 values; this scatter plot’s points have groups: give a label, 2 values, then the point’s group',
    );
    await expectError(await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Cusco', 8, 75, 9]] }), 400, 'rows[0] must end with its point’s group, as text');
    await expectError(await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Cusco', 'eight', 75, 'Andes']] }), 400, /^rows\[0\]\[1\] is text/);

    const made = await c.post('/api/tokens', { name: 'feed' });
    const { token } = await made.json();
    const viaToken = await callWithToken(fixture.server.url, token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [['Bern', 70, 84, 'N']] });
    expect(viaToken.status).toBe(200);
    expect((await viaToken.json()).options.scatter.groups).toEqual(['S', 'S', 'S', 'Andes', 'N']);
    await expectError(
      await callWithToken(fixture.server.url, token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [['Bern', 70, 84]] }),
      400,
      /this scatter plot’s points have groups/,
    );
  });

  it('without groups, takes rows of a label and its values and refuses a group', async () => {
    const c = await signedIn();
    const chart = await saved(c, scatter(XY));
    expect((await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Bern', 70, 84]] })).status).toBe(200);
    await expectError(
      await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Cusco', 8, 75, 'Andes']] }),
      400,
      'rows[0] ends with a group, but this scatter plot’s points have none: give a label and 2 values, or set options.scatter.groups first',
    );
  });

  it('answers its image, its data with the groups, its page and oEmbed', async () => {
    const c = await signedIn();
    const chart = await saved(c, scatter([...XY, SIZE], { title: 'Four cities', scatter: { groups: ['North', 'South', 'South', 'South'], trend: true } }));
    const svg = await at(`/e/${chart.slug}.svg`);
    expect(svg.status).toBe(200);
    const drawing = await svg.text();
    expect(drawing).toContain('class="points"');
    expect(drawing).toContain('>Life expectancy</text>');
    expect(drawing).toMatch(/class="legend"[^>]*>.*North.*South/);
    expect(drawing).not.toMatch(/<script|href/i);
    for (const size of ['', '?width=360&height=400', '?width=1200&height=630']) {
      const png = await at(`/e/${chart.slug}.png${size}`);
      expect(png.status, size).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
    const data = await at(`/e/${chart.slug}.csv`);
    expect(data.status).toBe(200);
    // fetch's text() drops the byte-order mark.
    expect(await data.text()).toBe(
      'Name,Income,Life expectancy,Population,Group\r\nOslo,60,83,0.7,North\r\nRome,35,84,2.8,South\r\nLima,12,77,10,South\r\nQuito,9,78,2,South\r\n',
    );
    const page = await at(`/e/${chart.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Bubble chart: Four cities. 4 points: Life expectancy against Income, sized by Population.');
    expect(html).toContain('alt="Scatter plot: Four cities"');
    expect(html).toContain('<th>Group</th>');
    const frame = await at(`/e/${chart.slug}/frame`);
    expect(frame.status).toBe(200);
    const oembed = await at(`/api/oembed?url=${encodeURIComponent(`${fixture.server.url}/e/${chart.slug}`)}&format=json`);
    expect(oembed.status).toBe(200);
    expect(await oembed.json()).toMatchObject({ type: 'rich', title: 'Four cities', thumbnail_url: expect.stringContaining(`/e/${chart.slug}.png`) });
  });
});

describe('a live scatter plot', () => {
  it('from an address keeps its groups by label when it refreshes, and records a point it has no group for', async () => {
    const c = await signedIn();
    csv.files.set('/points.csv', 'City,Income,Life\nOslo,60,83\nRome,35,84\n');
    const created = await c.post('/api/chart', {
      ...scatter(
        [
          { label: 'Income', data: [60, 35] },
          { label: 'Life', data: [83, 84] },
        ],
        { scatter: { groups: ['North', 'South'] } },
        ['Oslo', 'Rome'],
      ),
      dataSource: 'url',
      sourceValue: csv.url('/points.csv'),
    });
    expect(created.status).toBe(201);
    const chart = await created.json();
    csv.files.set('/points.csv', 'City,Income,Life\nRome,36,84\nOslo,61,83\n');
    const refreshed = await c.post(`/api/charts/${chart.id}/refresh`, {});
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ data: { labels: ['Rome', 'Oslo'] }, options: { scatter: { groups: ['South', 'North'] } } });
    csv.files.set('/points.csv', 'City,Income,Life\nRome,36,84\nOslo,61,83\nLima,12,77\n');
    expect((await c.patch(`/api/charts/${chart.id}`, { name: 'Live points' })).status).toBe(200);
    const message = await expectError(
      await c.post(`/api/charts/${chart.id}/refresh`, {}),
      400,
      /^The source has points this scatter plot has no group for: “Lima”/,
    );
    const [after] = await (await c.get('/api/user/charts')).json();
    expect(after).toMatchObject({ refreshError: message, data: { labels: ['Rome', 'Oslo'] } });
  });
});

describe('a saved table', () => {
  it('is stored with its options, takes appended rows and answers its image, data, page and oEmbed', async () => {
    const c = await signedIn();
    const chart = await saved(
      c,
      table(30, 3, {
        title: 'Thirty rows',
        xAxis: 'Name',
        table: { sort: { column: 0, descending: true }, pageSize: 10, columns: [{ bars: true }, { heat: true, format: { decimals: 1 } }] },
      }),
    );
    expect(chart.options.table).toEqual({
      sort: { column: 0, descending: true },
      pageSize: 10,
      columns: [{ bars: true }, { heat: true, format: { decimals: 1 } }],
    });
    const appended = await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Row 31', 1, 2, 3]] });
    expect(appended.status).toBe(200);
    await expectError(
      await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Row 32', 1, 2]] }),
      400,
      'rows[0] has 3 values; this chart needs a label and 3 values',
    );

    const svg = await at(`/e/${chart.slug}.svg`);
    expect(svg.status).toBe(200);
    const drawing = await svg.text();
    expect(drawing).toContain('class="table"');
    expect(drawing).toMatch(/>Showing \d+ of 31 rows</);
    // Sorted by the first column, descending: the largest first.
    expect(drawing).toMatch(/<g class="labels"><text[^>]*>Row 30</);
    for (const size of ['', '?width=360&height=400']) expect((await at(`/e/${chart.slug}.png${size}`)).status, size).toBe(200);
    const data = await (await at(`/e/${chart.slug}.csv`)).text();
    expect(data.split('\r\n')[0]).toBe('Name,Col 1,Col 2,Col 3');
    expect(data).toContain('Row 31,1,2,3\r\n');
    const html = await (await at(`/e/${chart.slug}`)).text();
    expect(html).toContain('Table: Thirty rows. 31 rows of Name and 3 columns: Col 1, Col 2, Col 3. Sorted by Col 1, descending.');
    expect(html).toContain('alt="Table: Thirty rows"');
    expect((await at(`/e/${chart.slug}/frame`)).status).toBe(200);
    const oembed = await at(`/api/oembed?url=${encodeURIComponent(`${fixture.server.url}/e/${chart.slug}`)}&format=json`);
    expect(await oembed.json()).toMatchObject({ type: 'rich', title: 'Thirty rows' });
  });

  it('of 50,000 cells is taken, and drawn', async () => {
    const c = await signedIn();
    const chart = await saved(c, table(10_000, 5));
    const svg = await at(`/e/${chart.slug}.svg`);
    expect(svg.status).toBe(200);
    expect(await svg.text()).toMatch(/>Showing \d+ of 10,000 rows</);
  });
});
