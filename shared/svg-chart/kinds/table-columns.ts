/**
 * How a table's columns share the image's width: each as wide as its widest cell, the labels'
 * column cut short first when they do not fit (a label keeps its start, with an ellipsis), then
 * the last columns left out whole. A value is never cut: a number missing its end would read as
 * another number. Room left over is shared out, so the table spans its box.
 */
export interface ColumnNeed {
  /** The widest cell's width, padding included: a value column is never narrower. */
  least: number;
  /** The width that shows every cell and the header whole. */
  natural: number;
}

export interface ColumnFit {
  /** The width of the labels' column, then of each value column shown. */
  widths: number[];
  /** How many value columns are shown, from the first. */
  shown: number;
}

/** The labels' column never goes below this, nor above this share of the width while it fits whole. */
const LABEL_LEAST = 64;

export function fitColumns(room: number, label: ColumnNeed, values: readonly ColumnNeed[]): ColumnFit {
  let shown = values.length;
  const valueWidths = (n: number) => values.slice(0, n).map((v) => v.natural);
  const sum = (widths: readonly number[]) => widths.reduce((a, b) => a + b, 0);
  let widths = valueWidths(shown);
  // Headers give way to their cells before the labels give way.
  if (label.natural + sum(widths) > room) widths = widths.map((_, i) => values[i]!.least);
  while (shown > 1 && Math.min(label.natural, LABEL_LEAST) + sum(widths) > room) widths = widths.slice(0, --shown);
  const labelWidth = Math.max(Math.min(label.natural, room - sum(widths)), Math.min(LABEL_LEAST, room));
  const all = [labelWidth, ...widths];
  const extra = room - sum(all);
  // Naturally wider columns (headers cut to fit) get their room back first, then all share what is left.
  if (extra > 0) {
    let left = extra;
    for (let i = 1; i < all.length && left > 0; i++) {
      const back = Math.min(left, values[i - 1]!.natural - all[i]!);
      if (back > 0) [all[i], left] = [all[i]! + back, left - back];
    }
    if (label.natural > all[0]!) {
      const back = Math.min(left, label.natural - all[0]!);
      [all[0], left] = [all[0]! + back, left - back];
    }
    if (left > 0) for (let i = 0; i < all.length; i++) all[i]! += left / all.length;
  }
  return { widths: all, shown };
}
