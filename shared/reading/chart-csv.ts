/**
 * A chart's data as a CSV file a reader downloads: the labels first, then one column per series
 * (four for candles: open, high, low, close), and a scatter plot's groups last. Numbers are written
 * exactly as stored; a table's rows are in its data's order, whatever order it first shows them in.
 *
 * Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula, and a chart's labels come from uploads, AI answers and other people's files; such text
 * cells get a leading `'`, which spreadsheets show as text. Numbers are never text cells, so a
 * negative value stays a number.
 */
import type { ChartSpec, OhlcPoint } from '../spec/chart-spec';
import { specSources } from '../spec/spec-sources';

const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const numberCell = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

const isCandle = (value: unknown): value is OhlcPoint => typeof value === 'object' && value !== null && 'c' in value;

/**
 * The CSV text, with CRLF line ends (RFC 4180) and a byte-order mark so Excel reads it as UTF-8.
 * The chart's sources (its caption's: every source an AI chart cites, else its one source) follow
 * the data, past an empty line, one `Source,label,url` row each: a spreadsheet shows them, a reader
 * of the rows stops at the empty line, and the header stays the first line, as every reader expects.
 */
export function chartToCsv(spec: Pick<ChartSpec, 'chartType' | 'data' | 'options' | 'source' | 'sources'>): string {
  const { labels, datasets } = spec.data;
  const candles = datasets.map((d) => spec.chartType === 'candlestick' || d.data.some(isCandle));
  // A scatter plot's groups are part of its data: they come last, as a row appended to it gives them.
  const groups = spec.chartType === 'scatter' && Array.isArray(spec.options.scatter?.groups) ? spec.options.scatter.groups : null;
  const header = [
    textCell(spec.options.xAxis || 'Label'),
    ...datasets.flatMap((d, i) => (candles[i] ? ['Open', 'High', 'Low', 'Close'].map((part) => textCell(`${d.label} ${part}`)) : [textCell(d.label)])),
    ...(groups ? ['Group'] : []),
  ];
  const rows = labels.map((label, row) =>
    [
      textCell(label),
      ...datasets.flatMap((d, i) => {
        const value = d.data[row];
        if (!candles[i]) return [numberCell(value as number | null)];
        const candle = isCandle(value) ? value : null;
        return [numberCell(candle?.o), numberCell(candle?.h), numberCell(candle?.l), numberCell(candle?.c)];
      }),
      ...(groups ? [textCell(groups[row])] : []),
    ].join(','),
  );
  const cited = specSources(spec).map((source) => ['Source', textCell(source.label), textCell(source.url ?? '')].join(','));
  return `\uFEFF${[header.join(','), ...rows, ...(cited.length > 0 ? ['', ...cited] : [])].join('\r\n')}\r\n`;
}

/** A file name for the chart: its name or title in lower-case words, else `chart`. */
export function chartFileName(name: string | null | undefined, extension: string): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${extension}`;
}
