/** A series as the grounded AI's sources deliver it, before it becomes a chart. */
import type { SourceId } from './ai-plan';

/** One series as a source publishes it: periods ascending ("2010", "2024-01-31"), published values only. */
export interface FetchedSeries {
  source: SourceId;
  indicator: string;
  entity: string;
  /** The indicator's title as the source gives it, e.g. "GDP growth (annual %)". */
  title: string;
  /** The entity's name, e.g. "United States". */
  entityName: string;
  /** The unit when the source states one apart from the title ("USD", "%"), else null. */
  unit: string | null;
  points: Array<[period: string, value: number]>;
  /** A page a reader can open to see this series at its source. */
  url: string;
  /** What was done to the published values, in words a reader sees ("Adjusted for a 5-for-1 split in 2020."), else absent. */
  note?: string | null;
}

/** Every country a source publishes of one indicator over a few years, fetched at once for a map. */
export interface FetchedGroup {
  source: SourceId;
  indicator: string;
  title: string;
  unit: string | null;
  /** The years asked, inclusive: what a cached copy can answer. */
  from: string;
  to: string;
  /** Countries by ISO3, each with its published points in the years asked; aggregates are left out. */
  members: Array<{ code: string; name: string; points: Array<[period: string, value: number]> }>;
  /** The page a reader can open: the indicator for every country. */
  url: string;
  note?: string | null;
}
