/**
 * SVG to PNG off the event loop: one worker thread (png-worker.ts) rasterises and encodes, one
 * image at a time, so drawing a large chart holds up no other request and leaves the second core
 * to the server. The worker starts on first use, and after a crash the next image starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { PngAnswer, PngRequest } from './png-worker';

interface Waiting {
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** The images asked of this worker and not yet answered, by request id. */
  waiting: Map<number, Waiting>;
}

let current: Thread | null = null;
let nextId = 0;

function start(): Thread {
  const thread: Thread = { worker: new Worker(new URL('./png-worker.ts', import.meta.url)), waiting: new Map() };
  // An idle worker must not keep the process alive (the server's listening does that), but one
  // drawing must. Bun forgets an unref made before the thread is up, so it is made again once online.
  const idle = () => thread.waiting.size === 0 && thread.worker.unref();
  thread.worker.once('online', idle);
  thread.worker.on('message', (answer: PngAnswer) => {
    const waiting = thread.waiting.get(answer.id);
    if (!waiting) return;
    thread.waiting.delete(answer.id);
    idle();
    if ('error' in answer) waiting.reject(new Error(`The chart image could not be drawn: ${answer.error}`));
    else waiting.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
  });
  const fail = (error: Error) => {
    if (current === thread) current = null;
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  };
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new Error(`The image worker stopped (exit code ${code})`)));
  return thread;
}

/** The image at the size its `width` and `height` attributes give, as PNG bytes. */
export function svgToPng(svg: string): Promise<Buffer> {
  const thread = (current ??= start());
  const request: PngRequest = { id: nextId++, svg };
  return new Promise((resolve, reject) => {
    thread.waiting.set(request.id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage(request);
  });
}
