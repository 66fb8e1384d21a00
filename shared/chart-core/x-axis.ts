/**
 * The x axis of a cartesian chart, as both renderers draw it: its range and its tick labels for a
 * given width. Labels are read by shared/chart-core/labels.ts (dates, numbers or categories) and written by
 * shared/chart-core/axis-ticks.ts in the reader's language. Tick labels never collide: ticks are spaced by
 * the widest label they show plus a gap, checked against the labels actually chosen, with widths
 * from text-width.ts (the widget's fonts are no wider, so its labels fit too).
 */
import { dateGrain, formatDateTicks, formatPlainTick } from './axis-ticks';
import { readDateLabels, xAxisValues, type LabelKind } from './labels';
import { dateTicks } from './date-ticks';
import { NICE_STEPS, niceTicks, type Ticks } from './nice-ticks';
import { textWidth } from './text-width';

export const TICK_FONT = 12;
/** Room between two tick labels. */
const GAP = 16;
/** Characters of a category label shown before it is cut short. */
const LONGEST = 16;
const WHOLE_STEPS = NICE_STEPS.filter((step) => step >= 1);
const DAY = 86_400;

export interface Tick {
  value: number;
  text: string;
}

export interface XAxis {
  kind: LabelKind;
  /** The x value of each label: seconds for dates, the number, or the index for categories. */
  xs: ArrayLike<number>;
  min: number;
  max: number;
  /** Half the widest label: room the plot keeps on its right so the last one is not cut. */
  overhang: number;
  ticks(pixels: number): Tick[];
}

/**
 * `read` is what shared/chart-core/labels.ts read the labels as, when the caller has read them already: a
 * chart of 166,650 points is not read twice. Dates are in seconds, or in `perSecond` units of a
 * second (1000 for the widget's milliseconds), so they need not be copied to be read, and
 * `wholeDays` says they are plain dates, all at midnight UTC.
 */
export function xAxisOf(
  labels: readonly unknown[],
  slotted: boolean,
  locale = 'en-US',
  read?: { kind: LabelKind; xs: ArrayLike<number>; wholeDays?: boolean },
  perSecond = 1,
): XAxis {
  const texts = labels as readonly string[];
  const { kind, xs } = read ?? xAxisValues(texts, slotted);
  const n = xs.length;
  if (kind === 'category') return categoryAxis(texts, xs, slotted, locale);
  // One pass without allocations: a cold page runs it unoptimised over every point (166,650 in the
  // widget's bench), so it takes no array per step.
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  min /= perSecond;
  max /= perSecond;
  // One point: a range around it, so it sits in the middle rather than on an edge of nothing.
  const half = min === max ? (kind === 'date' ? DAY : 1) : 0;
  [min, max] = [min - half, max + half];

  if (kind === 'date') {
    // Plain dates (every point at midnight UTC) tick on days at the finest, never on hours. A
    // reader that read them as plain dates says so, and the points need not be read again.
    let wholeDays = read?.wholeDays ?? true;
    const day = DAY * perSecond;
    for (let i = 0; i < n && wholeDays && read?.wholeDays === undefined; i++) wholeDays = xs[i]! % day === 0;
    // The widest label the axis's format can have, a time of day on short spans, else a month,
    // in every month: month names differ in length by language.
    const grain = max - min < 3 * DAY && !wholeDays ? 'time' : 'month';
    const forms = Array.from({ length: 12 }, (_, m) => formatDateTicks([Date.UTC(2024, m, 28, 22) / 1000], grain, locale)[0]!);
    const longest = Math.max(...forms.map((form) => textWidth(form, TICK_FONT)));
    return spanAxis(
      { kind, xs, min, max },
      longest,
      (pixels, space) => dateTicks(min, max, pixels, space, wholeDays),
      (t) => formatDateTicks(t.values, dateGrain(t.step), locale),
    );
  }
  const whole = everyInteger(xs);
  const edges = [formatPlainTick(min, 1, locale), formatPlainTick(max, 1, locale)];
  const longest = Math.max(...edges.map((t) => textWidth(t, TICK_FONT)));
  const steps = whole ? WHOLE_STEPS : NICE_STEPS;
  return spanAxis(
    { kind, xs, min, max },
    longest,
    (pixels, space) => niceTicks(min, max, pixels, space, steps),
    (t) => t.values.map((v) => formatPlainTick(v, t.step, locale)),
  );
}

/** A date or number axis whose labels are at most `longest` wide. */
function spanAxis(
  span: Pick<XAxis, 'kind' | 'xs' | 'min' | 'max'>,
  longest: number,
  choose: (pixels: number, space: number) => Ticks,
  write: (ticks: Ticks) => string[],
): XAxis {
  return { ...span, overhang: longest / 2, ticks: (pixels) => fitted(pixels, span.min, span.max, longest + GAP, (space) => choose(pixels, space), write) };
}

/** Categories sit one per slot (x is the index); dates among them read as a date axis would. */
function categoryAxis(labels: readonly string[], xs: ArrayLike<number>, slotted: boolean, locale: string): XAxis {
  const n = labels.length;
  const dates = n > 1 ? readDateLabels(labels.map((l) => String(l))) : null;
  const spacing = dates ? (dates[n - 1]! - dates[0]!) / (n - 1) : 0;
  const grain = dateGrain(spacing);
  const short = (i: number) => {
    const label = String(labels[i] ?? '');
    return label.length > LONGEST ? `${label.slice(0, LONGEST - 1)}…` : label;
  };
  // The format follows the time between ticks, not between labels: ticks 50 trading days apart
  // read as months (`Mar`, `2025`), which `Jun 23` on a 27-year axis would not tell.
  const write = (t: Ticks) =>
    dates
      ? formatDateTicks(
          t.values.map((i) => dates[i] ?? NaN),
          dateGrain(t.step * spacing),
          locale,
        )
      : t.values.map(short);
  const sampled = Array.from({ length: Math.min(n, 120) }, (_, k) => Math.round((k * (n - 1)) / Math.max(Math.min(n, 120) - 1, 1)));
  const shown = dates
    ? formatDateTicks(
        sampled.map((i) => dates[i]!),
        grain,
        locale,
      )
    : sampled.map(short);
  const longest = Math.max(0, ...shown.map((t) => textWidth(t, TICK_FONT)));
  const [min, max] = slotted || n < 2 ? [-0.5, n - 0.5] : [0, n - 1];
  return {
    kind: 'category',
    xs,
    min,
    max,
    overhang: textWidth(shown[shown.length - 1] ?? '', TICK_FONT) / 2,
    ticks: (pixels) =>
      fitted(
        pixels,
        min,
        max,
        longest + GAP,
        (s) => niceTicks(Math.max(min, 0), max, (pixels * (max - Math.max(min, 0))) / (max - min), s, WHOLE_STEPS),
        write,
      ),
  };
}

/**
 * Ticks whose labels fit between them: spaced by `space` first, and wider apart while the widest
 * label chosen (a long category, a `Mar 2024` among months) would touch its neighbour.
 */
function fitted(pixels: number, min: number, max: number, space: number, choose: (space: number) => Ticks, write: (ticks: Ticks) => string[]): Tick[] {
  let ticks = choose(space);
  let texts = write(ticks);
  for (let round = 0; round < 8; round++) {
    const widest = Math.max(0, ...texts.map((t) => textWidth(t, TICK_FONT)));
    const apart = closest(ticks.values) * (pixels / (max - min));
    if (widest + GAP <= apart || ticks.values.length < 2) break;
    space = Math.max(space + 1, widest + GAP);
    ticks = choose(space);
    texts = write(ticks);
  }
  return ticks.values.map((value, i) => ({ value, text: texts[i] ?? '' }));
}

/** The smallest distance between neighbouring ticks (calendar steps are not all the same length). */
function closest(values: readonly number[]): number {
  let least = Infinity;
  for (let i = 1; i < values.length; i++) least = Math.min(least, values[i]! - values[i - 1]!);
  return least;
}

function everyInteger(xs: ArrayLike<number>): boolean {
  const n = xs.length;
  const stride = Math.max(1, Math.floor(n / 200));
  for (let i = 0; i < n; i += stride) if (!Number.isInteger(xs[i]!)) return false;
  return true;
}
