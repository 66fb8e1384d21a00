/**
 * One worker thread holding the database (pglite-thread-worker.ts), as the server's thread sees it:
 * started and opened, sent requests that each wait for their answer, and lost, with every call it
 * still held, when it fails or exits. Starting another is pglite-thread.ts's business.
 */
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadError, ThreadRequest } from './pglite-thread-worker';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type ThreadCall = WithoutId<ThreadRequest>;

export interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  nextId: number;
  /** Why this thread answers no more; set once. */
  lost: Error | null;
}

/** Told when a thread fails or exits, with the error its calls are to fail with. */
export type OnStopped = (thread: Thread, error: Error) => void;

/** A thread with the database open in `directory`; it rejects, and the thread ends, when it cannot open it. */
export async function startThread(workerUrl: URL, directory: string, onStopped: OnStopped): Promise<Thread> {
  const thread: Thread = { worker: new Worker(workerUrl), waiting: new Map(), nextId: 0, lost: null };
  thread.worker.on('message', (answer: ThreadAnswer) => settle(thread, answer));
  thread.worker.on('error', (error) => onStopped(thread, unavailable(`The database thread failed: ${error.message}`)));
  thread.worker.on('exit', (code) => onStopped(thread, unavailable(`The database thread stopped (exit code ${code})`)));
  try {
    await send(thread, { op: 'open', directory });
  } catch (error) {
    await thread.worker.terminate();
    throw error;
  }
  return thread;
}

export function send<T>(thread: Thread, request: ThreadCall): Promise<T> {
  if (thread.lost) return Promise.reject(thread.lost);
  const id = thread.nextId++;
  return new Promise<T>((resolve, reject) => {
    thread.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    thread.worker.postMessage({ ...request, id } as ThreadRequest);
  });
}

/** Fails every call the thread holds, and every later one, with `reason`; false when it was lost already. */
export function lose(thread: Thread, reason: Error): boolean {
  if (thread.lost) return false;
  thread.lost = reason;
  for (const call of thread.waiting.values()) call.reject(reason);
  thread.waiting.clear();
  return true;
}

/** Closes the database's files before the thread is ended; a lost thread has none open to close. */
export async function closeFiles(thread: Thread): Promise<void> {
  if (!thread.lost) await send(thread, { op: 'close' }).catch(() => undefined);
}

function settle(thread: Thread, answer: ThreadAnswer): void {
  const call = thread.waiting.get(answer.id);
  if (!call) return;
  thread.waiting.delete(answer.id);
  if ('error' in answer) call.reject(rebuild(answer.error));
  else call.resolve(answer.value);
}

/** Rebuilds a driver error with its fields (code, constraint, detail…), as the tests and errors.ts read them. */
function rebuild(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/**
 * What every call gets from a thread that stopped, until a new one has opened the database: a
 * connection-level code, so the API answers 503 "try again" (error-handler.ts) rather than a 500.
 */
function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: 'CONNECTION_CLOSED' });
}
