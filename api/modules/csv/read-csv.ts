/**
 * CSV bytes (an upload, or a file fetched from its address) to chart data, or a 400 that says why
 * not. Runs on the CSV worker (csv-worker.ts): a 20 MB file takes half a second to read.
 */
import { CHART_LIMITS } from '../../../shared/chart-data-check';
import { CsvError, csvToChart, type CsvChart } from '../../../shared/csv-to-chart';
import { BadRequestError } from '../../lib/errors';

export function readCsv(bytes: Uint8Array, name: string): CsvChart {
  if (looksBinary(bytes)) throw new BadRequestError('That file does not look like CSV text');
  let chart: CsvChart;
  try {
    chart = csvToChart(decode(bytes), name);
  } catch (error) {
    if (error instanceof CsvError) throw new BadRequestError(error.message);
    throw error;
  }
  // What could never be saved is refused here, before megabytes of data travel back to the user.
  const points = chart.labels.length * chart.datasets.length;
  if (points > CHART_LIMITS.points) {
    const n = (v: number) => v.toLocaleString('en-US');
    throw new BadRequestError(
      `The file has ${n(points)} values (${n(chart.labels.length)} rows × ${n(chart.datasets.length)} columns of numbers); a chart may have at most ${n(CHART_LIMITS.points)}`,
    );
  }
  return chart;
}

/** Text has no NUL bytes (anywhere: no database stores them) and few control characters; spreadsheets, images and zips do. */
function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.indexOf(0) !== -1) return true;
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of sample) {
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  return control > sample.length / 10;
}

/** UTF-8 when it is valid UTF-8, else Windows-1252, which older Excel exports use. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
