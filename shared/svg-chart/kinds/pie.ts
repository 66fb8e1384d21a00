/**
 * Pie charts, as the widget draws them: one slice per label in that label's colour, clockwise
 * from twelve o'clock, parted by lines of the background colour. Each slice big enough to hold
 * it says its share, as in the widget, in black or white, whichever reads better on the slice.
 */
import { pieRadius, pieSlices, pieValues, SHARE_FONT } from '../../kinds/pie/pie-layout';
import type { ChartSpec } from '../../spec/chart-spec';
import { readableOn } from '../../themes/readable-on';
import type { Box } from '../box';
import type { ChartStyle } from '../chart-style';
import { num } from '../svg-number';

export function pieSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US'): string {
  const values = pieValues(spec.data.labels, spec.data.datasets[0]?.data);
  const total = values.reduce((a, b) => a + b, 0);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = pieRadius(box.width, box.height);
  if (!(total > 0))
    return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${style.grid.color}" stroke-opacity="${style.grid.opacity}" stroke-width="2"/>`;
  const point = (angle: number, radius: number) => `${num(cx + Math.cos(angle) * radius)},${num(cy + Math.sin(angle) * radius)}`;
  let slices = '';
  let shares = '';
  pieSlices(values, r, locale).forEach(({ from, to, share, label }, i) => {
    if (share <= 0) return;
    const color = style.series[i]!;
    // A slice of the whole circle has no edges to draw between its ends.
    slices +=
      share >= 0.999999
        ? `<circle class="slice" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${color}"/>`
        : `<path class="slice" d="M${num(cx)},${num(cy)}L${point(from, r)}A${num(r)},${num(r)} 0 ${share > 0.5 ? 1 : 0} 1 ${point(to, r)}Z" fill="${color}"/>`;
    if (label) shares += `<text x="${num(cx + label.dx)}" y="${num(cy + label.dy + SHARE_FONT * 0.35)}" fill="${readableOn(color)}">${label.text}</text>`;
  });
  return `<g class="pie" stroke="${style.background}" stroke-width="2" stroke-linejoin="round">${slices}</g><g class="shares" font-size="${SHARE_FONT}" font-weight="bold" text-anchor="middle">${shares}</g>`;
}
