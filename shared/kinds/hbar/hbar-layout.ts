/**
 * Horizontal bar charts, laid out once for both renderers: the categories down the left (their
 * labels right-aligned beside the plot, cut to fit), the values along the bottom on the value
 * axis's ticks, and the bars of each category side by side (stacked ones end to end), as
 * `barRects` lays vertical bars out, turned a quarter. Coordinates are CSS pixels in the box given.
 */
import { readableLabel } from '../../chart-core/readable-label';
import type { Layout } from '../../chart-core/series-layout';
import { ANNOTATION_FONT as ANNOTATION_LABEL_FONT, LABEL_INSET as ANNOTATION_LABEL_INSET } from '../../chart-core/annotations';
import { barRects } from '../bar/bar-layout';
import { textWidth, fitText } from '../../chart-core/text-width';
import { extentOf, valueAxis, type AxisBounds, type TickFormat, type ValueAxis } from '../../chart-core/value-axis';
import { TICK_FONT, type Tick } from '../../chart-core/x-axis';

/** Tick mark and gap below the plot, then a line of tick labels. */
const VALUE_AXIS = 30;
/** An axis title: one line of bold 12 px. */
const AXIS_TITLE = 18;
/** Room above the plot, and between a category's label and the plot. */
const TOP = 8;
const LABEL_GAP = 8;
/** Category labels take at most this share of the width. */
const LABEL_SHARE = 0.4;
/** The least room between two value tick labels. */
const TICK_GAP = 16;
/** A category label is at least this far from the next one shown, or some are skipped. */
const ROW_TEXT = 14;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HBar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Of the two corners at its far end. */
  radius: number;
  /** Its far end is on the right (a value above its base). */
  right: boolean;
}

export interface HBarChart {
  plot: Box;
  /** Category labels shown (some are skipped when rows are too thin), right-aligned at `labelX`. */
  rows: Array<{ index: number; text: string; y: number }>;
  labelX: number;
  axis: ValueAxis;
  /** Where each tick sits on the x axis. */
  ticks: Array<Tick & { x: number }>;
  /** The value axis's title, centred under the ticks, when there is room for it. */
  title: { text: string; x: number; y: number } | null;
  /** Pixels per category. */
  slot: number;
  /** The centre of category i. */
  rowY(index: number): number;
  x(value: number): number;
  /** One list per series: a bar per category, or null where it has no value. */
  bars: Array<Array<HBar | null>>;
}

export interface HBarInput {
  labels: readonly unknown[];
  layout: Layout;
  /** The value axis's title (`options.yAxis`). */
  valueTitle: string;
  box: Box;
  locale: string;
  bounds?: AxisBounds;
  tick?: TickFormat;
  shown?: (index: number) => boolean;
}

/**
 * The value axis along `pixels`, its ticks spaced by their widest label. A narrow axis whose step
 * leaves a single tick is stretched to the next whole step, so that it reads from end to end.
 */
function bottomAxis(extent: [number, number], pixels: number, input: HBarInput): ValueAxis {
  // valueAxis spaces ticks 30 px apart; asking for a shorter axis spaces them `space` apart.
  const spaced = (space: number, span = extent, bounds = input.bounds) => valueAxis(span, (pixels * 30) / space, input.locale, bounds, input.tick);
  let space = 60;
  let axis = spaced(space);
  const widest = () => Math.max(0, ...axis.ticks.map((t) => textWidth(t.text, TICK_FONT)));
  if (widest() + TICK_GAP > space) axis = spaced((space = widest() + TICK_GAP));
  if (widest() + TICK_GAP > space) axis = spaced((space = widest() + TICK_GAP));
  if (axis.ticks.length > 1 || !(axis.hi > axis.lo)) return axis;
  const span = axis.hi - axis.lo;
  const power = 10 ** Math.floor(Math.log10(span));
  const step = [1, 2, 5, 10].map((m) => m * power).find((m) => m >= span)!;
  const whole: [number, number] = [Math.floor(axis.lo / step) * step, Math.ceil(axis.hi / step) * step];
  // Near the largest doubles a whole step overflows: keep the axis as it is.
  return Number.isFinite(whole[1] - whole[0]) ? spaced(space, whole, { min: whole[0], max: whole[1], reach: [] }) : axis;
}

export function hbarChart(input: HBarInput): HBarChart {
  const { labels, layout, box, shown = () => true } = input;
  const n = Math.max(labels.length, 1);
  const texts = labels.map((l) => readableLabel(String(l ?? ''), input.locale));
  const labelRoom = Math.min(Math.max(0, ...texts.map((t) => textWidth(t, TICK_FONT))), box.width * LABEL_SHARE);
  const extent = extentOf(layout.series, 'y', shown, input.bounds);
  const roomy = box.width >= 300 && box.height >= 160;
  const titleText = roomy ? input.valueTitle : '';
  const plotX = box.x + Math.ceil(labelRoom) + LABEL_GAP;
  // The last tick label is centred on the plot's right edge: keep half of the widest for it.
  const guess = valueAxis(extent, Math.max(box.width - labelRoom, 1), input.locale, input.bounds, input.tick);
  const overhang = Math.max(0, ...guess.ticks.map((t) => textWidth(t.text, TICK_FONT))) / 2;
  const width = Math.max(box.x + box.width - plotX - Math.ceil(overhang) - 2, 1);
  const height = Math.max(box.height - TOP - VALUE_AXIS - (titleText ? AXIS_TITLE : 0), 1);
  const plot = { x: plotX, y: box.y + TOP, width, height };
  const axis = bottomAxis(extent, width, input);
  const { lo, hi } = axis;
  // As the upright axes map values: a span too wide for a double maps everything to the middle.
  const span = hi - lo;
  const x = (v: number) => (span > 0 && Number.isFinite(span) ? plot.x + ((v - lo) / span) * width : plot.x + width / 2);
  const slot = height / n;
  const rowY = (i: number) => plot.y + slot * (i + 0.5);
  const every = Math.max(1, Math.ceil(ROW_TEXT / slot));
  const rows = texts.flatMap((text, index) => (index % every ? [] : [{ index, text: fitText(text, labelRoom, TICK_FONT), y: rowY(index) }]));
  const bars = layout.series.map((s, si) =>
    s.kind !== 'bar' || !shown(si)
      ? s.tops.map(() => null)
      : barRects(layout.series, si, { slots: layout.barSlots, slot, x: rowY, y: x, shown }).map((r) =>
          r ? { x: r.top, y: r.left, width: r.height, height: r.width, radius: r.radius, right: r.up } : null,
        ),
  );
  return {
    plot,
    rows,
    labelX: plotX - LABEL_GAP,
    axis,
    ticks: axis.ticks.map((t) => ({ ...t, x: x(t.value) })),
    title: titleText ? { text: fitText(titleText, width, TICK_FONT), x: plot.x + width / 2, y: plot.y + height + VALUE_AXIS + 13 } : null,
    slot,
    rowY,
    x,
    bars,
  };
}

/** Where a highlighted range's label goes on horizontal bars: right-aligned at the top of its first row. */
export const hbarBandLabel = (chart: HBarChart, first: number): { x: number; y: number } => ({
  x: chart.plot.x + chart.plot.width - ANNOTATION_LABEL_INSET,
  y: chart.rowY(first) - chart.slot / 2 + ANNOTATION_LABEL_FONT + ANNOTATION_LABEL_INSET / 2,
});

/**
 * Whether a chart is drawn with horizontal bars: a bar chart that asks for it and whose series
 * are all bars on one axis (a line or a right-hand axis has no horizontal reading).
 */
export function isHorizontal(spec: { chartType: string; options: { horizontal?: boolean } }, layout: Layout): boolean {
  return spec.chartType === 'bar' && spec.options.horizontal === true && !layout.hasRightAxis && layout.series.every((s) => s.kind === 'bar');
}
