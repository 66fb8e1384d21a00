import { html } from 'lit';
import type { ChartSpec, OhlcPoint } from '../../shared/chart-spec';
import { formatNumber } from '../../shared/format-number';

const MAX_ROWS = 1000;

const cell = (value: unknown) =>
  value !== null && typeof value === 'object'
    ? `O ${formatNumber((value as OhlcPoint).o)} · H ${formatNumber((value as OhlcPoint).h)} · L ${formatNumber((value as OhlcPoint).l)} · C ${formatNumber((value as OhlcPoint).c)}`
    : formatNumber(value as number | null);

/**
 * The chart's data as a real table: always there for screen readers, shown on request to everyone.
 * Lit renders the caption and header; the rows are filled by `fillRows` once the chart is drawn,
 * with plain DOM calls: a thousand row templates would cost more than the chart itself.
 */
export function dataTable(spec: ChartSpec) {
  const { labels, datasets } = spec.data;
  return html`<table>
    <caption>
      ${spec.options.title || 'Chart data'}${labels.length > MAX_ROWS ? ` (first ${MAX_ROWS} of ${labels.length} rows)` : ''}
    </caption>
    <thead>
      <tr>
        <th scope="col">${spec.options.xAxis || 'Label'}</th>
        ${datasets.map((d) => html`<th scope="col">${d.label}</th>`)}
      </tr>
    </thead>
    <tbody></tbody>
  </table>`;
}

export function fillRows(body: HTMLTableSectionElement, spec: ChartSpec): void {
  const { labels, datasets } = spec.data;
  const rows = labels.slice(0, MAX_ROWS).map((label, i) => {
    const row = document.createElement('tr');
    const head = row.appendChild(document.createElement('th'));
    head.scope = 'row';
    head.textContent = label;
    for (const d of datasets) row.appendChild(document.createElement('td')).textContent = cell(d.data[i]);
    return row;
  });
  body.replaceChildren(...rows);
}
