/**
 * A scatter plot's groups follow the data step's table: they are its group column's text, a name
 * per row, so a row added, removed or retyped there regroups the points, and a column taken away
 * takes the groups with it. A saved chart's groups, and an AI answer's, are shown as a text column of that table.
 */
import type { DataTable } from '../../logic/data-table';
import { groupsOf } from './scatter-columns';
import { SAVED_GROUP_COLUMN, type ScatterFields } from './scatter-fields';

/** The fields once the groups are read again from the table, or the same fields when nothing changed. */
export function syncGroups(fields: ScatterFields, table: DataTable | null): ScatterFields {
  if (fields.groupColumn === '') return fields;
  const groups = table ? groupsOf(table, fields.groupColumn) : null;
  if (!groups) return { ...fields, groupColumn: '', groups: [] };
  return groups.join('\u0000') === fields.groups.join('\u0000') && groups.length === fields.groups.length ? fields : { ...fields, groups };
}

/**
 * A saved chart's or an AI answer's table with its groups as a column of text, when they are one
 * per row. An answer's table (locked to its sources' numbers) shows them but cannot edit them; a
 * column of text is no series, so its data stays exactly as answered. Candles have no groups.
 */
export function withGroupColumn(table: DataTable, groups: readonly string[] | undefined): DataTable {
  if (!groups || table.lock === 'none' || groups.length !== table.rows.length) return table;
  return {
    ...table,
    columns: [...table.columns, { name: SAVED_GROUP_COLUMN, kind: 'text', reading: null }],
    rows: table.rows.map((row, r) => [...row, groups[r]!]),
  };
}
