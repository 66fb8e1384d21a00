import type uPlot from 'uplot';
import { dateGrain, formatDateTicks, formatPlainTick, formatTick, NICE_STEPS } from '@shared/axis-ticks';
import { readDateLabels, type LabelKind } from '@shared/labels';

/** Room between two tick labels, in CSS pixels. */
const GAP = 16;
/** Characters of a category label shown before it is cut short with an ellipsis. */
const LONGEST = 16;
const WHOLE_STEPS = NICE_STEPS.filter((step) => step >= 1);

let measurer: CanvasRenderingContext2D | null = null;
/** The width of a text in CSS pixels, in the axis font. */
function textWidth(text: string, font: string): number {
  measurer ??= document.createElement('canvas').getContext('2d')!;
  measurer.font = font;
  return measurer.measureText(text).width;
}

const widest = (texts: readonly string[], font: string) => Math.max(0, ...texts.map((t) => textWidth(t, font)));

/** At most `count` labels spread over the whole list: enough to size an axis by. */
const sample = <T>(items: readonly T[], count = 120) =>
  items.length <= count ? items : Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);

export interface XAxis {
  /** What uPlot's x axis needs: where ticks may fall, how far apart, what they say. */
  axis: Partial<uPlot.Axis>;
  /** Half the widest tick label: the room the plot keeps on its right so the last one is not cut. */
  overhang: number;
}

/**
 * The x axis for these labels. Tick labels never collide: uPlot places ticks at least `space`
 * pixels apart, and `space` is the widest label the axis can show plus a gap, so on a narrow
 * chart it shows fewer ticks. Dates read in one format chosen by the step between ticks; long
 * category labels are cut short; numbers that are labels (years) are not grouped. Numbers and
 * dates are written for `locale`. Dates are `perSecond` x units a second: 1 for seconds, 1000 for
 * milliseconds.
 */
export function xAxis(kind: LabelKind, labels: readonly string[], xs: ArrayLike<number>, font: string, locale: string, perSecond = 1): XAxis {
  if (kind === 'date') {
    const span = xs.length > 1 ? (xs[xs.length - 1]! - xs[0]!) / perSecond : 0;
    // The longest form the axis writes, in every month: month names differ in length by language.
    const forms = Array.from({ length: 12 }, (_, m) => formatDateTicks([Date.UTC(2024, m, 28, 22) / 1000], span < 3 * 86_400 ? 'time' : 'month', locale)[0]!);
    const longest = widest(forms, font);
    return {
      axis: {
        space: longest + GAP,
        values: (_u, splits, _i, _space, step) =>
          formatDateTicks(
            splits.map((v) => v / perSecond),
            dateGrain(step / perSecond),
            locale,
          ),
      },
      overhang: longest / 2,
    };
  }
  if (kind === 'number') {
    const whole = sample(Array.from(xs)).every(Number.isInteger);
    const longest = widest([String(xs[0]), String(xs[xs.length - 1])], font);
    return {
      axis: {
        incrs: whole ? WHOLE_STEPS : NICE_STEPS,
        space: longest + GAP,
        values: (_u, splits, _i, _space, step) => splits.map((v) => formatPlainTick(v, step, locale)),
      },
      overhang: longest / 2,
    };
  }
  // Categories sit one per slot (x is the index). Dates among them read like a date axis.
  const dates = Array.from(readDateLabels(labels) ?? []);
  const isDates = dates.length > 1;
  const grain = isDates ? dateGrain((dates[dates.length - 1]! - dates[0]!) / (dates.length - 1)) : 'day';
  const text = (i: number) => {
    const label = String(labels[i] ?? '');
    return label.length > LONGEST ? `${label.slice(0, LONGEST - 1)}…` : label;
  };
  const shown = isDates ? formatDateTicks(sample(dates), grain, locale) : sample(labels.map((_, i) => i)).map(text);
  const longest = widest(shown, font);
  return {
    axis: {
      incrs: WHOLE_STEPS,
      space: longest + GAP,
      values: (_u, splits) =>
        isDates
          ? formatDateTicks(
              splits.map((i) => dates[i] ?? NaN),
              grain,
              locale,
            )
          : splits.map(text),
    },
    overhang: textWidth(shown[shown.length - 1] ?? '', font) / 2,
  };
}

/** A y axis: nice steps, exact labels in the locale, and as wide as its widest label. */
export function yAxis(font: string, locale: string): Partial<uPlot.Axis> {
  return {
    incrs: NICE_STEPS,
    values: (_u, splits, _i, _space, step) => splits.map((v) => formatTick(v, step, locale)),
    // Tick marks (6) and the gap to the labels (5), then the labels themselves.
    size: (_u, values) => 11 + Math.ceil(widest(values ?? [], font)) + 4,
  };
}
