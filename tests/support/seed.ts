/**
 * Writes rows straight into a test database before the server starts (PGlite's files belong to one
 * process at a time), for suites whose API to create them does not exist or is not under test.
 */
import type { ChartData, ChartOptions, ChartType } from '@shared/spec/chart-spec';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import type { Db } from '../../api/db/client';
import { charts, sessions, users } from '../../api/db/schema';
import { hashToken, newToken } from '../../api/lib/tokens';
import type { TestDatabase } from './test-database';

export async function seed<T>(database: TestDatabase, write: (db: Db) => Promise<T>): Promise<T> {
  const handle = await database.open();
  try {
    await handle.migrate();
    return await write(handle.db);
  } finally {
    await handle.close();
  }
}

export async function insertUser(db: Db, username = 'alice'): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  return row!.id;
}

export interface ChartSeed {
  slug: string;
  userId: number;
  name?: string | null;
  chartType?: ChartType;
  theme?: string;
  data?: ChartData;
  options?: Partial<ChartOptions>;
  sourceValue?: string | null;
  /** On the trending feed; unlisted unless a suite about the feed says so, as new charts are. */
  listed?: boolean;
}

export async function insertChart(db: Db, chart: ChartSeed): Promise<number> {
  const [row] = await db
    .insert(charts)
    .values({
      slug: chart.slug,
      userId: chart.userId,
      name: chart.name ?? null,
      chartType: chart.chartType ?? 'line',
      theme: chart.theme ?? 'neon-midnight',
      dataSource: 'ticker',
      sourceValue: chart.sourceValue ?? 'AAPL',
      data: chart.data ?? { labels: ['2024-01-01', '2024-01-02', '2024-01-03'], datasets: [{ label: 'AAPL', data: [185.6, 184.3, 181.9] }] },
      options: { ...DEFAULT_CHART_OPTIONS, ...chart.options },
      listed: chart.listed ?? false,
    })
    .returning({ id: charts.id });
  return row!.id;
}

/** A live session for the user, as a cookie value: lets a suite act as many users without signing each up. */
export async function insertSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}
