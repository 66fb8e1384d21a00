/**
 * The embedded PGlite database on a worker thread of its own (pglite-thread-worker.ts), behind the
 * small part of PGlite's interface that drizzle uses: `query`, `exec` and `transaction`.
 *
 * Why: PGlite is PostgreSQL compiled to WebAssembly, and in the server's own thread every query
 * it ran held up every other request, and its gigabyte of memory alone added about 1.5 ms to the
 * p99 of answers that touch no database at all (docs/PERFORMANCE.md). On a thread of its own it
 * costs the server a message each way per query.
 */
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadError, ThreadRequest } from './pglite-thread-worker';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<ThreadRequest>;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

/** What drizzle calls on a PGlite client, and on the transaction it hands to a callback. */
export interface PgliteClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

export interface PgliteThread extends PgliteClient {
  transaction<T>(callback: (tx: PgliteClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Rebuilds a driver error with its fields (code, constraint, detail…), as the tests and errors.ts read them. */
function rebuild(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/** Types whose values drizzle keeps as the text PostgreSQL sends (its parsers return their input). */
function textTypes(parsers: QueryOptions['parsers'] = {}): number[] {
  const probe = '2024-01-02 03:04:05';
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse(probe, Number(type)) !== probe) throw new Error(`A parser for type ${type} cannot cross to the database thread`);
    return Number(type);
  });
}

export async function openPgliteThread(directory: string): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-thread-worker.ts', import.meta.url));
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let stopped: Error | null = null;

  worker.on('message', (answer: ThreadAnswer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if ('error' in answer) call.reject(rebuild(answer.error));
    else call.resolve(answer.value);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of waiting.values()) call.reject(stopped);
    waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  const client = (tx?: number): PgliteClient => ({
    query: (sql, params = [], options = {}) => call({ op: 'query', sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers), tx }),
    exec: (sql) => call({ op: 'exec', sql, tx }),
  });

  try {
    await call({ op: 'open', directory });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    ...client(),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await callback(client(tx));
      } catch (error) {
        // The callback's error says what went wrong; a failed rollback would only hide it.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stopped = new Error('The database is closed');
      await worker.terminate();
    },
  };
}
