/**
 * A person's own account: everything in it as a download, and deleted with everything in it,
 * leaving other people's charts with counters that still equal their rows and the deleted
 * charts' embeds answering 404.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callWithToken } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { HttpClient, setCookieOf } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();
const PASSWORD = 'correct horse battery';
const DATA = { labels: ['Mon', 'Tue', 'Wed'], datasets: [{ label: 'Orders', data: [12, 15, 9] }] };
const TOKENS_REFUSED = 'Personal access tokens work for the chart calls only: this call takes a signed-in session or no credentials';

interface Person {
  c: HttpClient;
  id: number;
  username: string;
}

let n = 0;
async function signUp(prefix: string, url = fixture.server.url): Promise<Person> {
  n += 1;
  const username = `${prefix}${n}`;
  const c = new HttpClient(url);
  const response = await c.post('/api/auth/register', { username, email: `${username}@example.com`, password: PASSWORD });
  expect(response.status).toBe(201);
  return { c, id: (await response.json()).id, username };
}

async function chartOf(person: Person, name: string): Promise<{ id: number; slug: string }> {
  const response = await person.c.post('/api/chart', {
    dataSource: 'csv',
    sourceValue: `${name}.csv`,
    name,
    chartType: 'bar',
    data: DATA,
    options: { title: name },
    // On the trending feed, whose counters the checks read.
    listed: true,
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function comment(person: Person, chartId: number, content: string): Promise<number> {
  const response = await person.c.post(`/api/charts/${chartId}/comments`, { content });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function reply(person: Person, commentId: number, content: string): Promise<number> {
  const response = await person.c.post(`/api/comments/${commentId}/reply`, { content });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function like(person: Person, chartId: number): Promise<void> {
  expect((await person.c.post(`/api/charts/${chartId}/like`)).status).toBe(200);
}

const deleteAccount = (c: HttpClient, password: string, headers?: Record<string, string>) =>
  c.request('DELETE', '/api/profile', { json: { password }, headers });

/** A chart's counters as the trending feed shows them, and the comments behind them. */
async function countersOf(chartId: number): Promise<{ likes: number; commentCount: number; comments: number }> {
  const feed = (await (await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)).json()) as Array<{
    id: number;
    likes: number;
    commentCount: number;
  }>;
  const chart = feed.find((c) => c.id === chartId)!;
  const threads = (await (await fetch(`${fixture.server.url}/api/charts/${chartId}/comments`)).json()) as Array<{ replies: unknown[] }>;
  return { likes: chart.likes, commentCount: chart.commentCount, comments: threads.reduce((sum, t) => sum + 1 + t.replies.length, 0) };
}

const embed = (slug: string, kind: 'js' | 'json') => fetch(`${fixture.server.url}/e/${slug}.${kind}`);

describe('the person’s data as a download', () => {
  it('holds their profile, charts whole, comments, likes, tokens and sessions, and never a secret', async () => {
    const ada = await signUp('exporter');
    const other = await signUp('neighbour');
    const own = await chartOf(ada, 'My export chart');
    const theirs = await chartOf(other, 'Their chart');
    const commentId = await comment(ada, theirs.id, 'A comment of mine');
    await like(ada, theirs.id);
    const { token } = await (await ada.c.post('/api/tokens', { name: 'Exporter script' })).json();
    const secondBrowser = new HttpClient(fixture.server.url);
    await secondBrowser.post('/api/auth/login', { usernameOrEmail: ada.username, password: PASSWORD });

    const response = await ada.c.get('/api/profile/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="chart-embed-${ada.username}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.clone().text();
    const file = await response.json();
    expect(Object.keys(file).sort()).toEqual(['accessTokens', 'charts', 'comments', 'exportedAt', 'likes', 'profile', 'sessions']);
    expect(file.profile).toMatchObject({ id: ada.id, username: ada.username, email: `${ada.username}@example.com` });
    expect(file.charts).toHaveLength(1);
    expect(file.charts[0]).toMatchObject({ id: own.id, slug: own.slug, name: 'My export chart', data: DATA, options: { title: 'My export chart' } });
    expect(file.comments).toEqual([
      { id: commentId, chartId: theirs.id, chartSlug: theirs.slug, parentCommentId: null, content: 'A comment of mine', createdAt: expect.any(String) },
    ]);
    expect(file.likes).toEqual([{ chartId: theirs.id, chartSlug: theirs.slug, createdAt: expect.any(String) }]);
    expect(file.accessTokens).toEqual([{ name: 'Exporter script', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(file.sessions).toHaveLength(2);
    for (const session of file.sessions) expect(Object.keys(session).sort()).toEqual(['createdAt', 'expiresAt']);

    for (const secret of [token, token.slice('ce_pat_'.length), ada.c.cookies.get('session')!, secondBrowser.cookies.get('session')!])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|"hash"/i);
  });

  it('is for the signed-in person only, never for a token', async () => {
    const ada = await signUp('exporter');
    const { token } = await (await ada.c.post('/api/tokens', { name: 'Script' })).json();
    await expectError(await callWithToken(fixture.server.url, token, 'GET', '/api/profile/export'), 403, TOKENS_REFUSED);
    await expectError(await fetch(`${fixture.server.url}/api/profile/export`), 401, 'Not signed in');
  });
});

describe('deleting an account', () => {
  it('refuses a wrong password, a token and a guest, and deletes nothing', async () => {
    const ada = await signUp('keeper');
    const chart = await chartOf(ada, 'Still here');
    const { token } = await (await ada.c.post('/api/tokens', { name: 'Script' })).json();
    await expectError(await deleteAccount(ada.c, 'not my password'), 403, 'That password is not correct: your account was not deleted');
    await expectError(await callWithToken(fixture.server.url, token, 'DELETE', '/api/profile', { password: PASSWORD }), 403, TOKENS_REFUSED);
    await expectError(await deleteAccount(new HttpClient(fixture.server.url), PASSWORD), 401, 'Not signed in');
    await expectError(await deleteAccount(ada.c, ''), 400, 'password is required');
    expect((await ada.c.get('/api/auth/user')).status).toBe(200);
    expect((await embed(chart.slug, 'json')).status).toBe(200);
  });

  it('removes the person with everything theirs, keeps other charts’ counters equal to their rows, and stops their embeds', async () => {
    const doomed = await signUp('doomed');
    const other = await signUp('other');
    const third = await signUp('third');
    const doomedChart = await chartOf(doomed, 'Doomed chart');
    const otherChart = await chartOf(other, 'Other chart');
    const thirdChart = await chartOf(third, 'Third chart');

    // On the doomed chart: the others' likes and comments go with it.
    await like(other, doomedChart.id);
    await reply(other, await comment(other, doomedChart.id, 'Nice one'), 'Agreed');
    // On the others' charts: the doomed person's likes, comments and replies, and the replies to
    // their comments, go; everything else stays.
    await like(doomed, otherChart.id);
    await like(third, otherChart.id);
    await like(doomed, thirdChart.id);
    const doomedComment = await comment(doomed, otherChart.id, 'I will be gone');
    await reply(other, doomedComment, 'A reply that goes with it');
    await reply(third, doomedComment, 'So does this one');
    const otherComment = await comment(other, otherChart.id, 'I stay');
    await reply(doomed, otherComment, 'My reply goes');
    await reply(third, otherComment, 'This reply stays');
    await comment(third, otherChart.id, 'So do I');
    await comment(doomed, thirdChart.id, 'Gone too');

    expect(await countersOf(otherChart.id)).toEqual({ likes: 2, commentCount: 7, comments: 7 });
    expect(await countersOf(thirdChart.id)).toEqual({ likes: 1, commentCount: 1, comments: 1 });

    const { token } = await (await doomed.c.post('/api/tokens', { name: 'Script' })).json();
    // A pending reset link, which must go too.
    expect((await new HttpClient(fixture.server.url).post('/api/auth/password-reset', { email: `${doomed.username}@example.com` })).status).toBe(202);
    // Answered twice, so the embeds are served from memory when the account goes.
    for (const kind of ['js', 'json'] as const) for (let i = 0; i < 2; i++) expect((await embed(doomedChart.slug, kind)).status).toBe(200);
    const sessionBefore = doomed.c.cookies.get('session')!;

    const response = await deleteAccount(doomed.c, PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your account and everything in it have been deleted' });
    expect(setCookieOf(response, 'session')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);

    const stale = new HttpClient(fixture.server.url);
    stale.cookies.set('session', sessionBefore);
    await expectError(await stale.get('/api/auth/user'), 401, 'Not signed in');
    await expectError(await callWithToken(fixture.server.url, token, 'GET', '/api/user/charts'), 401);
    await expectError(
      await new HttpClient(fixture.server.url).post('/api/auth/login', { usernameOrEmail: doomed.username, password: PASSWORD }),
      401,
      'Invalid credentials',
    );
    for (const kind of ['js', 'json'] as const) expect((await embed(doomedChart.slug, kind)).status, kind).toBe(404);

    expect(await countersOf(otherChart.id)).toEqual({ likes: 1, commentCount: 3, comments: 3 });
    expect(await countersOf(thirdChart.id)).toEqual({ likes: 0, commentCount: 0, comments: 0 });
    const threads = (await (await fetch(`${fixture.server.url}/api/charts/${otherChart.id}/comments`)).json()) as Array<{
      content: string;
      replies: Array<{ content: string }>;
    }>;
    expect(threads.map((t) => [t.content, t.replies.map((r) => r.content)])).toEqual([
      ['I stay', ['This reply stays']],
      ['So do I', []],
    ]);
    // The name and address are free again.
    expect(
      (
        await new HttpClient(fixture.server.url).post('/api/auth/register', {
          username: doomed.username,
          email: `${doomed.username}@example.com`,
          password: PASSWORD,
        })
      ).status,
    ).toBe(201);
  });

  it('leaves no row of the deleted people behind, and every counter equal to its rows (read from the database)', async () => {
    await fixture.server.stop();
    const handle = await fixture.database.open();
    try {
      const count = async (query: SQL): Promise<number> => {
        const result = await handle.db.execute(query);
        return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>)[0]!.n;
      };
      expect(await count(sql`select count(*)::int as n from users where username like 'doomed%'`)).toBe(1);
      for (const table of ['sessions', 'access_tokens', 'charts', 'chart_likes', 'comments', 'email_verification_tokens', 'password_reset_tokens']) {
        expect(await count(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id not in (select id from users)`), table).toBe(0);
      }
      expect(await count(sql`select count(*)::int as n from password_reset_tokens`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from charts c where c.likes <> (select count(*) from chart_likes l where l.chart_id = c.id)`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from charts c where c.comment_count <> (select count(*) from comments m where m.chart_id = c.id)`)).toBe(
        0,
      );
    } finally {
      await handle.close();
    }
  });
});

describe('deleting an account, rate limited', () => {
  const limited = serverFixture({ env: { AUTH_RATE_LIMIT: '3' } });

  it('holds password guesses, even before the right one', async () => {
    const ada = await signUp('guessed', limited.server.url);
    for (let i = 0; i < 3; i++) await expectError(await deleteAccount(ada.c, `guess ${i}`), 403);
    await expectError(await deleteAccount(ada.c, PASSWORD), 429, /^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await ada.c.get('/api/auth/user')).status).toBe(200);
  });
});
