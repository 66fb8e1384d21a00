/**
 * Bars, as both renderers draw them: grouped side by side in each category's slot (80 % of it),
 * stacked ones sharing a slot, each bar standing square on its base with the corners of its far
 * end rounded (in a stack, only the outermost segment's). A bar too thin or too short for the
 * corner radius gets a smaller one; one with no room at all is a 1 px sliver.
 */
import type { SeriesLayout } from '../../chart-core/series-layout';

const RADIUS = 6;
const GROUP_WIDTH = 0.8;

export interface BarRect {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Of the two corners at its far end. */
  radius: number;
  /** Its value is above its base: on an upright axis its far end is on top, on a sideways one on the right. */
  up: boolean;
}

/**
 * Whether the bar of series `si` at `i` is the outer end of its stack: no later shown series of the
 * same slot and axis adds to it in the same direction. Unstacked bars are always their own end.
 */
function isOuterEnd(layout: readonly SeriesLayout[], si: number, i: number, up: boolean, shown: (index: number) => boolean): boolean {
  const s = layout[si]!;
  for (let t = si + 1; t < layout.length; t++) {
    const other = layout[t]!;
    if (other.kind !== 'bar' || other.barSlot !== s.barSlot || other.axis !== s.axis || !shown(t)) continue;
    const v = other.values[i];
    if (v != null && v !== 0 && v > 0 === up) return false;
  }
  return true;
}

/**
 * The bars of series `si`, one per value (null where there is none), in pixels: `slots` bars side
 * by side in a category, `slot` pixels per category, `x(i)` the centre of category i, `y(value)` on
 * the series' axis, `px` device pixels per CSS pixel (the radius and the gap are in CSS pixels).
 */
export function barRects(
  layout: readonly SeriesLayout[],
  si: number,
  geometry: { slots: number; slot: number; x(index: number): number; y(value: number): number; px?: number; shown?: (index: number) => boolean },
): Array<BarRect | null> {
  const { slots, slot, x, y, px = 1, shown = () => true } = geometry;
  const s = layout[si]!;
  const group = Math.max(slot * GROUP_WIDTH, 0);
  const barWidth = group / Math.max(slots, 1);
  const gap = Math.min(2 * px, barWidth * 0.1);
  const width = Math.max(barWidth - gap, 1);
  return s.tops.map((top, i) => {
    if (top === null || top === undefined) return null;
    const base = s.bases[i] ?? 0;
    const y0 = y(base);
    const y1 = y(top);
    const height = Math.abs(y1 - y0);
    // By value, not by pixels: horizontal bars (hbars.ts) map values onto a left-to-right axis.
    const up = top >= base;
    const radius = isOuterEnd(layout, si, i, up, shown) ? Math.max(0, Math.min(RADIUS * px, width / 2, height)) : 0;
    return { left: x(i) - group / 2 + s.barSlot * barWidth + gap / 2, top: Math.min(y0, y1), width, height, radius, up };
  });
}
