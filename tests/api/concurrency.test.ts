/** Counters under load: they must equal the rows behind them, however many people click at once. */
import { describe, expect, it } from 'vitest';
import { loopback, requestFrom } from '../support/from-address';
import { countersMismatches } from '../support/load-scenario';
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
    for (const slug of ['liked-by-all', 'toggled', 'commented', 'viewed']) chartIds.push(await insertChart(db, { slug, userId: owner, listed: true }));
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

  it('counts N simultaneous views by N readers as N views, and loses none over a clean restart', async () => {
    // Each reader from an address of its own, each loading the chart and reporting it shown (the
    // beacon): a reader reporting again counts once (see embed.test.ts).
    let round = 0;
    const load = () => {
      round += 1;
      return Promise.all(
        Array.from({ length: 150 }, async (_, i) => {
          await requestFrom(loopback(round, i), `${fixture.server.url}/e/viewed.js`);
          await requestFrom(loopback(round, i), `${fixture.server.url}/e/viewed/view`, { method: 'POST' });
        }),
      );
    };
    await load();
    // Written now rather than at the counter's next flush, 2 s on.
    await fixture.server.settle();
    const trending = async () =>
      ((await (await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)).json()) as Array<{ id: number; views: number }>).find(
        (c) => c.id === chartIds[3],
      )!;
    expect((await trending()).views).toBe(150);
    await load();
    // Stopped at once: the views still in memory must be written on the way out.
    await fixture.server.stop();
    fixture.server = await startServer({ database: fixture.database });
    expect((await trending()).views).toBe(300);
  });

  it('leaves every counter equal to the rows behind it', async () => {
    await fixture.server.stop();
    expect(await countersMismatches(fixture.database)).toEqual([]);
  });
});
