/**
 * A chart's annotations as both renderers draw them: reference lines (a dashed line at a value of
 * the left axis, its label at the line's right end) and highlighted ranges (a shaded band from one
 * x label to another, its label at the band's top left). Highlights name labels as the data writes
 * them; one whose labels the data does not hold is left out rather than guessed.
 */
import type { ChartOptions } from '../spec/chart-spec';

export interface LineMark {
  value: number;
  label: string;
}

/** A band over the labels `first` to `last` (indexes into the data's labels, first ≤ last). */
export interface BandMark {
  first: number;
  last: number;
  label: string;
}

export interface Annotations {
  lines: LineMark[];
  bands: BandMark[];
}

/** The font of annotation labels, in CSS pixels. */
export const ANNOTATION_FONT = 11;
/** The reference line's dash and gap, in CSS pixels. */
export const LINE_DASH = [4, 3] as const;
/** How strongly a band tints the plot with the foreground colour. */
export const BAND_OPACITY = 0.1;
/** The least width of a band, so that a range of one date on a time axis still shows. */
export const MIN_BAND = 3;

export function annotationsOf(options: Partial<ChartOptions>, labels: readonly unknown[]): Annotations {
  const lines = (options.referenceLines ?? []).filter((l) => Number.isFinite(l?.value)).map((l) => ({ value: l.value, label: String(l.label ?? '') }));
  const index = (label: unknown) => labels.findIndex((l) => String(l).trim() === String(label ?? '').trim());
  const bands = (options.highlights ?? []).flatMap((h) => {
    const [a, b] = [index(h?.from), index(h?.to)];
    return a < 0 || b < 0 ? [] : [{ first: Math.min(a, b), last: Math.max(a, b), label: String(h.label ?? '') }];
  });
  return { lines, bands };
}

/** Whether a chart has anything to annotate, so a renderer can skip the work entirely. */
export const hasAnnotations = (options: Partial<ChartOptions>): boolean => !!(options.referenceLines?.length || options.highlights?.length);

/** What a reference line says: its label, or else its value as the chart writes values. */
export const lineText = (line: LineMark, value: (v: number) => string): string => line.label || value(line.value);

/** A band's left and right edge in pixels: `x(i)` the centre of label i, `half` half a slot (0 on a continuous axis). */
export function bandEdges(band: BandMark, x: (index: number) => number, half: number): [number, number] {
  const left = x(band.first) - half;
  const right = x(band.last) + half;
  const grow = Math.max(0, MIN_BAND - (right - left)) / 2;
  return [left - grow, right + grow];
}

/** Where labels go: a line's at its right end just above it, a band's at its top left inside it. */
export const LABEL_INSET = 4;
