/**
 * Runs PGlite on its thread (../pglite-thread.ts) through drizzle, as the server does, and prints
 * what happened as JSON for ../pglite-thread.test.ts. It runs under Bun: the worker is TypeScript,
 * which the Node that runs Vitest cannot load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { uniqueViolation } from '../errors';
import { openPgliteThread } from '../pglite-thread';

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
const crashDir = mkdtempSync(join(tmpdir(), 'pglite-thread-crash-'));
const report: Record<string, unknown> = {};
try {
  const database = await openDatabase({ databaseUrl: null, dataDir, thread: true });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`create table probe (id int primary key, at timestamptz, day date, note text)`);
  await db.execute(sql`insert into probe values (1, '2024-03-05 14:30:00+00', '2024-03-05', 'one')`);
  report.rows = rows(await db.execute(sql`select id, at, day, note from probe`));

  try {
    await db.execute(sql`insert into probe (id) values (1)`);
  } catch (error) {
    report.duplicate = uniqueViolation(error);
  }

  // A query from outside an open transaction waits for it, as on one thread.
  const order: string[] = [];
  const inside = db.transaction(async (tx) => {
    await tx.execute(sql`insert into probe (id, note) values (2, 'two')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    order.push('transaction done');
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const outside = db.execute(sql`select count(*)::int as n from probe`).then((result) => {
    order.push('outside read');
    return rows(result)[0];
  });
  await inside;
  report.outsideSaw = await outside;
  report.order = order;

  await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id, note) values (3, 'three')`);
      throw new Error('changed my mind');
    })
    .catch((error: Error) => (report.rolledBackWith = error.message));
  report.afterRollback = rows(await db.execute(sql`select count(*)::int as n from probe`))[0];

  // The server's thread stays free while the database works: a timer every 5 ms keeps firing
  // through a query of most of a second. Counted, not timed, so a loaded machine cannot fail it:
  // a query on this thread would let one or two through at most, at its ends.
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 5);
  await db.execute(sql`select count(*) from generate_series(1, 3000000)`);
  clearInterval(ticker);
  report.ticksDuringQuery = ticks;

  await database.close();
  report.afterClose = await db.execute(sql`select 1`).then(
    () => 'answered',
    (error: Error) => ((error.cause as Error | undefined) ?? error).message,
  );

  // A directory that cannot be opened fails the open, and that is all: no thread is started again.
  const notADirectory = join(crashDir, 'file');
  writeFileSync(notADirectory, '');
  report.unopenable = await openPgliteThread(join(notADirectory, 'pglite')).then(
    () => 'opened',
    () => 'refused',
  );

  // A thread that dies mid-query fails that query as "unavailable", and a new one opens the same
  // directory, with what was written before.
  const thread = await openPgliteThread(join(crashDir, 'pglite'), { workerUrl: new URL('./pglite-thread-crashable-worker.ts', import.meta.url) });
  await thread.exec('create table kept (n int); insert into kept values (1)');
  report.crashAnswer = await thread.exec('-- crash').then(
    () => 'answered',
    (error: Error & { code?: string }) => ({ code: error.code, message: error.message }),
  );
  const deadline = Date.now() + 30_000;
  while (report.afterRestart === undefined && Date.now() < deadline) {
    await thread.query('select n from kept').then(
      (result) => (report.afterRestart = rows(result)),
      () => new Promise((resolve) => setTimeout(resolve, 50)),
    );
  }
  await thread.close();
} catch (error) {
  report.failed = String((error as Error)?.stack ?? error);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(crashDir, { recursive: true, force: true });
}
console.log(JSON.stringify(report));
