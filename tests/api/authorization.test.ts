/**
 * Every call that changes something (and the owner-only read), for a guest, another user and the
 * owner: the expected status, and nothing changed when the call is refused.
 */
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();
let n = 0;

async function signedIn(): Promise<HttpClient> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  await c.post('/api/auth/register', { username: `authz${n}`, email: `authz${n}@example.com`, password: 'correct horse battery' });
  return c;
}

interface Setup {
  chartId: number;
  commentId: number;
  tokenId: number;
}

interface Call {
  name: string;
  send(c: HttpClient, s: Setup): Promise<Response>;
  expected: { guest: number; other: number; owner: number };
}

const CALLS: Call[] = [
  {
    name: 'POST /api/chart',
    send: (c) => c.post('/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } }),
    expected: { guest: 401, other: 201, owner: 201 },
  },
  {
    name: 'PATCH /api/charts/{id}',
    send: (c, s) => c.patch(`/api/charts/${s.chartId}`, { theme: 'light-blue', listed: false }),
    expected: { guest: 401, other: 403, owner: 200 },
  },
  {
    name: 'PATCH /api/charts/{id}/rename',
    send: (c, s) => c.patch(`/api/charts/${s.chartId}/rename`, { name: 'Taken over' }),
    expected: { guest: 401, other: 403, owner: 200 },
  },
  { name: 'DELETE /api/charts/{id}', send: (c, s) => c.request('DELETE', `/api/charts/${s.chartId}`), expected: { guest: 401, other: 403, owner: 200 } },
  // The chart here is a CSV upload, which has no source to fetch again: its owner gets 409.
  { name: 'POST /api/charts/{id}/refresh', send: (c, s) => c.post(`/api/charts/${s.chartId}/refresh`), expected: { guest: 401, other: 403, owner: 409 } },
  {
    name: 'POST /api/charts/{id}/rows',
    send: (c, s) => c.post(`/api/charts/${s.chartId}/rows`, { rows: [['b', 2]] }),
    expected: { guest: 401, other: 403, owner: 200 },
  },
  { name: 'POST /api/tokens', send: (c) => c.post('/api/tokens', { name: 'script' }), expected: { guest: 401, other: 201, owner: 201 } },
  // Another user's token is not theirs to see: 404, as if it did not exist.
  { name: 'DELETE /api/tokens/{id}', send: (c, s) => c.request('DELETE', `/api/tokens/${s.tokenId}`), expected: { guest: 401, other: 404, owner: 200 } },
  { name: 'GET /api/charts/{id}/views', send: (c, s) => c.get(`/api/charts/${s.chartId}/views`), expected: { guest: 401, other: 403, owner: 200 } },
  { name: 'POST /api/charts/{id}/like', send: (c, s) => c.post(`/api/charts/${s.chartId}/like`), expected: { guest: 401, other: 200, owner: 200 } },
  {
    name: 'POST /api/charts/{id}/comments',
    send: (c, s) => c.post(`/api/charts/${s.chartId}/comments`, { content: 'Hello' }),
    expected: { guest: 401, other: 201, owner: 201 },
  },
  {
    name: 'POST /api/comments/{id}/reply',
    send: (c, s) => c.post(`/api/comments/${s.commentId}/reply`, { content: 'Hello' }),
    expected: { guest: 401, other: 201, owner: 201 },
  },
  { name: 'DELETE /api/comments/{id}', send: (c, s) => c.request('DELETE', `/api/comments/${s.commentId}`), expected: { guest: 401, other: 403, owner: 200 } },
  {
    name: 'PATCH /api/profile',
    send: (c) => c.patch('/api/profile', { username: `renamed${++n}`, email: `renamed${n}@example.com` }),
    expected: { guest: 401, other: 200, owner: 200 },
  },
];

/** What a refused call must leave as it was. */
async function snapshot(owner: HttpClient, s: Setup) {
  const chart = ((await (await owner.get('/api/user/charts')).json()) as Array<Record<string, unknown>>).find((c) => c.id === s.chartId);
  const comments = await (await owner.get(`/api/charts/${s.chartId}/comments`)).json();
  const tokens = await (await owner.get('/api/tokens')).json();
  return { chart, comments, tokens, charts: ((await (await owner.get('/api/user/charts')).json()) as unknown[]).length };
}

describe('the authorisation matrix', () => {
  for (const call of CALLS) {
    it(`${call.name}: guest ${call.expected.guest}, another user ${call.expected.other}, owner ${call.expected.owner}`, async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const guest = new HttpClient(fixture.server.url);
      const chart = await (
        await owner.post('/api/chart', {
          dataSource: 'csv',
          chartType: 'bar',
          name: 'Original',
          data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] },
          // Listed: anyone signed in may like and comment on a listed chart.
          listed: true,
        })
      ).json();
      const comment = await (await owner.post(`/api/charts/${chart.id}/comments`, { content: 'Owner comment' })).json();
      const token = await (await owner.post('/api/tokens', { name: 'owner script' })).json();
      const setup = { chartId: chart.id, commentId: comment.id, tokenId: token.id };
      const before = await snapshot(owner, setup);

      const asGuest = await call.send(guest, setup);
      expect(asGuest.status).toBe(call.expected.guest);
      expect(Object.keys(await asGuest.json())).toEqual(['message']);
      expect(await snapshot(owner, setup)).toEqual(before);

      const asOther = await call.send(other, setup);
      expect(asOther.status).toBe(call.expected.other);
      if (call.expected.other >= 400) expect(await snapshot(owner, setup)).toEqual(before);

      expect((await call.send(owner, setup)).status).toBe(call.expected.owner);
    });
  }
});
