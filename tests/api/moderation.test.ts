/**
 * Moderation: the admin deletes anyone's comment or chart and disables accounts, readers report
 * charts and comments, and comments and likes are rate-limited per user. This suite runs with the
 * real social limits (10 comments and replies, 60 likes a minute), not the suites' raised ones.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callWithToken } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';
import { testDatabaseKind } from '../support/test-database';
import { startServer } from '../support/test-server';

const CODE = 'a-long-admin-code-for-tests';
const REAL_LIMITS = { COMMENT_RATE_LIMIT: '', LIKE_RATE_LIMIT: '' };
const ENV = { ADMIN_ACCESS_CODE: CODE, ...REAL_LIMITS };
const fixture = serverFixture({ env: ENV });
let n = 0;

interface Member {
  c: HttpClient;
  id: number;
  username: string;
}

async function signedIn(url = fixture.server.url): Promise<Member> {
  n += 1;
  const c = new HttpClient(url);
  const response = await c.post('/api/auth/register', { username: `mod${n}`, email: `mod${n}@example.com`, password: 'correct horse battery' });
  expect(response.status).toBe(201);
  const user = await response.json();
  return { c, id: user.id, username: user.username };
}

async function admin(url = fixture.server.url): Promise<HttpClient> {
  const c = new HttpClient(url);
  expect((await c.post('/api/admin/login', { code: CODE })).status).toBe(200);
  return c;
}

/** A listed chart: others reach only a listed chart's comments and reports, and the feed shows it. */
async function newChart(c: HttpClient, name = 'Reported chart'): Promise<{ id: number; slug: string }> {
  const response = await c.post('/api/chart', {
    dataSource: 'csv',
    chartType: 'bar',
    name,
    listed: true,
    data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] },
  });
  expect(response.status).toBe(201);
  return response.json();
}

async function comment(c: HttpClient, chartId: number, content = 'A comment'): Promise<{ id: number }> {
  const response = await c.post(`/api/charts/${chartId}/comments`, { content });
  expect(response.status).toBe(201);
  return response.json();
}

const del = (c: HttpClient, path: string) => c.request('DELETE', path);
const commentCount = async (owner: HttpClient, id: number) =>
  ((await (await owner.get('/api/user/charts')).json()) as Array<{ id: number; commentCount: number }>).find((x) => x.id === id)!.commentCount;
const commentRows = async (id: number) =>
  ((await (await fetch(`${fixture.server.url}/api/charts/${id}/comments`)).json()) as Array<{ replies: unknown[] }>).reduce(
    (sum, t) => sum + 1 + t.replies.length,
    0,
  );
const trendingIds = async (c: HttpClient) => ((await (await c.get('/api/trending-charts?limit=100')).json()) as Array<{ id: number }>).map((x) => x.id);

describe('the admin’s moderation calls', () => {
  it('are refused to guests and signed-in users (401) and to tokens (403), and change nothing', async () => {
    const user = await signedIn();
    const chart = await newChart(user.c);
    const { id: commentId } = await comment(user.c, chart.id);
    const { token } = await (await user.c.post('/api/tokens', { name: 'script' })).json();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/reports'],
      ['DELETE', '/api/admin/reports/1'],
      ['DELETE', `/api/admin/comments/${commentId}`],
      ['DELETE', `/api/admin/charts/${chart.id}`],
      ['PATCH', `/api/admin/users/${user.id}`, { disabled: true }],
    ];
    const guest = new HttpClient(fixture.server.url);
    for (const [method, path, json] of calls) {
      await expectError(await guest.request(method, path, { json }), 401, 'Admin access required');
      await expectError(await user.c.request(method, path, { json }), 401, 'Admin access required');
      await expectError(await callWithToken(fixture.server.url, token, method, path, json), 403);
    }
    expect(await commentRows(chart.id)).toBe(1);
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).status).toBe(200);
    expect((await user.c.get('/api/auth/user')).status).toBe(200);
  });

  it('deletes anyone’s comment with its replies, and the chart’s count stays equal to its rows', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const chart = await newChart(owner.c);
    const target = await comment(other.c, chart.id, 'Spam, spam, spam');
    await owner.c.post(`/api/comments/${target.id}/reply`, { content: 'Please stop' });
    const kept = await comment(owner.c, chart.id, 'On topic');
    const reply = await (await other.c.post(`/api/comments/${kept.id}/reply`, { content: 'Agreed' })).json();
    expect(await commentCount(owner.c, chart.id)).toBe(4);

    const moderator = await admin();
    expect(await (await del(moderator, `/api/admin/comments/${target.id}`)).json()).toEqual({ message: 'Comment deleted' });
    expect(await commentRows(chart.id)).toBe(2);
    expect(await commentCount(owner.c, chart.id)).toBe(2);
    expect((await del(moderator, `/api/admin/comments/${reply.id}`)).status).toBe(200);
    expect(await commentRows(chart.id)).toBe(1);
    expect(await commentCount(owner.c, chart.id)).toBe(1);
    await expectError(await del(moderator, `/api/admin/comments/${target.id}`), 404, 'Comment not found');
  });

  it('deletes anyone’s chart, and its embeds answer 404 at once although they were just served', async () => {
    const owner = await signedIn();
    const chart = await newChart(owner.c);
    for (const path of [`/e/${chart.slug}.js`, `/e/${chart.slug}.json`, `/e/${chart.slug}.js`, `/e/${chart.slug}.json`]) {
      expect((await fetch(`${fixture.server.url}${path}`)).status, path).toBe(200);
    }
    const moderator = await admin();
    expect(await (await del(moderator, `/api/admin/charts/${chart.id}`)).json()).toEqual({ message: 'Chart deleted' });
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.js`)).status).toBe(404);
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).status).toBe(404);
    expect(await (await owner.c.get('/api/user/charts')).json()).toEqual([]);
    await expectError(await del(moderator, `/api/admin/charts/${chart.id}`), 404, 'Chart not found');
  });
});

describe('disabling an account', () => {
  it('stops its session and token on the next call, refuses its login, and takes its charts off trending at once', async () => {
    const victim = await signedIn();
    const { token } = await (await victim.c.post('/api/tokens', { name: 'cron' })).json();
    const chart = await newChart(victim.c, 'Soon hidden');
    const reader = new HttpClient(fixture.server.url);
    expect(await trendingIds(reader)).toContain(chart.id);
    expect(await trendingIds(reader)).toContain(chart.id);
    expect((await callWithToken(fixture.server.url, token, 'GET', '/api/user/charts')).status).toBe(200);

    const moderator = await admin();
    const disabled = await moderator.patch(`/api/admin/users/${victim.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    const row = await disabled.json();
    expect(row).toMatchObject({ id: victim.id, username: victim.username });
    expect(Date.parse(row.disabledAt)).toBeGreaterThan(Date.now() - 60_000);

    await expectError(await victim.c.get('/api/auth/user'), 401);
    await expectError(
      await victim.c.post('/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } }),
      401,
    );
    await expectError(await callWithToken(fixture.server.url, token, 'GET', '/api/user/charts'), 401, 'This account has been disabled');
    const login = { usernameOrEmail: victim.username, password: 'correct horse battery' };
    await expectError(await new HttpClient(fixture.server.url).post('/api/auth/login', login), 403, 'This account has been disabled');
    await expectError(await new HttpClient(fixture.server.url).post('/api/auth/login', { ...login, password: 'wrong password' }), 401, 'Invalid credentials');
    expect(await trendingIds(reader)).not.toContain(chart.id);
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.js`)).status).toBe(200);
    const listed = ((await (await moderator.get('/api/admin/users')).json()) as Array<{ id: number; disabledAt: string | null }>).find(
      (u) => u.id === victim.id,
    )!;
    expect(listed.disabledAt).toBe(row.disabledAt);

    // Disabling again keeps the first date.
    expect((await (await moderator.patch(`/api/admin/users/${victim.id}`, { disabled: true })).json()).disabledAt).toBe(row.disabledAt);

    const enabled = await (await moderator.patch(`/api/admin/users/${victim.id}`, { disabled: false })).json();
    expect(enabled.disabledAt).toBeNull();
    expect((await victim.c.get('/api/auth/user')).status).toBe(401);
    expect((await victim.c.post('/api/auth/login', login)).status).toBe(200);
    expect((await victim.c.get('/api/auth/user')).status).toBe(200);
    expect((await callWithToken(fixture.server.url, token, 'GET', '/api/user/charts')).status).toBe(200);
    expect(await trendingIds(reader)).toContain(chart.id);
  });

  it('answers 404 for a user that does not exist and 400 for a body without `disabled`', async () => {
    const moderator = await admin();
    await expectError(await moderator.patch('/api/admin/users/999999', { disabled: true }), 404, 'User not found');
    await expectError(await moderator.patch('/api/admin/users/1', { disabled: 'yes' }), 400, 'disabled must be true or false');
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('holds on another instance at once, even with its trending order cached', async () => {
    const other = await startServer({ database: fixture.database, env: ENV });
    try {
      const victim = await signedIn(other.url);
      const { token } = await (await victim.c.post('/api/tokens', { name: 'cron' })).json();
      const chart = await newChart(victim.c, 'Hidden everywhere');
      const reader = new HttpClient(other.url);
      expect(await trendingIds(reader)).toContain(chart.id);
      expect((await (await admin()).patch(`/api/admin/users/${victim.id}`, { disabled: true })).status).toBe(200);
      expect(await trendingIds(reader)).not.toContain(chart.id);
      expect((await victim.c.get('/api/auth/user')).status).toBe(401);
      expect((await callWithToken(other.url, token, 'GET', '/api/user/charts')).status).toBe(401);
      // Enabled again: back on the other instance's feed at once, though its order was ranked without
      // it (a chart made there drops its order, and the next read ranks again).
      await newChart((await signedIn(other.url)).c, 'Ranked again');
      expect(await trendingIds(reader)).not.toContain(chart.id);
      expect((await (await admin()).patch(`/api/admin/users/${victim.id}`, { disabled: false })).status).toBe(200);
      expect(await trendingIds(reader)).toContain(chart.id);
    } finally {
      await other.stop();
    }
  });
});

describe('reports', () => {
  it('are filed once per reporter and target, trimmed, and listed for the admin newest first with their target', async () => {
    const owner = await signedIn();
    const commenter = await signedIn();
    const reporter = await signedIn();
    const chart = await newChart(owner.c, 'Dubious numbers');
    const target = await comment(commenter.c, chart.id, 'Buy cheap watches');

    const first = await reporter.c.post(`/api/comments/${target.id}/report`, { reason: '  Spam  ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: 'Thank you. The report was sent to the moderators.' });
    const again = await reporter.c.post(`/api/comments/${target.id}/report`, { reason: 'Still spam' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Thank you. The report was sent to the moderators.' });
    expect((await reporter.c.post(`/api/charts/${chart.id}/report`, { reason: 'Made-up data' })).status).toBe(201);

    const { reports, nextBefore } = await (await (await admin()).get('/api/admin/reports')).json();
    expect(nextBefore).toBeNull();
    const mine = reports.filter((r: { reporter: { id: number } }) => r.reporter.id === reporter.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      kind: 'chart',
      reason: 'Made-up data',
      reporter: { id: reporter.id, username: reporter.username },
      chart: { id: chart.id, slug: chart.slug, title: 'Dubious numbers', owner: { id: owner.id, username: owner.username } },
      comment: null,
    });
    expect(mine[1]).toMatchObject({
      kind: 'comment',
      reason: 'Spam',
      chart: { id: chart.id, title: 'Dubious numbers' },
      comment: { id: target.id, content: 'Buy cheap watches', author: { id: commenter.id, username: commenter.username } },
    });
    expect(Date.parse(mine[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('need a session and a reason of 1 to 500 characters, and a target the reporter can see', async () => {
    const owner = await signedIn();
    const reporter = await signedIn();
    const chart = await newChart(owner.c);
    const hidden = await newChart(owner.c, 'Unlisted');
    await owner.c.patch(`/api/charts/${hidden.id}`, { listed: false });
    await expectError(await new HttpClient(fixture.server.url).post(`/api/charts/${chart.id}/report`, { reason: 'Spam' }), 401, 'Not signed in');
    for (const reason of ['   ', 'x'.repeat(501)]) {
      await expectError(await reporter.c.post(`/api/charts/${chart.id}/report`, { reason }), 400, 'reason must be 1 to 500 characters');
    }
    await expectError(await reporter.c.post(`/api/charts/${chart.id}/report`, {}), 400);
    await expectError(await reporter.c.post('/api/charts/999999/report', { reason: 'Spam' }), 404, 'Chart not found');
    await expectError(await reporter.c.post('/api/comments/999999/report', { reason: 'Spam' }), 404, 'Comment not found');
    await expectError(await reporter.c.post(`/api/charts/${hidden.id}/report`, { reason: 'Spam' }), 404, 'Chart not found');
    expect((await reporter.c.post(`/api/charts/${chart.id}/report`, { reason: 'x'.repeat(500) })).status).toBe(201);
  });

  it('go with their target, and the admin can dismiss one', async () => {
    const owner = await signedIn();
    const reporter = await signedIn();
    const chart = await newChart(owner.c);
    const doomed = await newChart(owner.c, 'Doomed');
    const target = await comment(owner.c, chart.id, 'Rude words');
    await reporter.c.post(`/api/comments/${target.id}/report`, { reason: 'Rude' });
    await reporter.c.post(`/api/charts/${doomed.id}/report`, { reason: 'Stolen' });
    await reporter.c.post(`/api/charts/${chart.id}/report`, { reason: 'Not sure' });
    const moderator = await admin();
    const open = async () =>
      ((await (await moderator.get('/api/admin/reports')).json()).reports as Array<{ id: number; reason: string; reporter: { id: number } }>)
        .filter((r) => r.reporter.id === reporter.id)
        .map((r) => r.reason);
    expect(await open()).toEqual(['Not sure', 'Stolen', 'Rude']);

    await del(moderator, `/api/admin/comments/${target.id}`);
    await del(moderator, `/api/admin/charts/${doomed.id}`);
    expect(await open()).toEqual(['Not sure']);

    const { reports } = await (await moderator.get('/api/admin/reports')).json();
    const last = reports.find((r: { reason: string }) => r.reason === 'Not sure');
    expect(await (await del(moderator, `/api/admin/reports/${last.id}`)).json()).toEqual({ message: 'Report dismissed' });
    expect(await open()).toEqual([]);
    await expectError(await del(moderator, `/api/admin/reports/${last.id}`), 404, 'Report not found');
    expect(await commentCount(owner.c, chart.id)).toBe(0);
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).status).toBe(200);
  });

  it('come a page at a time, newest first', async () => {
    const owner = await signedIn();
    const chart = await newChart(owner.c);
    const reporters = await Promise.all([1, 2, 3].map(() => signedIn()));
    for (const [i, r] of reporters.entries()) await r.c.post(`/api/charts/${chart.id}/report`, { reason: `Report ${i}` });
    const moderator = await admin();
    const first = await (await moderator.get('/api/admin/reports?limit=2')).json();
    expect(first.reports.map((r: { reason: string }) => r.reason)).toEqual(['Report 2', 'Report 1']);
    expect(first.nextBefore).toBe(first.reports[1].id);
    const second = await (await moderator.get(`/api/admin/reports?limit=2&before=${first.nextBefore}`)).json();
    expect(second.reports[0].reason).toBe('Report 0');
    await expectError(await moderator.get('/api/admin/reports?limit=101'), 400, 'limit must be from 1 to 100');
  });
});

describe('social rate limits', () => {
  // The limits count in fixed one-minute windows: a test that crossed into the next minute would
  // start counting again. So these run on a server restarted with its clock at the start of a
  // minute, which leaves them the whole minute.
  beforeAll(async () => {
    await fixture.server.stop();
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    fixture.server = await startServer({ database: fixture.database, env: { ...ENV, TEST_CLOCK_OFFSET_MS: String(toNextMinute) } });
  });

  it('refuse the 11th comment or reply of a minute with 429, and store nothing beyond the limit', async () => {
    const owner = await signedIn();
    const chatty = await signedIn();
    const chart = await newChart(owner.c);
    const first = await comment(chatty.c, chart.id, 'Comment 1');
    for (let i = 2; i <= 9; i++) await comment(chatty.c, chart.id, `Comment ${i}`);
    expect((await chatty.c.post(`/api/comments/${first.id}/reply`, { content: 'Reply 10' })).status).toBe(201);
    const refused = [
      await chatty.c.post(`/api/charts/${chart.id}/comments`, { content: 'Comment 11' }),
      await chatty.c.post(`/api/comments/${first.id}/reply`, { content: 'Reply 12' }),
    ];
    for (const response of refused) {
      await expectError(response, 429, /^You are commenting too fast: at most 10 comments and replies a minute\. Please try again in \d+ seconds?\.$/);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    expect(await commentRows(chart.id)).toBe(10);
    expect(await commentCount(owner.c, chart.id)).toBe(10);
    // Per user: someone else may still comment.
    expect((await owner.c.post(`/api/charts/${chart.id}/comments`, { content: 'Owner here' })).status).toBe(201);
  });

  it('refuse the 61st like or unlike of a minute with 429, and leave the like as it was', async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const chart = await newChart(owner.c);
    const answers: boolean[] = [];
    for (let i = 0; i < 60; i++) answers.push((await (await fan.c.post(`/api/charts/${chart.id}/like`)).json()).liked);
    expect(answers.filter(Boolean)).toHaveLength(30);
    await expectError(
      await fan.c.post(`/api/charts/${chart.id}/like`),
      429,
      /^You are liking too fast: at most 60 likes a minute\. Please try again in \d+ seconds?\.$/,
    );
    const likes = ((await (await owner.c.get('/api/user/charts')).json()) as Array<{ likes: number }>)[0]!.likes;
    expect(likes).toBe(0);
    expect(await (await owner.c.post(`/api/charts/${chart.id}/like`)).json()).toEqual({ liked: true, likes: 1 });
  });
});
