/**
 * CSV files to chart data, read on a worker thread in turn by client (lib/worker-queue.ts): a
 * few files of one address may wait, and none may take 20 s to read.
 */
import type { ReadingChoices } from '@shared/api/data-answers';
import type { CsvChart } from '@shared/reading/csv-to-chart';
import { formatBytes } from '../../lib/config';
import { PayloadTooLargeError } from '../../lib/errors';
import { WorkerQueue } from '../../lib/worker-queue';
import type { CsvRequest } from './csv-worker';

const reader = new WorkerQueue<CsvRequest, CsvChart>({
  workerUrl: new URL('./csv-worker.ts', import.meta.url),
  perOwner: 2,
  total: 16,
  timeLimitMs: 20_000,
  messages: {
    busy: 'Too many files are being read right now. Please try again in a moment.',
    slow: 'Reading this file took too long. Please try a smaller file.',
  },
});

/** An uploaded file to chart data, or a 4xx that says what is wrong with it. `owner`: the uploader's address. */
export async function chartFromUpload(owner: string, file: File, maxBytes: number, choices: ReadingChoices = {}): Promise<CsvChart> {
  if (file.size > maxBytes) throw new PayloadTooLargeError(`The file is larger than the ${formatBytes(maxBytes)} limit`);
  return chartFromBytes(owner, new Uint8Array(await file.arrayBuffer()), file.name || 'data.csv', choices);
}

/** CSV bytes to chart data, or a 400 that says why not. The bytes are handed to the worker, not copied. */
export function chartFromBytes(owner: string, bytes: Uint8Array, name: string, choices: ReadingChoices = {}): Promise<CsvChart> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  // Only the known fields travel: a choice is never more than its own value.
  const known: ReadingChoices = {
    ...(choices.decimal ? { decimal: choices.decimal } : {}),
    ...(choices.dateOrder ? { dateOrder: choices.dateOrder } : {}),
    ...(choices.transpose ? { transpose: choices.transpose } : {}),
  };
  return reader.run(owner, { bytes: own, name, choices: known }, [own.buffer as ArrayBuffer]);
}
