/**
 * Where a scatter plot's parts go inside the box its frame leaves: the group legend (laid out by
 * the chart core's legend, as a series legend is), the axis titles, the value axes and their tick
 * labels, and the plot between them, with the margins the cartesian plot keeps (room above for
 * the top tick label, 30 px of x axis, an 18 px title line, a y axis as wide as its widest label).
 * Pure, so that any drawing of a scatter plot reads the same ticks.
 */
import { legendLayout, LEGEND_GAP, type LegendLayout } from '../../chart-core/legend';
import { textWidth } from '../../chart-core/text-width';
import { VALUE_TICK_SPACE, type TickFormat } from '../../chart-core/value-axis';
import { TICK_FONT, type Tick } from '../../chart-core/x-axis';
import type { LegendPosition } from '../../spec/chart-spec';
import { scatterAxis, type ScatterAxis } from './scatter-axis';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScatterLayoutInput {
  xs: readonly number[];
  ys: readonly number[];
  logX?: boolean;
  logY?: boolean;
  /** The groups' names, for the legend; empty without groups. */
  groups: readonly string[];
  legendPosition: LegendPosition;
  /** The axes' titles (datasets 1 and 2's labels). */
  xTitle: string;
  yTitle: string;
  box: Area;
  /** Writes a tick in the chart's number format (value-format.ts). */
  tick: TickFormat;
}

export interface ScatterLayout {
  /** The box less the legend: the axes, their titles and the plot. */
  body: Area;
  plot: Area;
  x: ScatterAxis;
  y: ScatterAxis;
  xTicks: Tick[];
  yTicks: Tick[];
  /** Whether the body has room for words beside the points: a thumbnail keeps its few pixels for them. */
  roomy: boolean;
  /** The titles shown ('' when the box is too small for them), to be fitted to the plot's sides. */
  xTitle: string;
  yTitle: string;
  /** The group legend and its top left corner; null without groups or with `legendPosition: none`. */
  legend: (LegendLayout & { left: number; top: number }) | null;
}

/** Room above the plot, so the top tick label is not cut. */
export const SCATTER_TOP = 12;
/** The x axis: tick marks (6), the gap to the labels (5), and the labels. */
export const SCATTER_X_AXIS = 30;
/** An axis title: one line of bold 12 px. */
export const SCATTER_TITLE = 18;
/** The least room between two x tick labels. */
const LABEL_GAP = 16;
/** A y axis's tick marks and the gap to its labels (11), and a margin after the labels (4). */
const Y_AXIS_ROOM = 15;

/** Below this, a power of ten needs more decimals than a number format can write (Intl allows 100). */
const LEAST_WRITTEN = 1e-12;

/**
 * The axis's tick labels in the chart's number format: a linear axis's at its step, in the unit of
 * its largest tick; a log axis's each at its own power of ten (100, 500, 1K, 10K, 1M…), and one too
 * small for the format's decimals as a power of ten (1e-30) rather than a format that throws.
 */
export function tickTexts(axis: ScatterAxis, tick: TickFormat): Tick[] {
  const top = Math.max(0, ...axis.ticks.map(Math.abs));
  // A number format shortens from 10,000 (1,500 reads better than 1.5K beside 2,000); on a log
  // axis that reaches 10K, thousands are shortened too, so 5K stands beside 10K, not 5,000.
  const shortFrom = top >= 1e4 ? 1e3 : Infinity;
  return axis.ticks.map((value) => ({
    value,
    text: !axis.log
      ? tick(value, axis.step, top)
      : value >= LEAST_WRITTEN
        ? tick(value, 10 ** Math.floor(Math.log10(value) + 1e-9), value >= shortFrom ? Math.max(value, 1e4) : value)
        : value.toExponential(0),
  }));
}

const widest = (ticks: readonly Tick[]) => Math.ceil(Math.max(0, ...ticks.map((t) => textWidth(t.text, TICK_FONT))));

export function scatterLayout(input: ScatterLayoutInput): ScatterLayout {
  const { box, tick } = input;
  const laid = input.groups.length ? legendLayout(input.groups, input.legendPosition, box) : null;
  // The legend's room is taken from the box as the series legend's is (svg-chart/legend.ts).
  let body = box;
  let legend: ScatterLayout['legend'] = null;
  if (laid) {
    const side = laid.side === 'left' || laid.side === 'right';
    const room = (side ? laid.width : laid.height) + LEGEND_GAP;
    body = side
      ? { ...box, width: box.width - room, x: laid.side === 'left' ? box.x + room : box.x }
      : { ...box, height: box.height - room, y: laid.side === 'top' ? box.y + room : box.y };
    legend = {
      ...laid,
      left: laid.side === 'right' ? box.x + box.width - laid.width : box.x,
      top: laid.side === 'bottom' ? box.y + box.height - laid.height : box.y,
    };
  }
  // A thumbnail-sized plot keeps its few pixels for the points rather than the titles.
  const roomy = body.width >= 300 && body.height >= 160;
  const xTitle = roomy ? input.xTitle : '';
  const yTitle = roomy ? input.yTitle : '';
  const top = body.y + SCATTER_TOP;
  const height = Math.max(body.y + body.height - SCATTER_X_AXIS - (xTitle ? SCATTER_TITLE : 0) - top, 1);
  const y = scatterAxis(input.ys, input.logY ?? false, height, VALUE_TICK_SPACE);
  const yTicks = tickTexts(y, tick);
  const left = body.x + (yTitle ? SCATTER_TITLE : 0) + Y_AXIS_ROOM + widest(yTicks);
  // Ticks at least as far apart as their widest label and a gap: wider labels ask for fewer
  // ticks, whose labels may be narrower, so a few rounds settle it (the space only grows).
  let space = VALUE_TICK_SPACE;
  let x = scatterAxis(input.xs, input.logX ?? false, 1, space);
  let xTicks: Tick[] = [];
  let width = 1;
  for (let round = 0; round < 4; round++) {
    const overhang = xTicks.length ? Math.ceil(widest(xTicks) / 2) : 0;
    width = Math.max(body.x + body.width - overhang - 2 - left, 1);
    x = scatterAxis(input.xs, input.logX ?? false, width, space);
    xTicks = tickTexts(x, tick);
    const needed = widest(xTicks) + LABEL_GAP;
    if (needed <= space && round > 0) break;
    space = Math.max(space, needed);
  }
  return { body, plot: { x: left, y: top, width, height }, x, y, xTicks, yTicks, roomy, xTitle, yTitle, legend };
}
