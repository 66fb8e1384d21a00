/**
 * A value axis in the image: the chart core's range and ticks (shared/chart-core/value-axis.ts),
 * and its width, which is that of its widest label.
 */
import { textWidth } from '../chart-core/text-width';
import { valueAxis, type AxisBounds, type TickFormat, type ValueAxis } from '../chart-core/value-axis';
import { TICK_FONT } from '../chart-core/x-axis';

/** The tick mark (6), the gap to its label (5), and a margin after the label (4). */
const TICK_ROOM = 11;
const MARGIN = 4;

export interface YAxis extends ValueAxis {
  width: number;
}

export function yAxisOf(extent: [number, number], pixels: number, locale = 'en-US', bounds?: AxisBounds, tick?: TickFormat): YAxis {
  const axis = valueAxis(extent, pixels, locale, bounds, tick);
  const widest = Math.max(0, ...axis.ticks.map((t) => textWidth(t.text, TICK_FONT)));
  return { ...axis, width: TICK_ROOM + Math.ceil(widest) + MARGIN };
}
