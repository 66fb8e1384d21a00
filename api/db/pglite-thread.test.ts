import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');

test('PGlite on its own thread answers as in one thread, leaves the caller’s thread free, and is started again when it dies', () => {
  const run = spawnSync(join(root, 'node_modules/.bin/bun'), ['api/db/testing/pglite-thread-probe.ts'], { cwd: root, encoding: 'utf8', timeout: 90_000 });
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  expect(report.failed).toBeUndefined();
  // An error thrown where nothing catches it (an event listener) ends the probe with a failure code.
  expect(run.status, run.stderr).toBe(0);
  // Dates and times stay the text PostgreSQL sends, as drizzle asks of PGlite.
  expect(report.rows).toEqual([{ id: 1, at: '2024-03-05 14:30:00+00', day: '2024-03-05', note: 'one' }]);
  // The driver's error crosses with its fields, so a duplicate is still told apart.
  expect(report.duplicate).toEqual({ constraint: 'probe_pkey' });
  expect(report.order).toEqual(['transaction done', 'outside read']);
  expect(report.outsideSaw).toEqual({ n: 2 });
  expect(report.rolledBackWith).toBe('changed my mind');
  expect(report.afterRollback).toEqual({ n: 2 });
  // The caller's thread kept its timers going through a query of most of a second.
  expect(report.ticksDuringQuery as number).toBeGreaterThan(10);
  expect(report.afterClose).toBe('The database is closed');
  expect(report.unopenable).toBe('refused');
  // A thread lost mid-query: that query fails with a code the API answers as 503, and a new thread
  // serves the same data.
  expect(report.crashAnswer).toEqual({ code: 'CONNECTION_CLOSED', message: 'The database thread stopped (exit code 3)' });
  expect(report.afterRestart).toEqual([{ n: 1 }]);
}, 120_000);
