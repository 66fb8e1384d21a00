import { html, render } from 'lit';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { readableLabel } from '@shared/chart-core/readable-label';
import { valueFormat } from '@shared/chart-core/value-format';
import { formatShare } from '@shared/formats/format-number';
import { layoutSeries } from '@shared/chart-core/series-layout';
import type { HoverPoint } from '../plot/plot';

// What a point says, in the tooltip and to screen readers. Part of the accessibility chunk: the
// tooltip never shows before its words have arrived.

export interface PointText {
  title: string;
  /** `slot` is the series' (or slice's) colour; `color` one of the point's own (a map region's fill). */
  rows: Array<{ slot: number; label: string; value: string; color?: string }>;
}

/** What one point (or pie slice) says: its label, a date in full, and each shown series' value. */
export function describePoint(spec: ChartSpec, index: number, hidden: ReadonlySet<number>, locale = 'en-US'): PointText {
  const number = valueFormat(spec.options.numberFormat, locale).value;
  const { labels, datasets } = spec.data;
  const label = String(labels[index] ?? '');
  if (spec.chartType === 'pie') {
    const values = labels.map((_, i) => (hidden.has(i) ? 0 : Math.max(Number(datasets[0]?.data[i]) || 0, 0)));
    const total = values.reduce((a, b) => a + b, 0);
    const value = values[index] ?? 0;
    return { title: label, rows: [{ slot: index, label: datasets[0]?.label ?? '', value: `${number(value)} (${formatShare(value, total, locale)})` }] };
  }
  return {
    title: readableLabel(label, locale),
    rows: layoutSeries(spec).series.flatMap((s, i) => {
      if (hidden.has(i)) return [];
      const p = s.ohlc?.[index];
      const value = p ? `O ${number(p.o)} H ${number(p.h)} L ${number(p.l)} C ${number(p.c)}` : number(s.values[index]);
      return [{ slot: i, label: datasets[i]!.label, value }];
    }),
  };
}

/**
 * Shows the point under the pointer or the keyboard (null: none) in the tooltip, beside the point
 * and inside the plot's box; `heard` (a point the keyboard moved to) also says it to screen readers.
 */
export function showPoint(
  root: ShadowRoot,
  spec: ChartSpec | null,
  point: HoverPoint | null,
  hidden: ReadonlySet<number>,
  locale: string,
  heard: boolean,
): void {
  const text = point && spec ? (point.text ?? describePoint(spec, point.index, hidden, locale)) : null;
  if (heard) root.querySelector('[aria-live]')!.textContent = text ? `${text.title}: ${text.rows.map((r) => `${r.label} ${r.value}`).join(', ')}` : '';
  const tip = root.querySelector<HTMLElement>('.tip');
  if (!tip) return;
  tip.hidden = !text || !point || !spec?.options.tooltips;
  if (tip.hidden || !text || !point) return;
  render(
    html`<b>${text.title}</b>${text.rows.map((r) => html`<div><span class="swatch s${r.slot}" .style=${r.color ? `background:${r.color}` : ''}></span>${r.label}: ${r.value}</div>`)}`,
    tip,
  );
  const box = tip.parentElement!;
  const left = point.left + 14 + tip.offsetWidth > box.clientWidth ? point.left - 14 - tip.offsetWidth : point.left + 14;
  tip.style.left = `${Math.max(left, 0)}px`;
  tip.style.top = `${Math.min(Math.max(point.top - tip.offsetHeight / 2, 0), Math.max(box.clientHeight - tip.offsetHeight, 0))}px`;
}
