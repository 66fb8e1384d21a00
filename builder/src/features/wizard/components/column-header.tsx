import { Icon } from '../../../components/icons';
import type { DataTable, TableAction } from '../logic/data-table';
import { describeColumn } from '../logic/reading-guesses';

type Role = 'x' | 'series' | 'none';

/**
 * A column's header: its name (a series can be renamed), how it was read, and what the chart makes
 * of it. A scatter's group column (`groups`) is charted as the points' colours, not as a series.
 */
export function ColumnHeader(props: { table: DataTable; column: number; groups?: boolean; onEdit(action: TableAction): void }) {
  const { table, column } = props;
  const col = table.columns[column]!;
  const role: Role = table.x === column ? 'x' : table.series.includes(column) ? 'series' : 'none';
  const unused = props.groups ? 'Groups' : 'Not charted';
  const open = table.lock === 'open';
  const renamable = open || (table.lock === 'names' && role === 'series');
  const setRole = (next: Role) => props.onEdit(next === 'x' ? { type: 'x', column } : { type: 'series', column, on: next === 'series' });
  return (
    <th scope="col" className={`column-header role-${role}`}>
      <div className="column-name">
        {renamable ? (
          <input
            key={col.name}
            defaultValue={col.name}
            size={8}
            aria-label={`Column ${column + 1} name`}
            onBlur={(e) => e.target.value !== col.name && props.onEdit({ type: 'rename', column, name: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
              if (e.key === 'Escape') e.currentTarget.value = col.name;
            }}
          />
        ) : (
          <span>{col.name}</span>
        )}
        {open && role !== 'x' ? (
          <button
            type="button"
            className="icon-button icon-button-small"
            aria-label={`Remove column ${col.name}`}
            onClick={() => props.onEdit({ type: 'removeColumn', column })}
          >
            <Icon name="trash" />
          </button>
        ) : null}
      </div>
      <span className="column-reading">{describeColumn(col)}</span>
      {open ? (
        <select
          className="column-role"
          aria-label={`Use ${col.name} as`}
          value={role}
          disabled={role === 'x'}
          onChange={(e) => setRole(e.target.value as Role)}
        >
          <option value="x">X axis</option>
          <option value="series">Series</option>
          <option value="none">{unused}</option>
        </select>
      ) : (
        <span className="column-role-text">{role === 'x' ? 'X axis' : role === 'series' ? 'Series' : unused}</span>
      )}
    </th>
  );
}
