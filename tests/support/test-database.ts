/**
 * A fresh, empty database for one test file: a new PGlite folder, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL. Which one is chosen by TEST_DB (set per Vitest project).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export async function createTestDatabase(kind: DbKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'chart-embed-test-'));
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
