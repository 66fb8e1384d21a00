// A stand-in worker for worker-queue.test.ts: each job says how to behave (answer, refuse with a
// status, hang past the time limit, work for `ms` milliseconds, or crash the thread).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, request }) => {
  if (request.behave === 'hang') for (;;);
  if (request.behave === 'work') for (const until = Date.now() + request.ms; Date.now() < until;);
  if (request.behave === 'crash') process.exit(3);
  if (request.behave === 'refuse') return parentPort.postMessage({ id, error: 'That file does not look like CSV text', status: 400 });
  parentPort.postMessage({ id, answer: `done ${request.name}` });
});
