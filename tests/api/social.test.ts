import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();
let n = 0;

async function signedIn(): Promise<{ c: HttpClient; username: string; id: number }> {
  n += 1;
  const c = new HttpClient(fixture.server.url);
  const user = await (
    await c.post('/api/auth/register', { username: `social${n}`, email: `social${n}@example.com`, password: 'correct horse battery' })
  ).json();
  return { c, username: user.username, id: user.id };
}

/** A listed chart: others reach only a listed chart's likes and comments, and the feed shows it. */
async function newChart(c: HttpClient, patch: Record<string, unknown> = {}) {
  const response = await c.post('/api/chart', {
    dataSource: 'csv',
    chartType: 'bar',
    listed: true,
    data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] },
    ...patch,
  });
  return response.json();
}

const chartOf = async (c: HttpClient, id: number) =>
  ((await (await c.get('/api/user/charts')).json()) as Array<{ id: number; likes: number; commentCount: number }>).find((x) => x.id === id)!;

describe('likes', () => {
  it('toggles the user’s like and answers { liked, likes }', async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const chart = await newChart(owner.c);
    expect(await (await fan.c.post(`/api/charts/${chart.id}/like`)).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await owner.c.post(`/api/charts/${chart.id}/like`)).json()).toEqual({ liked: true, likes: 2 });
    expect(await (await fan.c.post(`/api/charts/${chart.id}/like`)).json()).toEqual({ liked: false, likes: 1 });
    expect((await chartOf(owner.c, chart.id)).likes).toBe(1);
  });

  it('refuses guests with 401 and unknown charts with 404', async () => {
    const owner = await signedIn();
    const chart = await newChart(owner.c);
    expect((await new HttpClient(fixture.server.url).post(`/api/charts/${chart.id}/like`)).status).toBe(401);
    expect((await owner.c.post('/api/charts/999999/like')).status).toBe(404);
  });
});

describe('comments', () => {
  it('lists top-level comments oldest first with one level of replies', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const chart = await newChart(owner.c);
    const first = await (await owner.c.post(`/api/charts/${chart.id}/comments`, { content: '  First!  ' })).json();
    expect(first).toMatchObject({ content: 'First!', parentCommentId: null, user: { id: owner.id, username: owner.username } });
    const second = await (await other.c.post(`/api/charts/${chart.id}/comments`, { content: 'Second' })).json();
    const reply = await (await other.c.post(`/api/comments/${first.id}/reply`, { content: 'A reply' })).json();
    expect(reply.parentCommentId).toBe(first.id);
    const replyToReply = await (await owner.c.post(`/api/comments/${reply.id}/reply`, { content: 'A reply to the reply' })).json();
    expect(replyToReply.parentCommentId).toBe(first.id);

    const threads = await (await new HttpClient(fixture.server.url).get(`/api/charts/${chart.id}/comments`)).json();
    expect(threads.map((t: { id: number }) => t.id)).toEqual([first.id, second.id]);
    expect(threads[0].replies.map((r: { content: string }) => r.content)).toEqual(['A reply', 'A reply to the reply']);
    expect(threads[1].replies).toEqual([]);
    expect((await chartOf(owner.c, chart.id)).commentCount).toBe(4);
  });

  it('lets only the author delete a comment, and removes its replies with it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const chart = await newChart(owner.c);
    const comment = await (await other.c.post(`/api/charts/${chart.id}/comments`, { content: 'Mine' })).json();
    await owner.c.post(`/api/comments/${comment.id}/reply`, { content: 'Reply' });
    const refused = await owner.c.request('DELETE', `/api/comments/${comment.id}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Only its author may delete a comment' });
    expect((await chartOf(owner.c, chart.id)).commentCount).toBe(2);
    expect(await (await other.c.request('DELETE', `/api/comments/${comment.id}`)).json()).toEqual({ message: 'Comment deleted' });
    expect(await (await owner.c.get(`/api/charts/${chart.id}/comments`)).json()).toEqual([]);
    expect((await chartOf(owner.c, chart.id)).commentCount).toBe(0);
    expect((await other.c.request('DELETE', `/api/comments/${comment.id}`)).status).toBe(404);
  });

  it('takes content of 1 to 2,000 characters, trimmed', async () => {
    const { c } = await signedIn();
    const chart = await newChart(c);
    for (const content of ['   ', 'x'.repeat(2001)]) {
      const response = await c.post(`/api/charts/${chart.id}/comments`, { content });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'content must be 1 to 2,000 characters' });
    }
    expect((await c.post(`/api/charts/${chart.id}/comments`, { content: 'x'.repeat(2000) })).status).toBe(201);
  });

  it('refuses guests with 401 on comment, reply and delete', async () => {
    const { c } = await signedIn();
    const chart = await newChart(c);
    const comment = await (await c.post(`/api/charts/${chart.id}/comments`, { content: 'Hi' })).json();
    const guest = new HttpClient(fixture.server.url);
    expect((await guest.post(`/api/charts/${chart.id}/comments`, { content: 'Hi' })).status).toBe(401);
    expect((await guest.post(`/api/comments/${comment.id}/reply`, { content: 'Hi' })).status).toBe(401);
    expect((await guest.request('DELETE', `/api/comments/${comment.id}`)).status).toBe(401);
    expect((await guest.get(`/api/charts/${chart.id}/comments`)).status).toBe(200);
  });
});

describe('an unlisted chart', () => {
  it('keeps its likes and comments from everyone but its owner', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const chart = await newChart(owner.c);
    const comment = await (await owner.c.post(`/api/charts/${chart.id}/comments`, { content: 'private note' })).json();
    await owner.c.patch(`/api/charts/${chart.id}`, { listed: false });
    const guest = new HttpClient(fixture.server.url);
    for (const [who, client] of [
      ['guest', guest],
      ['stranger', stranger.c],
    ] as const) {
      expect((await client.get(`/api/charts/${chart.id}/comments`)).status, who).toBe(404);
    }
    expect((await stranger.c.post(`/api/charts/${chart.id}/comments`, { content: 'found it' })).status).toBe(404);
    expect((await stranger.c.post(`/api/comments/${comment.id}/reply`, { content: 'found it' })).status).toBe(404);
    expect((await stranger.c.post(`/api/charts/${chart.id}/like`)).status).toBe(404);
    const own = await (await owner.c.get(`/api/charts/${chart.id}/comments`)).json();
    expect(own.map((c: { content: string }) => c.content)).toEqual(['private note']);
  });
});

describe('GET /api/trending-charts', () => {
  it('ranks listed charts by engagement with decay, with their author, in pages', async () => {
    const owner = await signedIn();
    const fans = await Promise.all([1, 2, 3].map(() => signedIn()));
    const quiet = await newChart(owner.c, { name: 'Quiet' });
    const loved = await newChart(owner.c, { name: 'Loved' });
    const hidden = await newChart(owner.c, { name: 'Hidden' });
    await owner.c.patch(`/api/charts/${hidden.id}`, { listed: false });
    for (const fan of fans) await fan.c.post(`/api/charts/${loved.id}/like`);

    const all = await (await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)).json();
    const ids = all.map((x: { id: number }) => x.id);
    expect(ids.indexOf(loved.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(ids).not.toContain(hidden.id);
    expect(all[ids.indexOf(loved.id)]).toMatchObject({ name: 'Loved', likes: 3, user: { id: owner.id, username: owner.username } });

    const first = await fetch(`${fixture.server.url}/api/trending-charts?limit=1`);
    const cursor = first.headers.get('x-next-cursor')!;
    expect(cursor).toBeTruthy();
    const second = await (await fetch(`${fixture.server.url}/api/trending-charts?limit=1&cursor=${cursor}`)).json();
    expect(second[0].id).toBe(ids[1]);
    const bad = await fetch(`${fixture.server.url}/api/trending-charts?cursor=nonsense`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'cursor is not one this server gave out' });
    // Forged cursors with times no date can hold are refused too, not answered with a 500.
    for (const forged of [
      { at: 1e300, offset: 0 },
      { at: -1e17, offset: 0 },
      { at: 0, offset: 1e300 },
    ]) {
      const response = await fetch(`${fixture.server.url}/api/trending-charts?cursor=${Buffer.from(JSON.stringify(forged)).toString('base64url')}`);
      expect(response.status, JSON.stringify(forged)).toBe(400);
    }
  });
});
