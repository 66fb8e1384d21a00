import { html } from 'lit';
import type { ChartSpec, OhlcPoint } from '../../shared/chart-spec';
import { formatNumber } from '../../shared/format-number';

const MAX_ROWS = 1000;

const cell = (value: unknown) =>
  value !== null && typeof value === 'object'
    ? `O ${formatNumber((value as OhlcPoint).o)} · H ${formatNumber((value as OhlcPoint).h)} · L ${formatNumber((value as OhlcPoint).l)} · C ${formatNumber((value as OhlcPoint).c)}`
    : formatNumber(value as number | null);

/** The chart's data as a real table: always there for screen readers, shown on request to everyone. */
export function dataTable(spec: ChartSpec) {
  const { labels, datasets } = spec.data;
  const rows = labels.slice(0, MAX_ROWS);
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
    <tbody>
      ${rows.map((label, i) => html`<tr><th scope="row">${label}</th>${datasets.map((d) => html`<td>${cell(d.data[i])}</td>`)}</tr>`)}
    </tbody>
  </table>`;
}
