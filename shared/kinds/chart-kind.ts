/**
 * What a chart kind is made of in the core: the spec's chart types it draws, which of those specs
 * it takes, what it asks of the data beyond what every chart asks, and specs that show it. The
 * list of kinds is registry.ts; each kind's parts live in its own folder beside this file.
 */
import type { ChartData, ChartOptions, ChartSpec, ChartType } from '../spec/chart-spec';

export type KindId = 'line' | 'bar' | 'hbar' | 'pie' | 'candlestick' | 'map' | 'scatter' | 'table';

export interface ChartKind {
  id: KindId;
  /** The `chartType`s of the spec this kind draws. */
  chartTypes: readonly ChartType[];
  /** Whether this kind takes a spec of one of its types; left out, it takes them all. */
  takes?(spec: Pick<ChartSpec, 'chartType' | 'data' | 'options'>): boolean;
  /** What this kind asks of the data beyond every chart's check: the problem for the user, or null. */
  checkData?(data: ChartData): string | null;
  /**
   * What a write stores, before `checkData`: the data and options as this kind keeps them (a map's
   * region names as codes), or the problem for the user. Left out, they are stored as sent.
   */
  prepare?(data: ChartData, options: ChartOptions): { data: ChartData; options: ChartOptions } | { problem: string };
  /**
   * Specs that show the kind, by name: the goldens draw each one. Loaded on demand, so the specs
   * (one has 10,000 points) cost nothing to code that only asks which kind a spec is.
   */
  samples(): Promise<Record<string, ChartSpec>>;
}
