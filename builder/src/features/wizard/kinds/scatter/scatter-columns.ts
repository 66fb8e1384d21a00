/**
 * Which of the data step's columns a scatter plot draws: the numeric ones it may place across, up
 * and as bubble sizes, and the text ones that may group its points. A scatter's roles are the order
 * of its series (dataset 0 is x, 1 is y, 2 the bubble's area), so choosing a column for a role
 * reorders the series rather than writing an option.
 */
import { MAX_GROUPS } from '@shared/kinds/scatter/scatter-options';
import type { DataTable } from '../../logic/data-table';

export type ScatterRole = 0 | 1 | 2;

/** What a group is called when its row's cell is empty: a point is never left out for it. */
export const NO_GROUP = 'No group';
/** The API's longest group name (shared/api/chart-spec.ts). */
export const GROUP_MAX_CHARS = 100;

/** A text column's cells as the points' groups, in row order. */
export function groupsOf(table: DataTable, name: string): string[] | null {
  const column = table.columns.findIndex((c, i) => i !== table.x && c.name === name);
  if (column < 0) return null;
  return table.rows.map((row) => (row[column] ?? '').trim() || NO_GROUP);
}

/** The text columns that can group the points, each with how many groups it makes and whether that is too many. */
export function groupColumns(table: DataTable): Array<{ name: string; count: number; tooMany: boolean }> {
  return table.columns.flatMap((column, i) => {
    if (i === table.x || column.kind !== 'text') return [];
    const count = new Set(groupsOf(table, column.name)).size;
    return [{ name: column.name, count, tooMany: count > MAX_GROUPS }];
  });
}

/**
 * The series once `column` takes `role` (null takes the size away). A column already in another
 * role swaps with it; x and y are filled from the other numeric columns while either is missing,
 * and columns in no role are left out of the plot.
 */
export function withRole(series: readonly number[], numeric: readonly number[], role: ScatterRole, column: number | null): number[] {
  const roles: Array<number | undefined> = [series[0], series[1], series[2]];
  if (column === null) roles[role] = undefined;
  else {
    const at = roles.indexOf(column);
    if (at >= 0 && at !== role) roles[at] = roles[role];
    roles[role] = column;
  }
  for (const axis of [0, 1] as const) if (roles[axis] === undefined) roles[axis] = numeric.find((c) => !roles.includes(c)) ?? roles[2];
  if (roles[2] !== undefined && (roles[2] === roles[0] || roles[2] === roles[1])) roles[2] = undefined;
  return roles.filter((c): c is number => c !== undefined);
}
