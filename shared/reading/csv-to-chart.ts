/**
 * A CSV file (as text) to chart data: the first column gives the labels (dates made ISO), every
 * column of numbers a dataset named after its header. papaparse reads the rows (quotes, CRLF, BOM;
 * csv-delimiter.ts picks the delimiter), read-columns.ts decides what each column means, and this
 * module says clearly what is wrong.
 */
import Papa from 'papaparse';
import type { CsvAnswer, FileReading, ReadingChoices } from '../api/data-answers';
import { scanNumber, SHAPE } from './number-scan';
import { guessDelimiter, type Delimiter } from './csv-delimiter';
import { hasPeriodsAcross, turnTable } from './periods-across';
import { readColumns } from './read-columns';

export const CSV_LIMITS = { rows: 100_000, columns: 50 };

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/** Chart data from a file, with how it was read and every cell (shared/api/data-answers.ts, CsvAnswer). */
export type CsvChart = CsvAnswer;

export interface CsvReadOptions {
  /** How the bytes were decoded (the server decides; text typed in is UTF-8). */
  encoding?: FileReading['encoding'];
  /** The user's choices, which override the guesses. */
  choices?: ReadingChoices;
}

/**
 * The `Source,label,url` rows past an empty line that this platform's CSV downloads end with
 * (chart-csv.ts): a caption, not data, so a downloaded file reads back as the chart it came from.
 */
const SOURCE_ROW = String.raw`Source,(?:"(?:[^"]|"")*"|[^,"\r\n]*),(?:https?://[^,"\s]*|"https?://(?:[^"]|"")*")?(?:\r?\n|$)`;
const SOURCE_FOOTER = new RegExp(String.raw`(\r?\n)[ \t]*\r?\n(?:${SOURCE_ROW})+$`);

export function readCsvRows(text: string): { rows: string[][]; delimiter: Delimiter } {
  const clean = text.replace(/^\uFEFF/, '').replace(SOURCE_FOOTER, '$1');
  const guessed = guessDelimiter(clean);
  const result = Papa.parse<string[]>(clean, {
    ...(guessed ? { delimiter: guessed } : { delimitersToGuess: [',', ';', '\t', '|'] }),
    // papaparse's 'greedy' joins every row to test it; blank rows are rare, so they are sought here.
    skipEmptyLines: true,
  });
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) throw new CsvError(`A quoted field is not closed (row ${(broken.row ?? 0) + 1})`);
  return { rows: withoutBlankRows(result.data), delimiter: (guessed ?? result.meta.delimiter) as Delimiter };
}

/** Rows of nothing but spaces and delimiters left out, as papaparse's 'greedy' would. */
function withoutBlankRows(rows: string[][]): string[][] {
  const isBlank = (row: string[]) => row[0]!.trim() === '' && row.every((cell) => cell.trim() === '');
  return rows.some(isBlank) ? rows.filter((row) => !isBlank(row)) : rows;
}

const isNumber = (cell: string | undefined) => {
  const shape = scanNumber(cell ?? '', null);
  return shape !== SHAPE.blank && shape !== SHAPE.text;
};

/**
 * A first row is a header when it names columns: either every cell is text, or some cell is text
 * where the row below has a number.
 */
function hasHeader(rows: string[][]): boolean {
  const [first, second] = rows;
  if (!first) return false;
  if (first.every((cell) => cell.trim() !== '' && !isNumber(cell))) return true;
  return second !== undefined && first.some((cell, i) => i > 0 && !isNumber(cell) && isNumber(second[i]));
}

export function csvToChart(text: string, fileName: string, options: CsvReadOptions = {}): CsvChart {
  if (text.trim() === '') throw new CsvError('The file is empty');
  const read = readCsvRows(text);
  const { delimiter } = read;
  if (read.rows.length === 0) throw new CsvError('The file is empty');
  // Periods across the top are turned to run down the x axis, unless the user chose to keep the rows.
  const turned = options.choices?.transpose !== 'no' && hasPeriodsAcross(read.rows);
  const rows = turned ? turnTable(read.rows) : read.rows;
  const header = hasHeader(rows);
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
  const { columns, labels } = readColumns(titles, body, options.choices ?? {});
  const datasets: CsvChart['datasets'] = [];
  columns.forEach((column, c) => {
    if (c > 0 && column.values && column.values.some((v) => v !== null)) datasets.push({ label: titles[c]!, data: column.values });
  });
  if (datasets.length === 0) {
    throw new CsvError('No column of numbers found: the first column gives the labels, and at least one other column must hold numbers');
  }
  return {
    name: fileName.replace(/\.[^./\\]*$/, '').trim() || 'Chart',
    labels,
    data: datasets[0]!.data,
    datasets,
    columns: [titles[0]!, ...datasets.map((d) => d.label)],
    reading: { encoding: options.encoding ?? 'utf-8', delimiter, columns: columns.map((c) => c.reading), ...(turned ? { transposed: true } : {}) },
    table: [titles, ...body],
  };
}
