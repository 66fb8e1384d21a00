/**
 * A chart is on the public trending feed only when its creator says so: new charts, made with a
 * session or a token, are unlisted until listed; listing and unlisting take effect on the next
 * read of the feed, shared order or not.
 */
import { describe, expect, it } from 'vitest';
import { callWithToken } from '../support/accounts';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();
let n = 0;

async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  expect((await c.post('/api/auth/register', { username: `lister${n}`, email: `lister${n}@example.com`, password: 'correct horse battery' })).status).toBe(201);
  return c;
}

const chartBody = (name: string) => ({
  dataSource: 'csv',
  sourceValue: 'umsatz.csv',
  name,
  chartType: 'bar',
  data: { labels: ['Nord', 'Süd'], datasets: [{ label: 'Umsatz', data: [120, 95] }] },
});

/** The feed's ids as a guest and as a signed-in reader see them (their pages are made apart). */
async function onTrending(reader: HttpClient): Promise<{ guest: number[]; signedIn: number[] }> {
  const ids = async (response: Response) => ((await response.json()) as Array<{ id: number }>).map((chart) => chart.id);
  return {
    guest: await ids(await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)),
    signedIn: await ids(await reader.get('/api/trending-charts?limit=100')),
  };
}

const expectOnTrending = async (reader: HttpClient, id: number, shown: boolean) => {
  const feed = await onTrending(reader);
  for (const [who, ids] of Object.entries(feed)) {
    if (shown) expect(ids, who).toContain(id);
    else expect(ids, who).not.toContain(id);
  }
};

describe('listing on the trending feed', () => {
  it('keeps a chart made with a session off the feed until it is listed, and takes it off when unlisted', async () => {
    const c = await signedIn();
    // The feed's order is computed and shared before the chart is made, so listing must drop it.
    await onTrending(c);
    const created = await c.post('/api/chart', chartBody('Umsatz nach Region 2025'));
    expect(created.status).toBe(201);
    const chart = await created.json();
    expect(chart.listed).toBe(false);
    await expectOnTrending(c, chart.id, false);

    const listed = await c.patch(`/api/charts/${chart.id}`, { listed: true });
    expect(listed.status).toBe(200);
    expect((await listed.json()).listed).toBe(true);
    await expectOnTrending(c, chart.id, true);

    expect((await c.patch(`/api/charts/${chart.id}`, { listed: false })).status).toBe(200);
    await expectOnTrending(c, chart.id, false);
  });

  it('keeps a chart made with a token off the feed until the token lists it, and lists at creation when asked', async () => {
    const c = await signedIn();
    const { token } = await (await c.post('/api/tokens', { name: 'nightly export' })).json();
    const created = await callWithToken(fixture.server.url, token, 'POST', '/api/chart', chartBody('Nightly'));
    expect(created.status).toBe(201);
    const chart = await created.json();
    expect(chart.listed).toBe(false);
    await expectOnTrending(c, chart.id, false);
    expect((await callWithToken(fixture.server.url, token, 'PATCH', `/api/charts/${chart.id}`, { listed: true })).status).toBe(200);
    await expectOnTrending(c, chart.id, true);

    const public_ = await (await callWithToken(fixture.server.url, token, 'POST', '/api/chart', { ...chartBody('Public'), listed: true })).json();
    expect(public_.listed).toBe(true);
    await expectOnTrending(c, public_.id, true);
    const refused = await callWithToken(fixture.server.url, token, 'POST', '/api/chart', { ...chartBody('Bad'), listed: 'yes' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'listed must be true or false' });
  });
});
