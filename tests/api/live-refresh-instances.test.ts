/**
 * Two instances on one PostgreSQL database refresh each due chart exactly once: each takes due
 * charts under a row lock that the other skips. PostgreSQL only; PGlite serves one process.
 */
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts } from '../../api/db/schema';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import { startFakeCsvHost, type FakeCsvHost } from '../support/fake-csv-host';
import { insertUser, seed } from '../support/seed';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

const CHARTS = 40;
const onPostgres = testDatabaseKind() === 'postgres';

let csv: FakeCsvHost;
let database: TestDatabase;
const servers: TestServer[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  csv = await startFakeCsvHost();
  database = await createTestDatabase();
  // The schema comes from the first server's migrations; the charts go in once it is up.
  const env = { DATA_URL_ALLOW_HOSTS: csv.hostPort, REFRESH_CHECK_MS: '100' };
  servers.push(await startServer({ database, env }));
  const past = new Date(Date.now() - 86_400_000);
  await seed(database, async (db) => {
    const userId = await insertUser(db, 'fleet');
    await db.insert(charts).values(
      Array.from({ length: CHARTS }, (_, i) => {
        csv.files.set(`/chart-${i}.csv`, `day,value\n2024-01-01,${i}\n2024-01-02,${i + 1}\n`);
        return {
          userId,
          slug: `fleet${String(i).padStart(6, '0')}`,
          chartType: 'line' as const,
          theme: 'neon-midnight',
          dataSource: 'url' as const,
          sourceValue: csv.url(`/chart-${i}.csv`),
          data: { labels: ['2023-12-31'], datasets: [{ label: 'value', data: [0] }] },
          options: DEFAULT_CHART_OPTIONS,
          live: true,
          // Due in a moment, when both instances are up.
          nextRefreshAt: new Date(Date.now() + 1500),
          dataUpdatedAt: past,
        };
      }),
    );
  });
  servers.push(await startServer({ database, env }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
  await csv?.close();
});

describe.skipIf(!onPostgres)('refreshing with two instances on one database', () => {
  it('fetches every due chart exactly once', async () => {
    const fetched = () => Array.from({ length: CHARTS }, (_, i) => csv.hits(`/chart-${i}.csv`));
    for (let i = 0; i < 100 && fetched().some((hits) => hits === 0); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    // Nothing is due again for an hour. Each instance finishes the check under way and makes one
    // more: by then a chart that both instances took, or one due again, has been fetched twice.
    await Promise.all(servers.map((server) => server.settle()));
    expect(fetched()).toEqual(Array.from({ length: CHARTS }, () => 1));
    // And every one was read: a job refreshing many files of one host is not refused as busy.
    const failures = await seed(database, (db) =>
      db.select({ slug: charts.slug, error: charts.refreshError }).from(charts).where(isNotNull(charts.refreshError)),
    );
    expect(failures).toEqual([]);
  });
});
