import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../api/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('data survives a restart', () => {
  it('keeps a row written before the restart, applies migrations once, and keeps the admin code', async () => {
    const first = await startServer({ database });
    expect(first.output()).toMatch(/admin code: [a-z2-9]{5}(-[a-z2-9]{5}){3} /);
    const response = await fetch(`${first.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'pageview', path: '/before-restart?secret=1' }),
    });
    expect(response.status).toBe(204);
    await first.stop();

    const second = await startServer({ database });
    expect(await (await fetch(`${second.url}/api/health`)).json()).toMatchObject({ ok: true, db: database.kind });
    expect(second.output()).toMatch(/admin code: generated at first start/);
    await second.stop();

    const handle = await database.open();
    try {
      const rows = await handle.db.select({ path: pageViews.path }).from(pageViews);
      expect(rows).toEqual([{ path: '/before-restart' }]);
      const migrations = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const count = (Array.isArray(migrations) ? migrations[0] : (migrations as { rows: unknown[] }).rows[0]) as { n: number };
      expect(count.n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
