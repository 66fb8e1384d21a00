/**
 * What each column of a file means (DESIGN.md, "Reading data"): numbers, each column under its own
 * decimal mark (column-numbers.ts); else dates, each column in its own day/month order
 * (date-labels.ts); else text. The first column also gives the chart's labels.
 */
import type { ColumnReading, ReadingChoices } from './api/data-answers';
import { decideDecimals, isNumberColumn, numberEvidence, readNumberColumn, type NumberEvidence } from './column-numbers';
import { readDateColumn } from './date-labels';

export interface ReadColumn {
  reading: ColumnReading;
  /** A number column's values, gaps as null; null for dates and text. */
  values: Array<number | null> | null;
}

export function readColumns(titles: readonly string[], body: readonly string[][], choices: ReadingChoices): { columns: ReadColumn[]; labels: string[] } {
  const cells = titles.map((_, c) => body.map((row) => row[c]!));
  const evidence = cells.map(numberEvidence);
  const numeric = evidence.map(isNumberColumn);
  const numberColumns = evidence.filter((_, c) => numeric[c]);
  const decisions = decideDecimals(numberColumns, choices.decimal);
  let labels: string[] | null = null;
  let n = 0;
  const columns = titles.map((name, c): ReadColumn => {
    const none = { decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 } as const;
    if (numeric[c]) {
      const decision = decisions[n++]!;
      const read = readNumberColumn(cells[c]!, evidence[c] as NumberEvidence, decision.decimal);
      return {
        reading: { name, type: 'number', ...none, decimal: read.decimal, thousands: read.thousands, ambiguous: decision.ambiguous, unreadable: read.unreadable },
        values: read.values,
      };
    }
    const dates = readDateColumn(cells[c]!, choices.dateOrder);
    if (dates) {
      if (c === 0) labels = dates.labels;
      return { reading: { name, type: 'date', ...none, dateOrder: dates.order, ambiguous: dates.ambiguous, unreadable: dates.unreadable }, values: null };
    }
    return { reading: { name, type: 'text', ...none }, values: null };
  });
  return { columns, labels: labels ?? cells[0]!.map((cell) => cell.trim()) };
}
