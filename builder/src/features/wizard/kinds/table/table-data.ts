/**
 * Whether a table can be saved as it stands, in the words the API would answer with: at most
 * TABLE_MAX_CELLS values, and options that fit its columns (shared/kinds/table/table-data.ts).
 */
import { prepareTableData } from '@shared/kinds/table/table-data';
import type { ChartData, ChartOptions } from '@shared/spec/chart-spec';

export function tableSaveProblem(data: ChartData, options: ChartOptions): string | null {
  const prepared = prepareTableData(data, options);
  return 'problem' in prepared ? prepared.problem : null;
}
