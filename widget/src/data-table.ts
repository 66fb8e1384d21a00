import type { ChartSpec, OhlcPoint } from '../../shared/chart-spec';
import { formatNumber } from '../../shared/format-number';

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
