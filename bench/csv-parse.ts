/**
 * CSV to chart data, in rows per second, on files of 1,000, 10,000 and 100,000 rows × 12 columns
 * (a date, then eleven number columns written as people do: plain, with thousands separators,
 * currency signs, percentages). The baseline is papaparse alone with dynamic typing, on the same
 * text in the same process. Budget: at least 400,000 rows/s at 100,000 rows.
 */
import Papa from 'papaparse';
import { csvToChart } from '@shared/reading/csv-to-chart';

function makeCsv(rows: number): string {
  const header = ['Date', ...Array.from({ length: 11 }, (_, i) => `Series ${i + 1}`)].join(',');
  const lines = [header];
  const start = Date.UTC(2000, 0, 1);
  for (let r = 0; r < rows; r++) {
    const date = new Date(start + r * 86_400_000).toISOString().slice(0, 10);
    const cells = [date];
    for (let c = 0; c < 11; c++) {
      const v = ((r * 7919 + c * 104729) % 100_000) / 7;
      cells.push(c === 3 ? `"$${v.toLocaleString('en-US', { maximumFractionDigits: 2 })}"` : c === 7 ? `${(v / 1000).toFixed(1)}%` : v.toFixed(2));
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

function rowsPerSecond(rows: number, run: () => void): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  const median = times.sort((a, b) => a - b)[2]!;
  return rows / (median / 1000);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);
console.log('CSV to chart data (12 columns), median of 5 runs:');
console.log('       rows   ours rows/s   papaparse rows/s   ratio');
for (const rows of [1_000, 10_000, 100_000]) {
  const text = makeCsv(rows);
  const ours = rowsPerSecond(rows, () => csvToChart(text, 'bench.csv'));
  const baseline = rowsPerSecond(rows, () => Papa.parse(text, { dynamicTyping: true, skipEmptyLines: true }));
  const verdict = rows === 100_000 ? `   budget ≥ 400,000${ours < 400_000 ? '  UNDER BUDGET' : ''}` : '';
  console.log(`${fmt(rows)} ${fmt(ours)}   ${fmt(baseline)}        ${(ours / baseline).toFixed(2)}×${verdict}`);
}
