/** A chart type as a reader reads it, for alt texts and image titles: `Line`, `Candlestick`. */
import type { ChartType } from './chart-spec';

export function chartTypeName(type: ChartType): string {
  return type[0]!.toUpperCase() + type.slice(1);
}
