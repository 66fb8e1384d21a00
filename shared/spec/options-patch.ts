/**
 * How a request's options change a chart's: options left out keep their value, and an option
 * sent as null is removed (so an axis range or a note can be taken off again).
 */
import { withDefaultOptions, type ChartOptions } from './chart-spec';

export type OptionsPatch = { [K in keyof ChartOptions]?: ChartOptions[K] | null };

export function patchOptions(current: Partial<ChartOptions> | undefined, patch: OptionsPatch | undefined): ChartOptions {
  const merged: Record<string, unknown> = { ...current, ...patch };
  for (const key of Object.keys(merged)) if (merged[key] === null) delete merged[key];
  return withDefaultOptions(merged as Partial<ChartOptions>);
}

/** Why a set of options cannot be drawn as asked, or null when it can. */
export function optionsProblem(options: Partial<ChartOptions>): string | null {
  if (options.yMin !== undefined && options.yMax !== undefined && options.yMin >= options.yMax) return 'options.yMin must be less than options.yMax';
  return null;
}
