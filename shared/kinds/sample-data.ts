/**
 * The makings of the kinds' sample specs: seeded data, so a sample (and the golden image drawn
 * from it) is the same on every run, and dates written as the specs store them.
 */
import type { ChartSpec, ChartType, Dataset } from '../spec/chart-spec';
import { normalizeSpec } from '../spec/normalize-spec';

/** A seeded walk from `start`, moving up to `step` a point. */
export function walk(count: number, start: number, step: number, seed: number): number[] {
  let state = seed;
  let value = start;
  return Array.from({ length: count }, () => {
    state = (state * 16807) % 2147483647;
    value += (state / 2147483647 - 0.48) * step;
    return Math.round(value * 100) / 100;
  });
}

export const days = (count: number, from: string) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10));

export const months = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => `${from + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

export function sampleChart(
  chartType: ChartType,
  theme: string,
  labels: string[],
  datasets: Dataset[],
  options: Partial<ChartSpec['options']> = {},
  extra: Partial<ChartSpec> = {},
): ChartSpec {
  return normalizeSpec({ chartType, theme, data: { labels, datasets }, options, ...extra });
}
