/**
 * Two instances on one PostgreSQL database writing one chart at once: the row lock is the
 * database's, so every acknowledged write is kept whichever instance took it. PostgreSQL only;
 * PGlite serves one process (its single-instance runs are in write-races.test.ts).
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

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  servers.push(await startServer({ database }));
  await seed(database, async (db) => {
    const userId = await insertUser(db, 'two-writers');
    session = await insertSession(db, userId);
    chartId = await insertChart(db, { slug: 'shared-feed', userId });
  });
  servers.push(await startServer({ database }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

const call = (server: TestServer, method: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method, headers: { cookie: `session=${session}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!onPostgres)('two instances writing one chart', () => {
  it('keeps all 40 rows appended at once through both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(servers[i % 2]!, 'POST', `/api/charts/${chartId}/rows`, { rows: [[`row ${i}`, i]] })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const mine = await (await fetch(`${servers[0]!.url}/api/user/charts`, { headers: { cookie: `session=${session}` } })).json();
    const chart = mine.find((c: { id: number }) => c.id === chartId);
    for (let i = 0; i < 40; i++) expect(chart.data.labels).toContain(`row ${i}`);
  });

  it('keeps both options set at once through different instances', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        call(servers[0]!, 'PATCH', `/api/charts/${chartId}`, { options: { description: `A${round}` } }),
        call(servers[1]!, 'PATCH', `/api/charts/${chartId}`, { options: { notes: `B${round}` } }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [one, two] = await Promise.all(answers.map((a) => a.json()));
      const last = Date.parse(one.updatedAt) > Date.parse(two.updatedAt) ? one : two;
      expect(last.options).toMatchObject({ description: `A${round}`, notes: `B${round}` });
    }
  });
});
