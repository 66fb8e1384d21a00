/** What a pie asks of its data: few enough slices to tell apart and name. */
import type { ChartData } from '../../spec/chart-spec';

/** docs/api.md, "Limits on a chart": more slices than this are refused on every write. */
export const PIE_MAX_SLICES = 100;

export function checkPieData({ labels }: ChartData): string | null {
  if (labels.length <= PIE_MAX_SLICES) return null;
  return `A pie chart may have at most ${PIE_MAX_SLICES} slices; this one has ${labels.length.toLocaleString('en-US')}. Choose a bar chart for more categories`;
}
