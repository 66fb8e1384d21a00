/**
 * The usual setup of an API suite: a fresh database (optionally seeded), the real server on it for
 * the whole file, and both cleaned up afterwards. Tests read `fixture.server` and `fixture.database`.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../api/db/client';
import { seed } from './seed';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startServer, type TestServer } from './test-server';

export interface ServerFixture {
  database: TestDatabase;
  server: TestServer;
}

export function serverFixture(
  options: { env?: Record<string, string> | (() => Record<string, string>); seed?: (db: Db) => Promise<unknown> } = {},
): ServerFixture {
  const fixture = {} as ServerFixture;
  beforeAll(async () => {
    fixture.database = await createTestDatabase();
    if (options.seed) await seed(fixture.database, options.seed);
    const env = typeof options.env === 'function' ? options.env() : options.env;
    fixture.server = await startServer({ database: fixture.database, env });
  });
  afterAll(async () => {
    await fixture.server?.stop();
    await fixture.database?.drop();
  });
  return fixture;
}
