/**
 * What the data step says about how a file was read: each column's reading in a few words, and for
 * every ambiguous guess a sentence and the choice that reads the file the other way.
 */
import type { ColumnReading, FileReading, ReadingChoices } from '@shared/api/data-answers';
import { markOf, parseDate, parseNumber } from './cell-value';
import type { TableColumn } from './data-table';

const ORDER_WORDS = { dmy: 'day/month/year', mdy: 'month/day/year', ymd: 'year/month/day' } as const;
const SEPARATOR_WORDS: Record<string, string> = { ' ': 'space', '\u00a0': 'space', '\u202f': 'space', "'": "'" };

/** A column header's second line, e.g. `Number · decimal ,` or `Date · day/month/year`. */
export function describeColumn(column: TableColumn): string {
  const r = column.reading;
  const kind = column.kind[0]!.toUpperCase() + column.kind.slice(1);
  if (!r) return kind;
  const parts = [kind];
  if (r.type === 'number' && r.decimal) parts.push(`decimal ${r.decimal}`);
  if (r.type === 'number' && r.thousands) parts.push(`thousands ${SEPARATOR_WORDS[r.thousands] ?? r.thousands}`);
  if (r.type === 'date' && r.dateOrder) parts.push(ORDER_WORDS[r.dateOrder]);
  if (r.unreadable > 0) parts.push(`${r.unreadable} unreadable`);
  return parts.join(' · ');
}

export interface ReadingGuess {
  column: string;
  /** What was read, e.g. `We read 01/05/2020 as 5 January 2020 (month first).` */
  said: string;
  /** The button's words, e.g. `Switch to day first`. */
  action: string;
  choice: ReadingChoices;
}

const dayWords = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
// Written without grouping, so `1,500` read as one thousand five hundred shows as 1500, not as itself.
const numberWords = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 20, useGrouping: false });

function dateGuess(reading: ColumnReading, sample: string): ReadingGuess | null {
  const order = reading.dateOrder;
  if (!order) return null;
  const other = order === 'mdy' ? 'dmy' : 'mdy';
  const read = parseDate(sample, order);
  const first = { dmy: 'day first', mdy: 'month first', ymd: 'year first' }[order];
  return {
    column: reading.name,
    said: read ? `We read ${sample} in “${reading.name}” as ${dayWords(read)} (${first}).` : `We read the dates in “${reading.name}” ${first}.`,
    action: other === 'dmy' ? 'Switch to day first' : 'Switch to month first',
    choice: { dateOrder: other },
  };
}

function numberGuess(reading: ColumnReading, sample: string): ReadingGuess | null {
  // The mark the values leave open: the decimal mark the server chose, else the thousands separator.
  const mark = sample.includes(',') ? ',' : sample.includes('.') ? '.' : (reading.decimal ?? reading.thousands);
  if (mark !== ',' && mark !== '.') return null;
  const value = parseNumber(sample, markOf(reading));
  const asDecimal = reading.decimal === mark;
  const read = value === null ? '' : ` as ${numberWords(value)}`;
  return {
    column: reading.name,
    said: `We read ${sample} in “${reading.name}”${read} (‘${mark}’ as ${asDecimal ? 'the decimal mark' : 'a thousands separator'}).`,
    action: asDecimal ? `Read ‘${mark}’ as a thousands separator instead` : `Read ‘${mark}’ as the decimal mark instead`,
    choice: { decimal: asDecimal ? (mark === ',' ? '.' : ',') : mark },
  };
}

function dayAndMonthDiffer(cell: string): boolean {
  const parts = /^(\d{1,2})\D(\d{1,2})\D/.exec(cell);
  return parts !== null && Number(parts[1]) !== Number(parts[2]);
}

/** One guess per ambiguous column, shown with the first value that was read that way. */
export function readingGuesses(columns: readonly TableColumn[], rows: readonly string[][]): ReadingGuess[] {
  const guesses: ReadingGuess[] = [];
  columns.forEach((column, i) => {
    const reading = column.reading;
    if (!reading?.ambiguous) return;
    const cells = rows.map((row) => (row[i] ?? '').trim()).filter((c) => c !== '');
    // A date whose day and month differ shows what the guess means (01/05, not 01/01).
    const telling = reading.type === 'date' ? cells.find(dayAndMonthDiffer) : undefined;
    const sample = telling ?? cells[0] ?? '';
    const guess = reading.type === 'date' ? dateGuess(reading, sample) : reading.type === 'number' ? numberGuess(reading, sample) : null;
    if (guess) guesses.push(guess);
  });
  return guesses;
}

/** The key of the guess about the whole table (no column has an empty name: the reader names them). */
export const TABLE_GUESS = '';

/**
 * The guess about the table's shape: it was turned, its periods across the top made the x axis (and
 * can be read as it stands), or it was read as it stands by choice (and can be turned back).
 */
export function tableGuesses(reading: FileReading | null, choices: ReadingChoices, rows: readonly string[][]): ReadingGuess[] {
  if (reading?.transposed) {
    const first = rows[0]?.[0]?.trim();
    const last = rows.at(-1)?.[0]?.trim();
    const span = first && last && first !== last ? ` (${first} to ${last})` : '';
    return [
      {
        column: TABLE_GUESS,
        said: `We turned the table: the periods across its top${span} are the x axis, and each row is a series.`,
        action: 'Keep rows as they are',
        choice: { transpose: 'no' },
      },
    ];
  }
  if (choices.transpose === 'no') {
    return [
      { column: TABLE_GUESS, said: 'The table is read as it stands, with its periods across the top.', action: 'Turn the table', choice: { transpose: 'yes' } },
    ];
  }
  return [];
}
