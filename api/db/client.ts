/**
 * The two interchangeable database clients over one schema: embedded PGlite (a WASM build of
 * PostgreSQL keeping its files in DATA_DIR) when no DATABASE_URL is set, and postgres.js otherwise.
 * Nothing here uses Bun APIs, so tests running under Node can open the same databases.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** Where the data lives, for the start-up banner; never includes a password. */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A lock number of our own so that instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_220_417;

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /**
   * PGlite on a worker thread of its own (pglite-thread.ts), as the server runs it, instead of in
   * the caller's thread, as scripts and tests that only seed or read it do.
   */
  thread?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.thread ?? false);
}

async function openPglite(dataDir: string, thread: boolean): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const directory = resolve(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const client = thread ? await (await import('./pglite-thread')).openPgliteThread(directory) : await PGlite.create(directory);
  // drizzle reads a PGlite client only through what PgliteThread has as well.
  const db = drizzle(client as InstanceType<typeof PGlite>, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location: directory,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(databaseUrl, { max: 10, connect_timeout: 10, onnotice: () => {} });
  const db = drizzle(client, { schema });
  const url = new URL(databaseUrl);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    async migrate() {
      // An advisory lock is held by a connection, so migrate over one connection of its own.
      const single = postgres(databaseUrl, { max: 1, connect_timeout: 10, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migrate(drizzle(single, { schema }), { migrationsFolder });
        await single`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      } finally {
        await single.end();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** A cheap round trip, for the health check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
