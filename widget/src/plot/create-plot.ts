import { layoutSeries } from '@shared/chart-core/series-layout';
import { KINDS } from '../kinds/registry';
import { createCartesian, type Mark } from './cartesian';
import type { Plot, PlotInput } from './plot';

/**
 * Fetches the chunks of the kinds a chart may be, in the registry's order: the element asks as soon
 * as it has the spec, so they arrive while it lays itself out, before it draws. A chunk is fetched
 * once; asking again gets the same promise.
 */
export const fetchKinds = (spec: PlotInput['spec']) =>
  Object.entries(KINDS).flatMap(([id, [load, is]]) => (load && (is ? is(spec, layoutSeries(spec)) : spec.chartType === id) ? [load()] : []));

/**
 * The renderer a chart needs, from the kinds' registry: a kind with a plot of its own (pie,
 * horizontal bars), else the cartesian plot with the marks of every kind the chart has, drawn
 * through the extras chunk (`more`, fetched by the element) when the creator added extras. The
 * caller checks that its chart is still wanted before drawing with what arrives.
 */
export async function rendererFor(spec: PlotInput['spec'], more?: typeof import('../extras/extras') | null): Promise<(input: PlotInput) => Plot> {
  const layout = layoutSeries(spec);
  const marks: Mark[] = [];
  for (const chunk of fetchKinds(spec)) {
    const { plot, mark } = await chunk;
    const own = plot?.(spec, layout);
    if (own) return own;
    if (mark) marks.push(mark);
  }
  return more ? more.renderer(marks) : (input) => createCartesian(input, marks);
}
