/**
 * A CSV file (as text) to chart data: the first column gives the labels (dates made ISO), every
 * column of numbers a dataset named after its header. papaparse reads the rows (delimiter
 * detection, quotes, CRLF, BOM); this module decides what they mean and says clearly what is wrong.
 */
import Papa from 'papaparse';
import { normalizeDateLabels } from './date-labels';
import { parseHumanNumber } from './parse-number';

export const CSV_LIMITS = { rows: 100_000, columns: 50 };

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

export interface CsvChart {
  name: string;
  labels: string[];
  /** The first series (docs/api.md, CSV upload). */
  data: Array<number | null>;
  datasets: Array<{ label: string; data: Array<number | null> }>;
  /** The label column's title, then each dataset's. */
  columns: string[];
}

export function readCsvRows(text: string): { rows: string[][]; delimiter: string } {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) throw new CsvError(`A quoted field is not closed (row ${(broken.row ?? 0) + 1})`);
  return { rows: result.data, delimiter: result.meta.delimiter };
}

const isNumber = (cell: string | undefined, decimalComma: boolean) => {
  const value = parseHumanNumber(cell ?? '', decimalComma);
  return value !== null && !Number.isNaN(value);
};

/**
 * A first row is a header when it names columns: either every cell is text, or some cell is text
 * where the row below has a number.
 */
function hasHeader(rows: string[][], decimalComma: boolean): boolean {
  const [first, second] = rows;
  if (!first) return false;
  if (first.every((cell) => cell.trim() !== '' && !isNumber(cell, decimalComma))) return true;
  return second !== undefined && first.some((cell, i) => i > 0 && !isNumber(cell, decimalComma) && isNumber(second[i], decimalComma));
}

export function csvToChart(text: string, fileName: string): CsvChart {
  if (text.trim() === '') throw new CsvError('The file is empty');
  const { rows, delimiter } = readCsvRows(text);
  if (rows.length === 0) throw new CsvError('The file is empty');
  const decimalComma = delimiter === ';';
  const header = hasHeader(rows, decimalComma);
  const width = rows[0]!.length;
  if (width < 2) throw new CsvError('Expected at least two columns: labels first, then numbers');
  if (width > CSV_LIMITS.columns) throw new CsvError(`The file has ${width} columns; at most ${CSV_LIMITS.columns} can be charted`);
  const body = header ? rows.slice(1) : rows;
  if (body.length === 0) throw new CsvError('The file has a header but no rows of data');
  if (body.length > CSV_LIMITS.rows) {
    throw new CsvError(`The file has ${body.length.toLocaleString('en-US')} rows; at most ${CSV_LIMITS.rows.toLocaleString('en-US')} can be charted`);
  }
  body.forEach((row, i) => {
    if (row.length !== width) {
      const rowNumber = i + (header ? 2 : 1);
      throw new CsvError(`Row ${rowNumber} has ${row.length} field${row.length === 1 ? '' : 's'}, but ${header ? 'the header' : 'row 1'} has ${width}`);
    }
  });

  const titles = header ? rows[0]!.map((cell, i) => cell.trim() || `Column ${i + 1}`) : rows[0]!.map((_, i) => `Column ${i + 1}`);
  const datasets: CsvChart['datasets'] = [];
  for (let c = 1; c < width; c++) {
    const values = new Array<number | null>(body.length);
    let numeric = true;
    let seen = false;
    for (let r = 0; r < body.length && numeric; r++) {
      const value = parseHumanNumber(body[r]![c]!, decimalComma);
      if (value !== null && Number.isNaN(value)) numeric = false;
      if (value !== null) seen = true;
      values[r] = value;
    }
    if (numeric && seen) datasets.push({ label: titles[c]!, data: values });
  }
  if (datasets.length === 0) {
    throw new CsvError('No column of numbers found: the first column gives the labels, and at least one other column must hold numbers');
  }
  return {
    name: fileName.replace(/\.[^./\\]*$/, '').trim() || 'Chart',
    labels: normalizeDateLabels(body.map((row) => row[0]!.trim())),
    data: datasets[0]!.data,
    datasets,
    columns: [titles[0]!, ...datasets.map((d) => d.label)],
  };
}
