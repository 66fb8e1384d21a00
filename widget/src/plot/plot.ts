import type { ChartSpec } from '../../../shared/chart-spec';

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

/** What the tooltip shows for one x position (or one pie slice), in CSS pixels of the plot box. */
export interface PointInfo {
  left: number;
  top: number;
  title: string;
  /** `slot` is the series' place in the palette, which colours its swatch. */
  rows: Array<{ slot: number; label: string; value: string }>;
}

export interface PlotInput {
  target: HTMLElement;
  spec: ChartSpec;
  palette: Palette;
  width: number;
  height: number;
  onHover(info: PointInfo | null): void;
  /** Called once the first drawing is on the canvas. */
  onReady(): void;
}

/** A drawn chart: uPlot for cartesian types, our own canvas renderer for pie. */
export interface Plot {
  /** How many points (or slices) keyboard focus can move through. */
  readonly count: number;
  setSize(width: number, height: number): void;
  /** Moves the highlighted point, showing its tooltip; null clears it. */
  focusPoint(index: number | null): void;
  destroy(): void;
}
