/**
 * Tables in the image: the header (the labels' title, then each dataset's label, the sorted one
 * marked), then as many rows as fit, in the order the table first shows them (its sort, from
 * shared/kinds/table/table-rows.ts), each column in its own number format, with its bars or heat
 * colours when asked, and a line under them saying how many rows (and columns) there are. An
 * image cannot page or scroll: it shows the table's start and says so.
 */
import { readableLabel } from '../../chart-core/readable-label';
import { BOLD } from '../../chart-core/text-width-bold';
import { fitText, textWidth } from '../../chart-core/text-width';
import { cellBar, columnRange, heatCell, type ColumnRange } from '../../kinds/table/cell-scale';
import { columnFormat, type TableOptions } from '../../kinds/table/table-options';
import { sortedRows } from '../../kinds/table/table-rows';
import type { ChartSpec, NumberFormat } from '../../spec/chart-spec';
import { valueFormat } from '../../chart-core/value-format';
import type { Box } from '../box';
import { paintAttributes, type ChartStyle } from '../chart-style';
import { xmlText } from '../escape-xml';
import { num } from '../svg-number';
import { fitColumns, type ColumnNeed } from './table-columns';

const FONT = 12;
const HEADER = 26;
const ROW = 22;
const FOOT = 20;
const PAD = 8;
const BAR_ROOM = 48;
const BAR_GAP = 6;
const BAR_HEIGHT = 10;
const BASELINE = FONT * 0.35;

/** A column's cells written as the creator asked: rounded when the format says how (decimals, compact), else every digit. */
function cellWriter(format: NumberFormat | undefined, locale: string): (value: unknown) => string {
  const write = valueFormat(format, locale);
  const rounded = format?.decimals !== undefined || format?.compact === true;
  return (value) => {
    const v = typeof value === 'number' && Number.isFinite(value) ? value : null;
    return rounded ? write.value(v) : write.exact(v);
  };
}

/** The sort the table asks for, when its shape is one (a stored spec is trusted, not a fuzzed one). */
function sortOf(table: TableOptions | undefined, columns: number): TableOptions['sort'] {
  const sort = table?.sort;
  return sort && Number.isInteger(sort.column) && sort.column >= -1 && sort.column < columns ? sort : undefined;
}

export function tableSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const table = spec.options.table;
  const { labels, datasets } = spec.data;
  const sort = sortOf(table, datasets.length);
  const fits = Math.max(0, Math.floor((box.height - HEADER - FOOT) / ROW));
  const order = sortedRows(spec, sort);
  const rows = order.slice(0, fits);
  const columns = datasets.map((d, i) => {
    const options = Array.isArray(table?.columns) ? table.columns[i] : undefined;
    const write = cellWriter(columnFormat(spec.options, i), locale);
    const texts = rows.map((r) => write(d.data[r]));
    const range = options?.bars || options?.heat ? columnRange(d.data) : null;
    return { label: d.label, texts, bars: options?.bars === true && range !== null, heat: options?.heat === true && range !== null, range, values: d.data };
  });
  const mark = (i: number) => (sort?.column === i ? (sort.descending ? ' ▼' : ' ▲') : '');
  const headers = [String(spec.options.xAxis || 'Label') + mark(-1), ...columns.map((c, i) => c.label + mark(i))];
  const labelTexts = rows.map((r) => readableLabel(String(labels[r] ?? ''), locale));
  const labelNeed: ColumnNeed = {
    least: 2 * PAD,
    natural: 2 * PAD + Math.ceil(Math.max(textWidth(headers[0]!, FONT, BOLD), ...labelTexts.map((t) => textWidth(t, FONT)))),
  };
  const needs: ColumnNeed[] = columns.map((c, i) => {
    const cells = Math.max(0, ...c.texts.map((t) => textWidth(t, FONT))) + (c.bars ? BAR_ROOM + BAR_GAP : 0);
    const least = 2 * PAD + Math.ceil(cells);
    return { least, natural: Math.max(least, 2 * PAD + Math.ceil(textWidth(headers[i + 1]!, FONT, BOLD))) };
  });
  const fit = fitColumns(box.width, labelNeed, needs);
  const lefts = fit.widths.map((_, i) => box.x + fit.widths.slice(0, i).reduce((a, b) => a + b, 0));
  const tableWidth = fit.widths.reduce((a, b) => a + b, 0);
  const shown = columns.slice(0, fit.shown);

  const head = headers
    .slice(0, fit.shown + 1)
    .map((h, i) => {
      const body = fitText(h, fit.widths[i]! - 2 * PAD, FONT, BOLD);
      const x = i === 0 ? lefts[0]! + PAD : lefts[i]! + fit.widths[i]! - PAD;
      return `<text x="${num(x)}" y="${num(box.y + HEADER / 2 + BASELINE)}"${i === 0 ? '' : ' text-anchor="end"'}>${xmlText(body)}</text>`;
    })
    .join('');
  const rowY = (k: number) => box.y + HEADER + k * ROW;
  const stripes = rows.map((_, k) => (k % 2 ? `<rect x="${num(box.x)}" y="${num(rowY(k))}" width="${num(tableWidth)}" height="${ROW}"/>` : '')).join('');
  const labelCells = labelTexts
    .map((t, k) => `<text x="${num(lefts[0]! + PAD)}" y="${num(rowY(k) + ROW / 2 + BASELINE)}">${xmlText(fitText(t, fit.widths[0]! - 2 * PAD, FONT))}</text>`)
    .join('');
  const cells = shown
    .map((c, i) => columnSvg(c, rows, { left: lefts[i + 1]!, width: fit.widths[i + 1]!, rowY }, style.series[i] ?? style.foreground, style))
    .join('');
  const lines = rows.map((_, k) => `M${num(box.x)},${num(Math.round(rowY(k + 1)) + 0.5)}h${num(tableWidth)}`).join('');
  const clipId = `table-${[box.x, box.y, box.width, box.height].map((v) => Math.round(v)).join('-')}`;
  return [
    `<clipPath id="${clipId}"><rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}"/></clipPath>`,
    `<g class="table" clip-path="url(#${clipId})" font-size="${FONT}" fill="${style.foreground}">`,
    stripes && `<g class="stripes" fill="${style.foreground}" fill-opacity="0.04">${stripes}</g>`,
    `<g class="header" font-weight="bold">${head}</g>`,
    `<path d="M${num(box.x)},${num(Math.round(box.y + HEADER) - 0.5)}h${num(tableWidth)}" stroke="${style.foreground}" stroke-opacity="0.5"/>`,
    lines && `<path class="row-lines" d="${lines}" fill="none" ${paintAttributes('stroke', style.grid)}/>`,
    `<g class="labels">${labelCells}</g>`,
    cells,
    '</g>',
    footSvg(order.length, rows.length, datasets.length, shown.length, { ...box, y: rowY(rows.length) + 16 }, style, locale),
  ].join('');
}

interface Column {
  texts: string[];
  bars: boolean;
  heat: boolean;
  range: ColumnRange | null;
  values: readonly unknown[];
}

/** One column's cells: heat behind the text, the value right-aligned, its bar to the right of it. */
function columnSvg(
  column: Column,
  rows: readonly number[],
  at: { left: number; width: number; rowY(k: number): number },
  color: string,
  style: ChartStyle,
): string {
  const right = at.left + at.width - PAD;
  const textRight = column.bars ? right - BAR_ROOM - BAR_GAP : right;
  const parts = rows.map((r, k) => {
    const value = column.values[r];
    const y = at.rowY(k);
    const number = typeof value === 'number' && Number.isFinite(value) ? value : null;
    let fill = '';
    let ink = '';
    if (column.heat && column.range && number !== null) {
      const heat = heatCell(number, column.range, style.background, color);
      fill = `<rect x="${num(at.left + 1)}" y="${num(y + 1)}" width="${num(at.width - 2)}" height="${ROW - 2}" rx="2" fill="${heat.fill}"/>`;
      ink = ` fill="${heat.ink}"`;
    }
    let bar = '';
    if (column.bars && column.range && number !== null) {
      const { from, width } = cellBar(number, column.range);
      const x0 = right - BAR_ROOM + from * BAR_ROOM;
      bar = `<rect x="${num(x0)}" y="${num(y + (ROW - BAR_HEIGHT) / 2)}" width="${num(Math.max(width * BAR_ROOM, 1))}" height="${BAR_HEIGHT}" rx="1.5" fill="${color}"/>`;
    }
    return `${fill}${bar}<text x="${num(textRight)}" y="${num(y + ROW / 2 + BASELINE)}"${ink}>${xmlText(column.texts[k]!)}</text>`;
  });
  return `<g class="column" text-anchor="end">${parts.join('')}</g>`;
}

/** `Showing 12 of 1,000 rows`, or `6 rows` when all are shown, and the columns left out when some are. */
/** Written at `at`'s top left, its baseline there. */
function footSvg(total: number, rows: number, columns: number, shownColumns: number, at: Box, style: ChartStyle, locale: string): string {
  const n = (v: number) => v.toLocaleString(locale);
  const plural = (v: number) => (v === 1 ? 'row' : 'rows');
  const rowText = rows < total ? `Showing ${n(rows)} of ${n(total)} ${plural(total)}` : `${n(total)} ${plural(total)}`;
  const text = shownColumns < columns ? `${rowText} · ${n(shownColumns)} of ${n(columns)} columns` : rowText;
  return `<text class="table-count" x="${num(at.x)}" y="${num(at.y)}" font-size="${FONT}" fill="${style.foreground}" fill-opacity="0.75">${xmlText(fitText(text, at.width, FONT))}</text>`;
}
