/**
 * What each column of a file means (docs/api.md, "Reading data"): numbers, each column under its own
 * decimal mark (column-numbers.ts); else dates, each column in its own day/month order
 * (date-labels.ts); else text. The first column also gives the chart's labels.
 */
import type { ColumnReading, ReadingChoices } from '../api/data-answers';
import { decideDecimals, isNumberColumn, numberEvidence, readNumberColumn, type NumberEvidence } from './column-numbers';
import { readDateColumn } from './date-labels';

export interface ReadColumn {
  reading: ColumnReading;
  /** A number column's values, gaps as null; null for dates and text. */
  values: Array<number | null> | null;
}

export function readColumns(titles: readonly string[], body: readonly string[][], choices: ReadingChoices): { columns: ReadColumn[]; labels: string[] } {
  // The label column is most often dates, which are never numbers: read so, it needs no number reading.
  const firstDates = readDateColumn(cellsOf(body, 0), choices.dateOrder);
  const evidence = titles.map((_, c) => (c === 0 && firstDates ? null : numberEvidence(body, c)));
  const numeric = evidence.map((e) => e !== null && isNumberColumn(e));
  const numberColumns = evidence.filter((e, c): e is NumberEvidence => numeric[c]!);
  const decisions = decideDecimals(numberColumns, choices.decimal);
  let labels: string[] | null = null;
  let n = 0;
  const columns = titles.map((name, c): ReadColumn => {
    const none = { decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 } as const;
    if (numeric[c]) {
      const decision = decisions[n++]!;
      const read = readNumberColumn(body, c, evidence[c] as NumberEvidence, decision.decimal);
      return {
        reading: {
          name,
          type: 'number',
          ...none,
          decimal: read.decimal,
          thousands: read.thousands,
          ambiguous: decision.ambiguous,
          unreadable: read.unreadable,
        },
        values: read.values,
      };
    }
    const dates = c === 0 ? firstDates : readDateColumn(cellsOf(body, c), choices.dateOrder);
    if (dates) {
      if (c === 0) labels = dates.labels;
      return { reading: { name, type: 'date', ...none, dateOrder: dates.order, ambiguous: dates.ambiguous, unreadable: dates.unreadable }, values: null };
    }
    return { reading: { name, type: 'text', ...none }, values: null };
  });
  return { columns, labels: labels ?? body.map((row) => row[0]!.trim()) };
}

function cellsOf(body: readonly string[][], column: number): string[] {
  const cells = new Array<string>(body.length);
  for (let i = 0; i < body.length; i++) cells[i] = body[i]![column]!;
  return cells;
}
