/**
 * Whether a scatter plot can be saved as it stands, in the words the API would answer with: it
 * asks the same of the data and the options (shared/kinds/scatter/scatter-data.ts). One more
 * check the schema makes: a group's name fits in its 100 characters.
 */
import { prepareScatterData } from '@shared/kinds/scatter/scatter-data';
import type { ChartData, ChartOptions } from '@shared/spec/chart-spec';
import { GROUP_MAX_CHARS } from './scatter-columns';

export function scatterSaveProblem(data: ChartData, options: ChartOptions): string | null {
  const prepared = prepareScatterData(data, options);
  if ('problem' in prepared) return prepared.problem;
  const long = options.scatter?.groups?.find((group) => group.length > GROUP_MAX_CHARS);
  return long ? `A point’s group must be text of at most ${GROUP_MAX_CHARS} characters: “${long.slice(0, 40)}…” is longer` : null;
}
