import { layoutSeries } from '@shared/chart-core/series-layout';
import type { KindId } from '@shared/kinds/chart-kind';
import { KINDS } from '../kinds/registry';
import { createCartesian, type Mark } from './cartesian';
import type { Plot, PlotInput } from './plot';

/**
 * Fetches the chunk of the kind a chart's type names (a table's, a map's), if it has one: the
 * element asks as soon as it has the spec, so the chunk arrives while the element lays itself out,
 * before it draws. Kinds told by their data (bars) wait for the drawing, which reads the data's
 * layout; a line chart asks for nothing. Asking again gets the same module.
 */
export function fetchKind(spec: PlotInput['spec']): Promise<unknown> | undefined {
  const [load, is] = KINDS[spec.chartType as KindId] ?? [];
  return load && !is ? load() : undefined;
}

/**
 * The renderer a chart needs, from the kinds' registry: a kind with a plot of its own (pie,
 * horizontal bars), else the cartesian plot with the marks of every kind the chart has, drawn
 * through the extras chunk (`more`, fetched by the element) when the creator added extras. The
 * caller checks that its chart is still wanted before drawing with what arrives.
 */
export async function rendererFor(spec: PlotInput['spec'], more?: typeof import('../extras/extras') | null): Promise<(input: PlotInput) => Plot> {
  const layout = layoutSeries(spec);
  const marks: Mark[] = [];
  for (const [id, [load, is]] of Object.entries(KINDS)) {
    if (!load || !(is ? is(spec, layout) : spec.chartType === id)) continue;
    const { plot, mark } = await load();
    const own = plot?.(spec, layout);
    if (own) return own;
    if (mark) marks.push(mark);
  }
  return more ? more.renderer(marks) : (input) => createCartesian(input, marks);
}
