/** A chart type as a reader reads it, for alt texts and image titles: `Line`, `Candlestick`. */
import type { ChartType } from './chart-spec';

export function chartTypeName(type: ChartType): string {
  return type[0]!.toUpperCase() + type.slice(1);
}

/** Kinds a reader names without the word chart: `Map`, `Scatter plot`, `Table`. */
const OWN_NOUNS: Partial<Record<ChartType, string>> = { map: 'Map', scatter: 'Scatter plot', table: 'Table' };

/** A chart type as the noun for one chart of it, for alt texts and image titles: `Line chart`, `Scatter plot`, `Table`. */
export function chartNoun(type: ChartType): string {
  return OWN_NOUNS[type] ?? `${chartTypeName(type)} chart`;
}
