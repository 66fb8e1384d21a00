/**
 * How the server image draws each kind of chart (shared/kinds/registry.ts lists the kinds), inside
 * the plot box the frame leaves. Line, bar and candlestick charts share the cartesian plot, which
 * draws each series with its kind's part (line.ts, bar.ts, candlestick.ts); the others draw the
 * whole plot themselves. A kind left out of this list fails the type check.
 */
import type { KindId } from '../../kinds/chart-kind';
import type { ChartSpec } from '../../spec/chart-spec';
import type { Box } from '../box';
import { cartesianSvg } from '../cartesian-chart';
import type { ChartStyle } from '../chart-style';
import { hbarSvg } from './hbar';
import { mapSvg, type MapDrawing } from './map';
import { pieSvg } from './pie';
import { scatterSvg } from './scatter';
import { tableSvg } from './table';

/** What a kind's drawing may need beyond the spec: a map's geometry, which the caller loads. */
export type KindDrawing = MapDrawing;

export type KindSvg = (spec: ChartSpec, style: ChartStyle, box: Box, locale: string, drawing: KindDrawing) => string;

export const SVG_KINDS: Readonly<Record<KindId, KindSvg>> = {
  line: cartesianSvg,
  bar: cartesianSvg,
  hbar: hbarSvg,
  pie: pieSvg,
  candlestick: cartesianSvg,
  map: mapSvg,
  scatter: scatterSvg,
  table: tableSvg,
};
