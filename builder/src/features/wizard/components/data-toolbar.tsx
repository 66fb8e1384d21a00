import type { DataTable, TableAction } from '../logic/data-table';

/** Above an editable table: rows and columns to add, the table to turn, and its size. */
export function DataToolbar(props: { table: DataTable; onEdit(action: TableAction): void }) {
  const { table } = props;
  return (
    <div className="data-toolbar">
      <button type="button" className="button button-outline button-small" onClick={() => props.onEdit({ type: 'addRow' })}>
        Add row
      </button>
      <button type="button" className="button button-outline button-small" onClick={() => props.onEdit({ type: 'addColumn' })}>
        Add column
      </button>
      <button type="button" className="button button-outline button-small" onClick={() => props.onEdit({ type: 'transpose' })}>
        Transpose
      </button>
      <span className="muted data-size">
        {table.rows.length.toLocaleString('en-US')} {table.rows.length === 1 ? 'row' : 'rows'} × {table.columns.length}{' '}
        {table.columns.length === 1 ? 'column' : 'columns'}
      </span>
    </div>
  );
}
