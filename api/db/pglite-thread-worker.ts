/**
 * The worker thread that holds the embedded PGlite database for the server (see pglite-thread.ts).
 * Each request goes to PGlite as it arrives; PGlite runs one at a time, and its own lock keeps a
 * query from outside a transaction waiting until the transaction ends, as it does in one thread.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { parentPort } from 'node:worker_threads';

export type ThreadRequest =
  | { id: number; op: 'open'; directory: string }
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; textTypes: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error as it crossed the thread: its message and every field the driver set (code, constraint…). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadAnswer = { id: number; value: unknown } | { id: number; error: ThreadError };

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  done: Promise<void>;
}

let db: PGlite | null = null;
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 0;

function database(): PGlite {
  if (!db) throw new Error('The database is not open');
  return db;
}

function target(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return database();
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** Runs a transaction until the main thread decides it; resolves with its number once BEGIN ran. */
function begin(): Promise<number> {
  const id = nextTransaction++;
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  return new Promise((started, failed) => {
    const done = database().transaction(async (tx) => {
      transactions.set(id, { tx, decide, done });
      started(id);
      if (!(await decided)) await tx.rollback();
    });
    done.catch(failed).finally(() => transactions.delete(id));
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  open.decide(commit);
  await open.done;
}

const JSON_OID = 114;
const JSONB_OID = 3802;

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      db = await PGlite.create(request.directory);
      return null;
    case 'query': {
      // drizzle's parsers keep dates, times and intervals as the text PostgreSQL sends; functions
      // cannot cross threads, so the types to keep as text come as numbers. JSON stays text too,
      // as postgres.js hands it to drizzle, which parses it on the server's thread: a chart's 2 MB
      // of data then costs this thread half the time, and crosses to the other as one string.
      const parsers = Object.fromEntries([...request.textTypes, JSON_OID, JSONB_OID].map((type) => [type, (value: string) => value]));
      return target(request.tx).query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await db?.close();
      db = null;
      return null;
  }
}

function describe(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== 'object' || Array.isArray(value)) fields[key] = value;
  return { name: error.name, message: error.message, fields };
}

function reply(answer: ThreadAnswer): void {
  try {
    parentPort!.postMessage(answer);
  } catch (error) {
    // A value that cannot be cloned across threads is answered as the error it is.
    parentPort!.postMessage({ id: answer.id, error: describe(error) } satisfies ThreadAnswer);
  }
}

parentPort?.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (value) => reply({ id: request.id, value }),
    (error: unknown) => reply({ id: request.id, error: describe(error) }),
  );
});
