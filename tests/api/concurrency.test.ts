/** Counters under load: they must equal the rows behind them, however many people click at once. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertChart, insertSession, insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';
import { startServer } from '../support/test-server';

const USERS = 100;
const tokens: string[] = [];
const chartIds: number[] = [];

const fixture = serverFixture({
  seed: async (db) => {
    for (let i = 0; i < USERS; i++) tokens.push(await insertSession(db, await insertUser(db, `crowd${i}`)));
    const owner = await insertUser(db, 'crowd-owner');
    for (const slug of ['liked-by-all', 'toggled', 'commented', 'viewed']) chartIds.push(await insertChart(db, { slug, userId: owner }));
  },
});

const as = (i: number, path: string, init: RequestInit = {}) =>
  fetch(`${fixture.server.url}${path}`, { ...init, headers: { ...init.headers, cookie: `session=${tokens[i]}` } });
const postJson = (i: number, path: string, body?: unknown) =>
  as(i, path, { method: 'POST', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });

describe('concurrency', () => {
  it('counts 100 simultaneous likes from 100 users as 100', async () => {
    const answers = await Promise.all(tokens.map((_, i) => postJson(i, `/api/charts/${chartIds[0]}/like`).then((r) => r.json())));
    expect(answers.every((a) => a.liked === true)).toBe(true);
    expect(Math.max(...answers.map((a) => a.likes))).toBe(USERS);
  });

  it('leaves at most one like after 20 simultaneous toggles by one user', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(0, `/api/charts/${chartIds[1]}/like`).then((r) => r.json())));
    const final = await (await postJson(0, `/api/charts/${chartIds[1]}/like`)).json();
    expect(answers.every((a) => a.likes === 0 || a.likes === 1)).toBe(true);
    expect([0, 1]).toContain(final.likes);
  });

  it('keeps commentCount exact under simultaneous comments', async () => {
    await Promise.all(tokens.slice(0, 50).map((_, i) => postJson(i, `/api/charts/${chartIds[2]}/comments`, { content: `Comment ${i}` })));
    const threads = await (await fetch(`${fixture.server.url}/api/charts/${chartIds[2]}/comments`)).json();
    expect(threads).toHaveLength(50);
  });

  it('counts N simultaneous embed loads as N views, and loses none over a clean restart', async () => {
    const load = () => Promise.all(Array.from({ length: 150 }, () => fetch(`${fixture.server.url}/e/viewed.js`).then((r) => r.arrayBuffer())));
    await load();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const trending = async () => ((await (await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)).json()) as Array<{ id: number; views: number }>).find((c) => c.id === chartIds[3])!;
    expect((await trending()).views).toBe(150);
    await load();
    // Stopped at once: the views still in memory must be written on the way out.
    await fixture.server.stop();
    fixture.server = await startServer({ database: fixture.database });
    expect((await trending()).views).toBe(300);
  });

  it('leaves every counter equal to the rows behind it', async () => {
    await fixture.server.stop();
    const handle = await fixture.database.open();
    try {
      const rows = await handle.db.execute(sql`
        select c.id, c.likes, c.comment_count, c.views,
          (select count(*)::int from chart_likes l where l.chart_id = c.id) as like_rows,
          (select count(*)::int from comments m where m.chart_id = c.id) as comment_rows,
          (select coalesce(sum(v.count), 0)::int from chart_views_daily v where v.chart_id = c.id) as view_rows
        from charts c order by c.id`);
      const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<Record<string, number>>;
      expect(list).toHaveLength(4);
      for (const row of list) {
        expect(row.likes).toBe(row.like_rows);
        expect(row.comment_count).toBe(row.comment_rows);
        expect(row.views).toBe(row.view_rows);
      }
      expect(list.map((r) => [r.likes, r.comment_count, r.views])).toEqual([
        [USERS, 0, 0],
        [list[1]!.like_rows, 0, 0],
        [0, 50, 0],
        [0, 0, 300],
      ]);
    } finally {
      await handle.close();
    }
  });
});
