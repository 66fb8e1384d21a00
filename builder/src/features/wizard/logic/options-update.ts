/**
 * What `PATCH /api/charts/:id` is sent as options. The API merges them into the saved ones, so
 * an option the creator has taken off (a cleared minimum, a removed note) is sent as null, which
 * removes it (shared/spec/options-patch.ts); left out, it would stay.
 */
import type { ChartOptions } from '@shared/spec/chart-spec';
import type { UpdateChartBody } from '@shared/api/charts';
import { EXTRA_OPTION_KEYS } from './options-form';

/** Equal as JSON is: objects whatever their keys' order (a stored chart's come back reordered), absent and undefined alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((key) => sameValue(x[key], y[key]));
}

/** The options to send, or null when they are the saved ones: all of them, with null for each one taken off since. */
export function optionsUpdate(saved: Partial<ChartOptions>, current: ChartOptions): UpdateChartBody['options'] | null {
  if (sameValue(saved, current)) return null;
  const update: NonNullable<UpdateChartBody['options']> = { ...current };
  for (const key of EXTRA_OPTION_KEYS) if (saved[key] !== undefined && current[key] === undefined) update[key] = null;
  return update;
}
