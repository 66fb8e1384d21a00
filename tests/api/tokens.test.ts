/**
 * Personal access tokens: made, listed and revoked with a session; used as `Authorization: Bearer`
 * for the chart calls, from scripts, without cookies or an Origin check; refused everywhere else.
 */
import { describe, expect, it } from 'vitest';
import { accessTokens } from '../../api/db/schema';
import { callWithToken } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({ env: { TOKEN_RATE_LIMIT: '40' } });
let n = 0;

async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  expect((await c.post('/api/auth/register', { username: `scripter${n}`, email: `scripter${n}@example.com`, password: 'correct horse battery' })).status).toBe(
    201,
  );
  return c;
}

async function newToken(c: HttpClient, name = 'cron job'): Promise<{ id: number; token: string }> {
  const response = await c.post('/api/tokens', { name });
  expect(response.status).toBe(201);
  return response.json();
}

const script = (token: string, method: string, path: string, body?: unknown) => callWithToken(fixture.server.url, token, method, path, body);

const chartBody = {
  dataSource: 'csv',
  sourceValue: 'feed.csv',
  chartType: 'line',
  data: {
    labels: ['09:00', '09:01'],
    datasets: [
      { label: 'temp', data: [20.5, 20.7] },
      { label: 'humidity', data: [40, 41] },
    ],
  },
};

const issued: string[] = [];

describe('managing tokens (session only)', () => {
  it('makes a token shown once, lists it without its secret, and revokes it', async () => {
    const c = await signedIn();
    const made = await newToken(c, 'Sensor feed');
    issued.push(made.token);
    expect(made).toMatchObject({ name: 'Sensor feed', lastUsedAt: null });
    expect(made.token).toMatch(/^ce_pat_[A-Za-z0-9_-]{43}$/);
    const list = await (await c.get('/api/tokens')).json();
    expect(list).toEqual([{ id: made.id, name: 'Sensor feed', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(list)).not.toContain(made.token);

    expect((await script(made.token, 'GET', '/api/user/charts')).status).toBe(200);
    const used = await (await c.get('/api/tokens')).json();
    expect(Date.parse(used[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await c.request('DELETE', `/api/tokens/${made.id}`)).status).toBe(200);
    // Revoked means at once: the very next call fails.
    await expectError(await script(made.token, 'GET', '/api/user/charts'), 401, 'The access token is not valid: it was revoked, or never existed');
    await expectError(await c.request('DELETE', `/api/tokens/${made.id}`), 404, 'Token not found');
  });

  it('checks the name, and needs a session', async () => {
    const c = await signedIn();
    await expectError(await c.post('/api/tokens', { name: '   ' }), 400, 'name must be 1 to 100 characters');
    await expectError(await c.post('/api/tokens', { name: 'x'.repeat(101) }), 400, 'name must be 1 to 100 characters');
    await expectError(await new HttpClient(fixture.server.url).post('/api/tokens', { name: 'x' }), 401);
  });

  it('cannot be done with a token: no token mints tokens, edits the profile or reaches admin', async () => {
    const c = await signedIn();
    const { token } = await newToken(c);
    const refused = 'Personal access tokens work for the chart calls only: this call takes a signed-in session or no credentials';
    await expectError(await script(token, 'POST', '/api/tokens', { name: 'another' }), 403, refused);
    await expectError(await script(token, 'GET', '/api/tokens'), 403, refused);
    await expectError(await script(token, 'PATCH', '/api/profile', { username: 'taken', email: 'taken@example.com' }), 403, refused);
    await expectError(await script(token, 'GET', '/api/auth/user'), 403, refused);
    await expectError(await script(token, 'GET', '/api/admin/users'), 403, refused);
    await expectError(await script(token, 'POST', '/api/admin/login', { code: 'guess' }), 403, refused);
  });
});

describe('chart calls with a token', () => {
  it('list, create, update, append rows, views, refresh and delete, with no cookie and no Origin check', async () => {
    const c = await signedIn();
    const { token } = await newToken(c);
    const created = await script(token, 'POST', '/api/chart', chartBody);
    expect(created.status).toBe(201);
    const chart = await created.json();
    // A browser page of another site may use a token too: it is not an ambient credential.
    const foreign = await fetch(`${fixture.server.url}/api/charts/${chart.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'https://cms.example' },
      body: JSON.stringify({ options: { title: 'Greenhouse' } }),
    });
    expect(foreign.status).toBe(200);
    expect((await (await script(token, 'GET', '/api/user/charts')).json()).map((x: { id: number }) => x.id)).toEqual([chart.id]);
    expect((await script(token, 'GET', `/api/charts/${chart.id}/views`)).status).toBe(200);
    await expectError(await script(token, 'POST', `/api/charts/${chart.id}/refresh`), 409);
    expect((await script(token, 'DELETE', `/api/charts/${chart.id}`)).status).toBe(200);
  });

  it('appends rows, keeps the newest `keep`, and the embed follows', async () => {
    const c = await signedIn();
    const { token } = await newToken(c);
    const chart = await (await script(token, 'POST', '/api/chart', chartBody)).json();
    const appended = await script(token, 'POST', `/api/charts/${chart.id}/rows`, {
      rows: [
        ['09:02', 21.1, 42],
        ['09:03', null, 43],
      ],
      keep: 3,
    });
    expect(appended.status).toBe(200);
    const after = await appended.json();
    expect(after.data).toEqual({
      labels: ['09:01', '09:02', '09:03'],
      datasets: [
        { label: 'temp', data: [20.7, 21.1, null] },
        { label: 'humidity', data: [41, 42, 43] },
      ],
    });
    const spec = await (await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).json();
    expect(spec.data.labels).toEqual(['09:01', '09:02', '09:03']);

    await expectError(
      await script(token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [['09:04', 1]] }),
      400,
      'rows[0] has 2 values; this chart needs a label and 2 values',
    );
    await expectError(await script(token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [[1, 2, 3]] }), 400, 'rows[0] must start with its label, as text');
    await expectError(
      await script(token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [] }),
      400,
      'rows must be a list of 1 to 10,000 rows, each a label then one value per dataset',
    );
    await expectError(
      await script(token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [['09:04', 1, 2]], keep: 0 }),
      400,
      'keep must be a whole number from 1 to 100,000',
    );
  });

  it('takes the chart’s source on create and update, and every surface names it; null goes back to the file name', async () => {
    const { token } = await newToken(await signedIn());
    const source = { label: 'Greenhouse sensors', url: 'https://sensors.example/feed' };
    const created = await script(token, 'POST', '/api/chart', { ...chartBody, source });
    expect(created.status).toBe(201);
    const chart = await created.json();
    expect(chart.source).toEqual(source);
    const read = (suffix: string) => fetch(`${fixture.server.url}/e/${chart.slug}${suffix}`).then((r) => r.text());
    expect(JSON.parse(await read('.json')).source).toEqual(source);
    expect(await read('.csv')).toContain('\r\n\r\nSource,Greenhouse sensors,https://sensors.example/feed\r\n');
    expect(await read('.svg')).toContain('Source: Greenhouse sensors');
    expect(await read('')).toContain('Source: <a href="https://sensors.example/feed" rel="noopener noreferrer">Greenhouse sensors</a>');

    const renamed = await script(token, 'PATCH', `/api/charts/${chart.id}`, { source: { label: 'Sensor feed' } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).source).toEqual({ label: 'Sensor feed' });
    expect(await read('.svg')).toContain('Source: Sensor feed');
    await expectError(
      await script(token, 'PATCH', `/api/charts/${chart.id}`, { source: { label: 'Sensor feed', url: 'javascript:alert(1)' } }),
      400,
      'source must be { label, url? }: a label of 1 to 200 characters and an http(s) address, or null',
    );
    await expectError(await script(token, 'POST', '/api/chart', { ...chartBody, source: { label: '' } }), 400);

    expect((await script(token, 'PATCH', `/api/charts/${chart.id}`, { source: null })).status).toBe(200);
    expect(JSON.parse(await read('.json')).source, 'the file name is only the default').toEqual({ label: 'feed.csv' });
    expect(await read('.csv')).toContain('\r\n\r\nSource,feed.csv,\r\n');
  });

  it('sees other people’s charts as missing (404), whatever the call', async () => {
    const owner = await signedIn();
    const chart = await (await owner.post('/api/chart', chartBody)).json();
    const { token } = await newToken(await signedIn());
    await expectError(await script(token, 'PATCH', `/api/charts/${chart.id}`, { theme: 'light-blue' }), 404, 'Chart not found');
    await expectError(await script(token, 'POST', `/api/charts/${chart.id}/rows`, { rows: [['x', 1, 2]] }), 404, 'Chart not found');
    await expectError(await script(token, 'DELETE', `/api/charts/${chart.id}`), 404, 'Chart not found');
    await expectError(await script(token, 'GET', `/api/charts/${chart.id}/views`), 404, 'Chart not found');
  });

  it('meets the same size and validation rules as a session', async () => {
    const { token } = await newToken(await signedIn());
    await expectError(await script(token, 'POST', '/api/chart', { ...chartBody, chartType: 'radar' }), 400);
    const big = await fetch(`${fixture.server.url}/api/chart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: `{"pad":"${'x'.repeat(7 * 1024 * 1024)}"}`,
    });
    expect(big.status).toBe(413);
    await expectError(await script(token, 'POST', '/api/chart', '{"deep":' as unknown as object), 400);
  });
});

describe('tokens refused, capped and stored', () => {
  it('refuses a token that is wrong or empty with 401, and one over its rate limit with 429 and Retry-After', async () => {
    await expectError(await script('ce_pat_not-a-real-token', 'GET', '/api/user/charts'), 401);
    await expectError(await script('', 'GET', '/api/user/charts'), 401);
    const account = await signedIn();
    const { token } = await newToken(account);
    let limited: Response | null = null;
    for (let i = 0; i < 60 && !limited; i++) {
      const response = await script(token, 'GET', '/api/user/charts');
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    // A second token of the same account shares its budget: more tokens buy no more calls.
    const second = await newToken(account);
    expect((await script(second.token, 'GET', '/api/user/charts')).status).toBe(429);
    // Another account has its own.
    const other = await newToken(await signedIn());
    expect((await script(other.token, 'GET', '/api/user/charts')).status).toBe(200);
  });

  it('lets an account hold 25 tokens, however many it asks for at once', async () => {
    const c = await signedIn();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => c.post('/api/tokens', { name: `token ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(25);
    for (const refused of answers.filter((a) => a.status !== 201)) await expectError(refused, 409, /may hold 25 tokens: revoke one/);
    expect(await (await c.get('/api/tokens')).json()).toHaveLength(25);
  });

  it('is stored as its SHA-256 only (read from the database)', async () => {
    await fixture.server.stop();
    const handle = await fixture.database.open();
    try {
      const rows = await handle.db.select().from(accessTokens);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const stored = JSON.stringify(rows);
      for (const token of issued) expect(stored).not.toContain(token.slice('ce_pat_'.length));
    } finally {
      await handle.close();
    }
  });
});
