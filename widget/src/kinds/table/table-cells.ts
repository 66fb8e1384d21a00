import { readableLabel } from '@shared/chart-core/readable-label';
import { valueFormat } from '@shared/chart-core/value-format';
import { cellBar, columnRange, heatCell, type ColumnRange } from '@shared/kinds/table/cell-scale';
import { columnFormat } from '@shared/kinds/table/table-options';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { Palette } from '../../plot/plot';
import { htmlNode } from './html-node';

interface Column {
  values: readonly unknown[];
  write(value: number): string;
  /** The column's range, when its cells show bars (or are coloured). */
  bars: ColumnRange | null;
  heat: ColumnRange | null;
  color: string;
}

const isHex = (color: string | undefined) => /^#[\da-f]{6}$/i.test(color ?? '');

/**
 * A table's rows as the reader sees them, each made once and kept: its texts (the label as the
 * reader reads it, each value in its column's format; what search looks through) and its `<tr>`,
 * built with plain DOM calls and text as text. Re-sorting a thousand rows then only moves them.
 */
export function tableCells(spec: ChartSpec, palette: Palette, locale: string) {
  const { labels, datasets } = spec.data;
  const columns: Column[] = datasets.map((dataset, i) => {
    const look = spec.options.table?.columns?.[i];
    const range = look?.bars || look?.heat ? columnRange(dataset.data) : null;
    const color = palette.series[i]!;
    const format = columnFormat(spec.options, i);
    const write = valueFormat(format, locale);
    return {
      values: dataset.data,
      // Rounded where the creator's format asks for it, else every digit: the table is where readers
      // go for the figures (the server image writes them so too).
      write: format?.decimals !== undefined || format?.compact ? write.value : write.exact,
      bars: (look?.bars && range) || null,
      // Heat is mixed from #rrggbb colours: a host page's other colour token leaves the cells plain.
      heat: (look?.heat && isHex(palette.bg) && isHex(color) && range) || null,
      color,
    };
  });
  const texts: string[][] = [];
  const rows: HTMLTableRowElement[] = [];
  const number = (column: Column, row: number) => (typeof column.values[row] === 'number' ? (column.values[row] as number) : null);
  const textsOf = (row: number) =>
    (texts[row] ??= [readableLabel(String(labels[row]), locale), ...columns.map((c) => (number(c, row) === null ? '–' : c.write(number(c, row)!)))]);

  function cell(tr: HTMLTableRowElement, column: Column, row: number, text: string): void {
    const td = htmlNode(tr, 'td', { role: 'cell' });
    const value = number(column, row);
    if (value === null) {
      // The en dash is for the eye; a screen reader says what it means.
      htmlNode(td, 'span', { ariaHidden: 'true', textContent: text });
      htmlNode(td, 'span', { className: 'sr-only', textContent: 'no value' });
      return;
    }
    td.append(text);
    if (column.heat) {
      const { fill, ink } = heatCell(value, column.heat, palette.bg, column.color);
      Object.assign(td.style, { background: fill, color: ink });
    }
    if (column.bars) {
      const { from, width } = cellBar(value, column.bars);
      const bar = htmlNode(td, 'span', { className: 'cbar' });
      // A column with negatives draws its zero line, where the bars start.
      if (column.bars.min < 0) {
        bar.classList.add('z');
        bar.style.setProperty('--z', `${cellBar(0, column.bars).from * 100}%`);
      }
      Object.assign(htmlNode(bar, 'i').style, { left: `${from * 100}%`, width: `${width * 100}%`, background: column.color });
    }
  }

  function build(row: number): HTMLTableRowElement {
    // Roles as the elements have them: laid out as grids (table-sheet.ts), some browsers forget them.
    const tr = Object.assign(document.createElement('tr'), { role: 'row' });
    const [label, ...values] = textsOf(row);
    htmlNode(tr, 'th', { scope: 'row', role: 'rowheader', textContent: label! });
    columns.forEach((column, i) => cell(tr, column, row, values[i]!));
    return tr;
  }

  return {
    /** A row's texts: its label, then each value as shown. */
    texts: textsOf,
    /** What search looks through: the label and every value, as shown. */
    text: (row: number) => textsOf(row).join(' '),
    row: (row: number) => (rows[row] ??= build(row)),
    /** Each column's room beyond its text: a cell's bar and its gap (table-sheet.ts). */
    extra: [0, ...columns.map((c) => (c.bars ? 54 : 0))],
  };
}
