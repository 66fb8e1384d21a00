/**
 * The embedded PGlite database on a worker thread of its own (pglite-thread-worker.ts), behind the
 * small part of PGlite's interface that drizzle uses: `query`, `exec` and `transaction`.
 *
 * Why: PGlite is PostgreSQL compiled to WebAssembly, and in the server's own thread every query
 * it ran held up every other request, and its gigabyte of memory alone added about 1.5 ms to the
 * p99 of answers that touch no database at all (docs/PERFORMANCE.md). On a thread of its own it
 * costs the server a message each way per query.
 */
import { closeFiles, lose, send, startThread, type Thread, type ThreadCall } from './pglite-thread-handle';

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

export interface PgliteThreadOptions {
  /** The worker's module; tests give one that can be made to crash (testing/pglite-thread-crashable-worker.ts). */
  workerUrl?: URL;
}

/**
 * Opens the database on a new thread. If that thread dies later (PGlite's WebAssembly aborted, out
 * of memory), the calls it held fail with a 503-coded error and a new thread opens the same
 * directory, as PostgreSQL's postmaster restarts a crashed backend: a self-hosted server must not
 * stay without its database until somebody restarts it.
 */
export async function openPgliteThread(directory: string, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
  const supervisor = new ThreadSupervisor(options.workerUrl ?? new URL('./pglite-thread-worker.ts', import.meta.url), directory);
  await supervisor.open();
  const client = clientOf(supervisor);
  return {
    ...client(),
    transaction: (callback) => inTransaction(supervisor, client, callback),
    close: () => supervisor.close(),
  };
}

/** How long to wait before starting a stopped thread again: a tenth of a second, doubling while it keeps failing. */
const restartDelayMs = (failures: number) => Math.min(30_000, 100 * 2 ** failures);

/** Keeps one thread serving: a new one replaces the current one when it is lost, until close(). */
class ThreadSupervisor {
  /** The thread new calls go to; unset only while the first one opens. */
  current!: Thread;
  /** Set by close(): what every later call fails with. */
  closed: Error | null = null;
  #failures = 0;
  readonly #workerUrl: URL;
  readonly #directory: string;

  constructor(workerUrl: URL, directory: string) {
    this.#workerUrl = workerUrl;
    this.#directory = directory;
  }

  async open(): Promise<void> {
    this.current = await this.#start();
  }

  call<T>(request: ThreadCall, thread = this.current): Promise<T> {
    return this.closed ? Promise.reject(this.closed) : send<T>(thread, request);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const thread = this.current;
    await closeFiles(thread);
    this.closed = new Error('The database is closed');
    await thread.worker.terminate();
  }

  #start(): Promise<Thread> {
    return startThread(this.#workerUrl, this.#directory, (thread, error) => this.#stopped(thread, error));
  }

  #stopped(thread: Thread, error: Error): void {
    if (!lose(thread, this.closed ?? error) || this.closed || thread !== this.current) return;
    console.error(`[db] ${error.message}; starting it again`);
    this.#restartLater();
  }

  #restartLater(): void {
    const timer = setTimeout(() => void this.#restart(), restartDelayMs(this.#failures));
    timer.unref?.();
  }

  async #restart(): Promise<void> {
    if (this.closed) return;
    try {
      const fresh = await this.#start();
      if (this.closed) {
        // Closed while this one was opening: it closes the files too, then stops.
        await closeFiles(fresh);
        await fresh.worker.terminate();
      } else {
        this.current = fresh;
        this.#failures = 0;
        console.error('[db] the database thread is back');
      }
    } catch (error) {
      this.#failures++;
      console.error(`[db] the database thread could not open the database (${(error as Error).message}); trying again`);
      this.#restartLater();
    }
  }
}

/** Calls go to the thread serving now; a transaction's go to the thread that began it, as a new thread knows nothing of it. */
function clientOf(supervisor: ThreadSupervisor) {
  return (tx?: number, thread?: Thread): PgliteClient => ({
    query: (sql, params = [], options = {}) =>
      supervisor.call({ op: 'query', sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers), tx }, thread),
    exec: (sql) => supervisor.call({ op: 'exec', sql, tx }, thread),
  });
}

async function inTransaction<T>(supervisor: ThreadSupervisor, client: ReturnType<typeof clientOf>, callback: (tx: PgliteClient) => Promise<T>): Promise<T> {
  const thread = supervisor.current;
  const tx = await supervisor.call<number>({ op: 'begin' }, thread);
  let result;
  try {
    result = await callback(client(tx, thread));
  } catch (error) {
    // The callback's error says what went wrong; a failed rollback would only hide it.
    await supervisor.call({ op: 'end', tx, commit: false }, thread).catch(() => undefined);
    throw error;
  }
  await supervisor.call({ op: 'end', tx, commit: true }, thread);
  return result;
}

/** Types whose values drizzle keeps as the text PostgreSQL sends (its parsers return their input). */
function textTypes(parsers: QueryOptions['parsers'] = {}): number[] {
  const probe = '2024-01-02 03:04:05';
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse(probe, Number(type)) !== probe) throw new Error(`A parser for type ${type} cannot cross to the database thread`);
    return Number(type);
  });
}
