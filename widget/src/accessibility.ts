import type { ChartSpec, OhlcPoint } from '@shared/spec/chart-spec';
import { readableLabel } from '@shared/chart-core/readable-label';
import { valueFormat, type ValueFormat } from '@shared/chart-core/value-format';

// Words about the chart beyond its first frame: the summary and the data table for screen readers,
// and what the tooltip and the keyboard announce about a point. A lazy chunk, loaded when the
// browser is idle after the chart is drawn (or at the first hover, if that comes sooner). Numbers
// and dates are written for the reader's locale, a valid BCP 47 tag.
import { summarizeChart as summarize } from '@shared/screen-reader/chart-summary';
export { showPoint } from './element/point-tip';

/** What a kind's own chunk words better than the core can: a map names its regions from its geometry file. */
export interface KindWords {
  summary(locale: string): string;
  /** The row heading of a label, by its index. */
  label(index: number): string;
}

/** Filled by a kind's chunk for the spec it drew, before it reports the chart ready. */
export const kindWords = new WeakMap<ChartSpec, KindWords>();

export const summarizeChart = (spec: ChartSpec, locale: string): string => kindWords.get(spec)?.summary(locale) ?? summarize(spec, locale);

/**
 * The tooltip's and the table's styles travel with the code that fills them: neither shows
 * before this chunk has arrived, and a chart paints without their bytes. The element adopts them.
 */
export const STYLES =
  '.tip{position:absolute;z-index:2;pointer-events:none;padding:6px 8px;border-radius:6px;background:var(--chart-tooltip-bg,#0f172aeb);color:var(--chart-tooltip-fg,#f8fafc);font-size:12px;white-space:nowrap}' +
  '.tip b{display:block}' +
  '.table:not(.sr-only){position:absolute;inset:0;overflow:auto;z-index:3;background:var(--chart-bg)}' +
  '.body:has(>.table:not(.sr-only))>:not(.table){visibility:hidden}thead th{position:sticky;top:0;background:var(--chart-bg)}' +
  '.foot [aria-pressed=true]{background:color-mix(in srgb,currentColor 15%,transparent)}' +
  'table{border-collapse:collapse;font-size:12px;width:100%}caption{text-align:left;font-weight:bold}' +
  'th,td{border-bottom:1px solid var(--chart-grid);padding:3px 8px;text-align:right}th:first-child{text-align:left}';

const MAX_ROWS = 1000;

/** A table cell keeps every digit, in the chart's number format: the table is where readers go for the exact figures. */
function cell(value: unknown, write: ValueFormat): string {
  if (value === null || typeof value !== 'object') return write.exact(value as number | null);
  const { o, h, l, c } = value as OhlcPoint;
  return `O ${write.exact(o)} · H ${write.exact(h)} · L ${write.exact(l)} · C ${write.exact(c)}`;
}

/**
 * Fills a <table> with the chart's data: always there for screen readers, shown on request to
 * everyone. Built with plain DOM calls once the chart is drawn (a thousand row templates would cost
 * more than the chart itself); text goes in as text, never as markup.
 */
export function fillTable(table: HTMLTableElement, spec: ChartSpec, locale = 'en-US'): void {
  const { labels, datasets } = spec.data;
  const row = (section: HTMLTableSectionElement, head: string, cells: string[], scope: 'col' | 'row') => {
    const tr = section.insertRow();
    const th = tr.appendChild(document.createElement('th'));
    th.scope = scope;
    th.textContent = head;
    for (const text of cells) {
      const td = tr.appendChild(document.createElement(scope === 'row' ? 'td' : 'th'));
      td.textContent = text;
      if (scope === 'col') (td as HTMLTableCellElement).scope = 'col';
    }
  };
  table.replaceChildren();
  table.createCaption().textContent = `${spec.options.title || 'Chart data'}${labels.length > MAX_ROWS ? ` (first ${MAX_ROWS} of ${labels.length} rows)` : ''}`;
  row(
    table.createTHead(),
    spec.options.xAxis || 'Label',
    datasets.map((d) => d.label),
    'col',
  );
  const body = table.createTBody();
  const write = valueFormat(spec.options.numberFormat, locale);
  const words = kindWords.get(spec);
  labels.slice(0, MAX_ROWS).forEach((label, i) =>
    row(
      body,
      words?.label(i) ?? readableLabel(label, locale),
      datasets.map((d) => cell(d.data[i], write)),
      'row',
    ),
  );
}
