/**
 * The database thread of ../pglite-thread-worker.ts, which also dies when asked to run `-- crash`:
 * how pglite-thread-probe.ts shows that a thread lost mid-query is started again.
 */
import { parentPort } from 'node:worker_threads';
import '../pglite-thread-worker';

parentPort?.on('message', (request: { op: string; sql?: string }) => {
  if (request.op === 'exec' && request.sql === '-- crash') process.exit(3);
});
