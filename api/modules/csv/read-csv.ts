/**
 * CSV bytes (an upload, or a file fetched from its address) to chart data, or a 400 that says why
 * not. Runs on the CSV worker (csv-worker.ts): a 20 MB file takes half a second to read.
 */
import type { ReadingChoices } from '@shared/api/data-answers';
import { CHART_LIMITS } from '@shared/spec/chart-data-check';
import { CsvError, csvToChart, type CsvChart } from '@shared/reading/csv-to-chart';
import { labelsAsRegions } from '@shared/kinds/map/labels-as-regions';
import { BadRequestError } from '../../lib/errors';
import { decodeCsvBytes } from './decode-csv';

export function readCsv(bytes: Uint8Array, name: string, choices: ReadingChoices = {}): CsvChart {
  const { text, encoding } = decodeCsvBytes(bytes);
  let chart: CsvChart;
  try {
    chart = csvToChart(text, name, { encoding, choices });
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
  // Labels that read as regions: the builder offers a map, and names the rows it could not place.
  const map = chart.reading.columns[0]?.type === 'text' ? labelsAsRegions(chart.labels) : null;
  return map ? { ...chart, map } : chart;
}
