/**
 * A fresh database for one test file, migrated and empty: a new PGlite folder (a copy of a
 * template), or a new database on the PostgreSQL server of TEST_DATABASE_URL. Which one is chosen by TEST_DB (set per Vitest project).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle, type DbKind } from '../../api/db/client';

export interface TestDatabase {
  kind: DbKind;
  /** What the server needs in its environment to use this database. */
  env: Record<string, string>;
  /** Opens it directly (the server must be stopped first for PGlite). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export function testDatabaseKind(): DbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

const migrationsDir = fileURLToPath(new URL('../../api/db/migrations', import.meta.url));

/**
 * A PGlite folder made and migrated once per set of migrations, which each test database copies:
 * a server on a fresh folder started in 6.5 s here (PGlite's initdb, then every migration), on a
 * copy in 1.5 s, and the API suites start about sixty. Made aside and renamed into place, so test
 * files starting together never see half of one.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  const template = join(tmpdir(), `chart-embed-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(join(tmpdir(), 'chart-embed-template-making-'));
  const handle = await openDatabase({ databaseUrl: null, dataDir: making });
  await handle.migrate();
  await handle.close();
  try {
    renameSync(making, template);
  } catch {
    // Another test file made it first.
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

export async function createTestDatabase(kind: DbKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'chart-embed-test-'));
    cpSync(await pgliteTemplate(), dataDir, { recursive: true });
    return {
      kind,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ databaseUrl: null, dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  const name = `chart_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    env: { DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl, dataDir: '' }),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
