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

/**
 * What every call gets from a thread that stopped, until a new one has opened the database: a
 * connection-level code, so the API answers 503 "try again" (error-handler.ts) rather than a 500.
 */
function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: 'CONNECTION_CLOSED' });
}

/** How long to wait before starting a stopped thread again: a tenth of a second, doubling while it keeps failing. */
const restartDelayMs = (failures: number) => Math.min(30_000, 100 * 2 ** failures);

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  /** Why this thread answers no more; set once. */
  lost: Error | null;
}

export interface PgliteThreadOptions {
  /** The worker's module; tests give one that can be made to crash. */
  workerUrl?: URL;
}

/**
 * Opens the database on a new thread. If that thread dies later (PGlite's WebAssembly aborted, out
 * of memory), the calls it held fail with a 503-coded error and a new thread opens the same
 * directory, as PostgreSQL's postmaster restarts a crashed backend: a self-hosted server must not
 * stay without its database until somebody restarts it.
 */
export async function openPgliteThread(directory: string, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
  const workerUrl = options.workerUrl ?? new URL('./pglite-thread-worker.ts', import.meta.url);
  let nextId = 0;
  let closed: Error | null = null;
  let failures = 0;
  // Declared before the first thread starts: if it exits while opening, lose() reads it.
  let current!: Thread;

  function send<T>(thread: Thread, request: Request): Promise<T> {
    if (thread.lost) return Promise.reject(thread.lost);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      thread.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  async function start(): Promise<Thread> {
    const thread: Thread = { worker: new Worker(workerUrl), waiting: new Map(), lost: null };
    thread.worker.on('message', (answer: ThreadAnswer) => {
      const call = thread.waiting.get(answer.id);
      if (!call) return;
      thread.waiting.delete(answer.id);
      if ('error' in answer) call.reject(rebuild(answer.error));
      else call.resolve(answer.value);
    });
    const lose = (error: Error) => {
      if (thread.lost) return;
      thread.lost = closed ?? error;
      for (const call of thread.waiting.values()) call.reject(thread.lost);
      thread.waiting.clear();
      if (!closed && thread === current) {
        console.error(`[db] ${error.message}; starting it again`);
        restartLater();
      }
    };
    thread.worker.on('error', (error) => lose(unavailable(`The database thread failed: ${error.message}`)));
    thread.worker.on('exit', (code) => lose(unavailable(`The database thread stopped (exit code ${code})`)));
    try {
      await send(thread, { op: 'open', directory });
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  function restartLater(): void {
    const timer = setTimeout(async () => {
      if (closed) return;
      try {
        const fresh = await start();
        if (closed) {
          // Closed while this one was opening: it closes the files too, then stops.
          await send(fresh, { op: 'close' }).catch(() => undefined);
          await fresh.worker.terminate();
        } else {
          current = fresh;
          failures = 0;
          console.error('[db] the database thread is back');
        }
      } catch (error) {
        failures++;
        console.error(`[db] the database thread could not open the database (${(error as Error).message}); trying again`);
        restartLater();
      }
    }, restartDelayMs(failures));
    timer.unref?.();
  }

  current = await start();

  const call = <T>(request: Request, thread = current): Promise<T> => (closed ? Promise.reject(closed) : send<T>(thread, request));
  /** A transaction's calls go to the thread that began it: a new thread knows nothing of it. */
  const client = (tx?: number, thread?: Thread): PgliteClient => ({
    query: (sql, params = [], options = {}) => call({ op: 'query', sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers), tx }, thread),
    exec: (sql) => call({ op: 'exec', sql, tx }, thread),
  });

  return {
    ...client(),
    async transaction(callback) {
      const thread = current;
      const tx = await call<number>({ op: 'begin' }, thread);
      let result;
      try {
        result = await callback(client(tx, thread));
      } catch (error) {
        // The callback's error says what went wrong; a failed rollback would only hide it.
        await call({ op: 'end', tx, commit: false }, thread).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true }, thread);
      return result;
    },
    async close() {
      if (closed) return;
      const thread = current;
      if (!thread.lost) await send(thread, { op: 'close' }).catch(() => undefined);
      closed = new Error('The database is closed');
      await thread.worker.terminate();
    },
  };
}
