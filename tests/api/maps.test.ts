/**
 * Maps through the API (issue 48): every write reads region names as codes of one set or refuses
 * with a 400 naming the labels in the way, nothing stored; CSV answers say when their labels are
 * regions; a map's image, data, page and oEmbed answer like any chart's; a live map keeps codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  expect((await c.post('/api/auth/register', { username: `mapper${n}`, email: `mapper${n}@example.com`, password: 'correct horse battery' })).status).toBe(201);
  return c;
}

const map = (labels: string[], values: unknown[], options: Record<string, unknown> = {}) => ({
  dataSource: 'csv',
  chartType: 'map',
  data: { labels, datasets: [{ label: 'Value', data: values }] },
  options: { title: 'A map', ...options },
});

async function savedMap(c: HttpClient, labels: string[], values: number[], options: Record<string, unknown> = {}) {
  const response = await c.post('/api/chart', map(labels, values, options));
  expect(response.status).toBe(201);
  return response.json();
}

const ROWS = 100_000;

describe('saving a map refuses data it cannot draw, storing nothing', () => {
  it.each([
    ['regions of two sets', map(['France', 'Texas', 'Germany'], [1, 2, 3]), /“Texas” is a US state, not a country/],
    ['fewer than two regions', map(['France'], [1]), 'A map needs at least two regions; this one has 1'],
    ['text in the value column', map(['France', 'Germany'], ['12', 'lots']), /^each dataset needs data/],
    [`${ROWS.toLocaleString('en-US')} rows`, map(Array(ROWS).fill('France'), Array(ROWS).fill(1)), /at most 300 regions; this one has 100,000 rows/],
    ['unknown names', map(['France', 'Narnia', 'Germany', 'Mordor'], [1, 2, 3, 4]), /^“Narnia”, “Mordor” name no region of Europe/],
    ['a region twice', map(['France', 'FRA', 'Germany'], [1, 2, 3]), /^“FRA” names a region an earlier row already names/],
    ['a region outside the set asked for', map(['France', 'Nigeria'], [1, 2], { map: { regions: 'europe' } }), /^“Nigeria” is not in Europe/],
    [
      'breaks missing for typed breaks',
      map(['France', 'Germany'], [1, 2], { map: { classes: 'breaks' } }),
      'options.map.breaks must be given when the classes are breaks',
    ],
    ['breaks that fall', map(['France', 'Germany'], [1, 2], { map: { classes: 'breaks', breaks: [5, 2] } }), /^options.map.breaks must rise/],
    ['an unknown region set', map(['France', 'Germany'], [1, 2], { map: { regions: 'mars' } }), /^options.map/],
  ])('%s', async (_, body, message) => {
    const c = await signedIn();
    await expectError(await c.post('/api/chart', body), 400, message);
    expect(await (await c.get('/api/user/charts')).json()).toEqual([]);
  });
});

describe('a map from names', () => {
  it('is stored with codes and its region set', async () => {
    const c = await signedIn();
    const chart = await savedMap(c, ['France', 'Czech Republic', 'USA'], [1.5, 2, 3]);
    expect(chart.data.labels).toEqual(['FRA', 'CZE', 'USA']);
    expect(chart.options.map).toEqual({ regions: 'world' });
    const states = await savedMap(c, ['Texas', 'ca', 'New York'], [1, 2, 3], { map: { scale: 'diverging', midpoint: 2 } });
    expect(states.data.labels).toEqual(['TX', 'CA', 'NY']);
    expect(states.options.map).toEqual({ regions: 'us-states', scale: 'diverging', midpoint: 2 });
  });

  it('changes its region set with PATCH, held to its labels', async () => {
    const c = await signedIn();
    const chart = await savedMap(c, ['France', 'Germany'], [1, 2]);
    expect(chart.options.map.regions).toBe('europe');
    const wider = await c.patch(`/api/charts/${chart.id}`, { options: { map: { regions: 'world', classes: 'quantile', classCount: 4 } } });
    expect(wider.status).toBe(200);
    expect((await wider.json()).options.map).toEqual({ regions: 'world', classes: 'quantile', classCount: 4 });
    await expectError(await c.patch(`/api/charts/${chart.id}`, { options: { map: { regions: 'africa' } } }), 400, /^“FRA”, “DEU” are not in Africa/);
    await expectError(await c.patch(`/api/charts/${chart.id}`, { options: { map: { regions: 'us-states' } } }), 400, /are countries, not US states/);
    const renamed = await (
      await c.patch(`/api/charts/${chart.id}`, { data: { labels: ['Spain', 'Italy'], datasets: [{ label: 'Value', data: [3, 4] }] } })
    ).json();
    expect(renamed.data.labels).toEqual(['ESP', 'ITA']);
    expect(renamed.options.map.regions).toBe('world');
  });

  it('becomes a map from a bar chart of country names', async () => {
    const c = await signedIn();
    const bar = await (await c.post('/api/chart', { ...map(['Germany', 'Poland'], [1, 2]), chartType: 'bar' })).json();
    const turned = await (await c.patch(`/api/charts/${bar.id}`, { chartType: 'map' })).json();
    expect(turned).toMatchObject({ chartType: 'map', data: { labels: ['DEU', 'POL'] }, options: { map: { regions: 'europe' } } });
  });

  it('takes appended rows by name, of its own set only', async () => {
    const c = await signedIn();
    const chart = await savedMap(c, ['France', 'Germany'], [1, 2], { map: { regions: 'world' } });
    const appended = await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Japan', 7]] });
    expect(appended.status).toBe(200);
    expect((await appended.json()).data).toEqual({ labels: ['FRA', 'DEU', 'JPN'], datasets: [{ label: 'Value', data: [1, 2, 7] }] });
    await expectError(
      await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Texas', 3]] }),
      400,
      /(is a US state, not a country|are US states, not countries)/,
    );
    await expectError(await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Atlantis', 3]] }), 400, /^“Atlantis” names no region of World/);
    await expectError(await c.post(`/api/charts/${chart.id}/rows`, { rows: [['Spain', 'many']] }), 400, 'A map’s values must be numbers, one per region');
    expect((await (await c.get('/api/user/charts')).json())[0].data.labels).toEqual(['FRA', 'DEU', 'JPN']);
  });
});

describe('CSV answers for regions', () => {
  const upload = (content: string) => {
    const form = new FormData();
    form.append('csv', new Blob([content], { type: 'text/csv' }), 'countries.csv');
    return fetch(`${fixture.server.url}/api/csv`, { method: 'POST', body: form });
  };

  it('say which set the labels are regions of, and which rows they could not place', async () => {
    const answer = await (await upload('Country,Value\nFrance,1\nGermany,2\nAtlantis,3\n')).json();
    expect(answer.map).toEqual({ regions: 'europe', unmatched: ['Atlantis'] });
    expect(answer.labels).toEqual(['France', 'Germany', 'Atlantis']);
    const states = await (await upload('State,Value\nTexas,1\nCalifornia,2\n')).json();
    expect(states.map).toEqual({ regions: 'us-states', unmatched: [] });
  });

  it('say nothing of regions for other labels', async () => {
    const dates = await (await upload('Date,Value\n2024-01-02,1\n2024-01-03,2\n')).json();
    expect(dates).not.toHaveProperty('map');
    const fruit = await (await upload('Fruit,Value\nApples,1\nPears,2\nFrance,3\n')).json();
    expect(fruit).not.toHaveProperty('map');
  });

  it('come from an address too', async () => {
    csv.files.set('/regions.csv', 'Country,Value\nKenya,1\nNigeria,2\n');
    const answer = await (await new HttpClient(fixture.server.url).post('/api/csv-from-url', { url: csv.url('/regions.csv') })).json();
    expect(answer.map).toEqual({ regions: 'africa', unmatched: [] });
  });
});

describe('a saved map', () => {
  it('answers its image, data, page and oEmbed', async () => {
    const c = await signedIn();
    const chart = await savedMap(c, ['France', 'Germany', 'Spain'], [1, 2, 3], { title: 'Three countries' });
    const at = (path: string) => fetch(`${fixture.server.url}${path}`);
    const svg = await at(`/e/${chart.slug}.svg`);
    expect(svg.status).toBe(200);
    const drawing = await svg.text();
    expect(drawing).toContain('class="map"');
    expect(drawing).not.toMatch(/<script|href/i);
    const png = await at(`/e/${chart.slug}.png?width=600&height=400`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const data = await at(`/e/${chart.slug}.csv`);
    expect(data.status).toBe(200);
    // The download is the data: codes, as stored.
    expect(await data.text()).toContain('FRA,1');
    const page = await at(`/e/${chart.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Map: Three countries. 3 of 3 regions have data. Highest: Spain (3). Lowest: France (1).');
    const oembed = await at(`/api/oembed?url=${encodeURIComponent(`${fixture.server.url}/e/${chart.slug}`)}&format=json`);
    expect(oembed.status).toBe(200);
    expect(await oembed.json()).toMatchObject({ type: 'rich', title: 'Three countries' });
  });

  it('from an address refreshes by name, keeping codes, and records a file it cannot map', async () => {
    const c = await signedIn();
    csv.files.set('/live.csv', 'Country,Value\nFrance,1\nGermany,2\n');
    const created = await c.post('/api/chart', { ...map(['France', 'Germany'], [1, 2]), dataSource: 'url', sourceValue: csv.url('/live.csv') });
    expect(created.status).toBe(201);
    const chart = await created.json();
    csv.files.set('/live.csv', 'Country,Value\nFrance,5\nGermany,6\nItaly,7\n');
    const refreshed = await c.post(`/api/charts/${chart.id}/refresh`, {});
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).data.labels).toEqual(['FRA', 'DEU', 'ITA']);
    csv.files.set('/live.csv', 'Country,Value\nFrance,5\nTexas,6\n');
    // An edit makes a new version, which the last minute's refresh does not answer for.
    expect((await c.patch(`/api/charts/${chart.id}`, { name: 'Live map' })).status).toBe(200);
    const message = await expectError(await c.post(`/api/charts/${chart.id}/refresh`, {}), 400, /(is a US state, not a country|are US states, not countries)/);
    const [after] = await (await c.get('/api/user/charts')).json();
    expect(after).toMatchObject({ refreshError: message, data: { labels: ['FRA', 'DEU', 'ITA'] } });
  });
});
