import type { ChartSpec } from '@shared/spec/chart-spec';
import type { PointText } from '../element/point-tip';

/** Colours and font resolved from the element's CSS custom properties. */
export interface Palette {
  series: string[];
  fg: string;
  grid: string;
  bg: string;
  font: string;
  up: string;
  down: string;
}

/**
 * Where the pointer or the keyboard focus is: a point (an index into the labels, or a pie slice)
 * and its place in CSS pixels of the plot box. What it says is worked out by `describePoint` in
 * element/point-tip.ts, part of a lazy chunk.
 */
export interface HoverPoint {
  left: number;
  top: number;
  index: number;
  /** What the point says, when its renderer knows better than the labels (a map's region names). */
  text?: PointText;
}

export interface PlotInput {
  target: HTMLElement;
  spec: ChartSpec;
  palette: Palette;
  /** A valid BCP 47 tag: how tick labels write numbers and dates. */
  locale: string;
  width: number;
  height: number;
  onHover(point: HoverPoint | null): void;
  /** Called once the first drawing is on the canvas. */
  onReady(): void;
  /** Called when drawing failed after the renderer was created (in a resize, a hover, a redraw). */
  onError(): void;
}

/** A drawn chart: uPlot for cartesian types, our own canvas renderer for pie. */
export interface Plot {
  /** How many points (or slices) keyboard focus can move through. */
  readonly count: number;
  setSize(width: number, height: number): void;
  /** Moves the highlighted point, showing its tooltip; null clears it. */
  focusPoint(index: number | null): void;
  /** Shows or hides one legend entry's series (or pie slice). */
  setShown(index: number, shown: boolean): void;
  destroy(): void;
}
