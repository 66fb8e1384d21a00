import { createCartesian } from './cartesian';
import type { Plot, PlotInput } from './plot';

/**
 * The renderer a chart type needs. Line, area and bar charts (almost every chart) draw with what
 * the runtime's entry already has; pie charts and candles are fetched the first time a page needs
 * them, as hashed chunks from the same origin, so a line chart never pays for them. The caller
 * checks that its chart is still wanted before drawing with what arrives.
 */
export async function rendererFor(chartType: PlotInput['spec']['chartType']): Promise<(input: PlotInput) => Plot> {
  if (chartType === 'pie') return (await import('./pie')).createPie;
  if (chartType !== 'candlestick') return createCartesian;
  const { drawCandles } = await import('../paths/candles');
  return (input) => createCartesian(input, drawCandles);
}
