/**
 * Two instances on one PostgreSQL database: a chart listed through one is on the other's trending
 * feed at once, though the other holds a shared order computed before (listings are counted in the
 * database), and leaves it at once when unlisted. PostgreSQL only; PGlite serves one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChart, insertSession, insertUser, seed } from '../support/seed';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

const onPostgres = testDatabaseKind() === 'postgres';
let database: TestDatabase;
const servers: TestServer[] = [];
let session = '';
let chartId = 0;
let otherId = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  servers.push(await startServer({ database }));
  await seed(database, async (db) => {
    const userId = await insertUser(db, 'two-feeds');
    session = await insertSession(db, userId);
    otherId = await insertChart(db, { slug: 'always-listed', userId, listed: true });
    chartId = await insertChart(db, { slug: 'listed-later', userId });
  });
  servers.push(await startServer({ database }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

const feed = async (server: TestServer, signedIn: boolean) =>
  (
    (await (await fetch(`${server.url}/api/trending-charts?limit=100`, { headers: signedIn ? { cookie: `session=${session}` } : {} })).json()) as Array<{
      id: number;
    }>
  ).map((chart) => chart.id);

const setListed = (server: TestServer, listed: boolean) =>
  fetch(`${server.url}/api/charts/${chartId}`, {
    method: 'PATCH',
    headers: { cookie: `session=${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ listed }),
  });

describe.skipIf(!onPostgres)('listing with two instances on one database', () => {
  it('shows a chart listed through one instance on the other at once, and takes it off at once', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    // The second instance ranks now and shares that order with the next readers.
    for (const signedIn of [false, true]) expect(await feed(second, signedIn)).toEqual([otherId]);

    expect((await setListed(first, true)).status).toBe(200);
    for (const signedIn of [false, true]) expect(await feed(second, signedIn), `signed in: ${signedIn}`).toEqual(expect.arrayContaining([otherId, chartId]));

    expect((await setListed(first, false)).status).toBe(200);
    for (const signedIn of [false, true]) expect(await feed(second, signedIn), `signed in: ${signedIn}`).toEqual([otherId]);
  });
});
