// A stand-in for chart-image-worker.ts in image-drawer.test.ts: draws nothing, and its "charts"
// say how to behave: answer, hang past the time limit, or crash the thread.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, spec, format }) => {
  if (spec.behave === 'hang') for (;;);
  if (spec.behave === 'crash') process.exit(3);
  parentPort.postMessage(format === 'svg' ? { id, svg: `<svg>${spec.name}</svg>` } : { id, png: new Uint8Array([1, 2, 3]) });
});
