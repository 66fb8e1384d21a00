import { formatFullDate } from '../../shared/axis-ticks';
import type { ChartSpec, OhlcPoint } from '../../shared/chart-spec';
import { formatNumber } from '../../shared/format-number';
import { parseDateLabel } from '../../shared/labels';
import { layoutSeries } from '../../shared/series-layout';

// Words about the chart beyond its first frame: the summary and the data table for screen readers,
// and what the tooltip and the keyboard announce about a point. A lazy chunk, loaded when the
// browser is idle after the chart is drawn (or at the first hover, if that comes sooner).
export { summarizeChart } from '../../shared/chart-summary';

export interface PointText {
  title: string;
  /** `slot` is the series' (or slice's) colour. */
  rows: Array<{ slot: number; label: string; value: string }>;
}

/** What one point (or pie slice) says: its label, a date in full, and each shown series' value. */
export function describePoint(spec: ChartSpec, index: number, hidden: ReadonlySet<number>): PointText {
  const { labels, datasets } = spec.data;
  const label = String(labels[index] ?? '');
  if (spec.chartType === 'pie') {
    const values = labels.map((_, i) => (hidden.has(i) ? 0 : Math.max(Number(datasets[0]?.data[i]) || 0, 0)));
    const total = values.reduce((a, b) => a + b, 0) || 1;
    const value = values[index] ?? 0;
    return { title: label, rows: [{ slot: index, label: datasets[0]?.label ?? '', value: `${formatNumber(value)} (${Math.round((value / total) * 100)}%)` }] };
  }
  const date = parseDateLabel(label);
  return {
    title: date === date ? formatFullDate(date) : label,
    rows: layoutSeries(spec).series.flatMap((s, i) => {
      if (hidden.has(i)) return [];
      const p = s.ohlc?.[index];
      const value = p ? `O ${formatNumber(p.o)} H ${formatNumber(p.h)} L ${formatNumber(p.l)} C ${formatNumber(p.c)}` : formatNumber(s.values[index]);
      return [{ slot: i, label: datasets[i]!.label, value }];
    }),
  };
}

const MAX_ROWS = 1000;

const cell = (value: unknown) =>
  value !== null && typeof value === 'object'
    ? `O ${formatNumber((value as OhlcPoint).o)} · H ${formatNumber((value as OhlcPoint).h)} · L ${formatNumber((value as OhlcPoint).l)} · C ${formatNumber((value as OhlcPoint).c)}`
    : formatNumber(value as number | null);

/**
 * Fills a <table> with the chart's data: always there for screen readers, shown on request to
 * everyone. Built with plain DOM calls once the chart is drawn (a thousand row templates would cost
 * more than the chart itself); text goes in as text, never as markup.
 */
export function fillTable(table: HTMLTableElement, spec: ChartSpec): void {
  const { labels, datasets, } = spec.data;
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
  row(table.createTHead(), spec.options.xAxis || 'Label', datasets.map((d) => d.label), 'col');
  const body = table.createTBody();
  labels.slice(0, MAX_ROWS).forEach((label, i) => row(body, label, datasets.map((d) => cell(d.data[i])), 'row'));
}
