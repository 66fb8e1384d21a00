/**
 * Pie charts, as the widget draws them: one slice per label in that label's colour, clockwise
 * from twelve o'clock, parted by lines of the background colour. Each slice big enough to hold
 * it says its share, as in the widget, in black or white, whichever reads better on the slice.
 */
import type { ChartSpec } from '../chart-spec';
import { BOLD } from '../chart-core/text-width-bold';
import { formatShare } from '../format-number';
import { readableOn } from '../readable-on';
import type { Box } from './box';
import type { ChartStyle } from './chart-style';
import { num } from './svg-number';
import { textWidth } from '../chart-core/text-width';

const FONT = 12;
/** Slices narrower than this (of the full turn) carry no share: the text would not fit. */
const LABELLED = 0.04;

/** Each label's value (numbers, or numbers written as text, as the widget reads them); anything else, and negatives, count as nothing. */
export function pieValues(spec: ChartSpec): number[] {
  const data = spec.data.datasets[0]?.data ?? [];
  return spec.data.labels.map((_, i) => {
    const given = data[i];
    const v = typeof given === 'number' || typeof given === 'string' ? Number(given) : NaN;
    return Number.isFinite(v) && v > 0 ? v : 0;
  });
}

export function pieSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const values = pieValues(spec);
  const total = values.reduce((a, b) => a + b, 0);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.max(Math.min(box.width, box.height) / 2 - 8, 1);
  if (!(total > 0))
    return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${style.grid.color}" stroke-opacity="${style.grid.opacity}" stroke-width="2"/>`;
  const point = (angle: number, radius: number) => `${num(cx + Math.cos(angle) * radius)},${num(cy + Math.sin(angle) * radius)}`;
  let from = -Math.PI / 2;
  let slices = '';
  let shares = '';
  values.forEach((value, i) => {
    if (value <= 0) return;
    const share = value / total;
    const to = from + share * 2 * Math.PI;
    const color = style.series[i]!;
    // A slice of the whole circle has no edges to draw between its ends.
    slices +=
      share >= 0.999999
        ? `<circle class="slice" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${color}"/>`
        : `<path class="slice" d="M${num(cx)},${num(cy)}L${point(from, r)}A${num(r)},${num(r)} 0 ${share > 0.5 ? 1 : 0} 1 ${point(to, r)}Z" fill="${color}"/>`;
    const text = formatShare(value, total, locale);
    const mid = (from + to) / 2;
    const arc = share * 2 * Math.PI * r * 0.65;
    if (share >= LABELLED && arc > textWidth(text, FONT, BOLD) + 4 && r > 40) {
      // A whole circle says its share in the middle; a slice, two thirds of the way out.
      const out = share >= 0.999999 ? 0 : r * 0.65;
      const x = cx + Math.cos(mid) * out;
      const y = cy + Math.sin(mid) * out + FONT * 0.35;
      shares += `<text x="${num(x)}" y="${num(y)}" fill="${readableOn(color)}">${text}</text>`;
    }
    from = to;
  });
  return `<g class="pie" stroke="${style.background}" stroke-width="2" stroke-linejoin="round">${slices}</g><g class="shares" font-size="${FONT}" font-weight="bold" text-anchor="middle">${shares}</g>`;
}
