import { layoutSeries } from '@shared/chart-core/series-layout';
import { createCartesian, type Mark } from './cartesian';
import type { Plot, PlotInput } from './plot';

/**
 * The renderer a chart needs. Lines and areas (almost every chart) draw with what the runtime's
 * entry already has; bars, candles and pie charts are fetched the first time a page needs them,
 * as hashed chunks from the same origin, so a line chart never pays for them, and a chart with a
 * creator's extras draws through the extras chunk (`more`, fetched by the element). The caller
 * checks that its chart is still wanted before drawing with what arrives.
 */
export async function rendererFor(spec: PlotInput['spec'], more?: typeof import('../extras/extras') | null): Promise<(input: PlotInput) => Plot> {
  if (spec.chartType === 'pie') return (await import('./pie')).createPie;
  const marks: Mark[] = [];
  if (layoutSeries(spec).hasBars) marks.push((await import('../paths/bars')).drawBars);
  if (spec.chartType === 'candlestick') marks.push((await import('../paths/candles')).drawCandles);
  return more ? more.renderer(spec, marks) : (input) => createCartesian(input, marks);
}
