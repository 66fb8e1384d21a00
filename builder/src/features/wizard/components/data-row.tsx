import type { KeyboardEvent } from 'react';
import { isGapCell, type DataTable, type TableAction } from '../logic/data-table';

/**
 * One row of the data step's table: its number (and a button to remove it), then a cell per column,
 * an input labelled "Row 12, Sales" when the table can be edited.
 */
export function DataRow(props: {
  table: DataTable;
  row: number;
  cells: string[];
  editable: boolean;
  onEdit(action: TableAction): void;
  onCommit(row: number, column: number, text: string): void;
  onKey(event: KeyboardEvent<HTMLInputElement>, row: number, column: number): void;
}) {
  const { table, row, editable } = props;
  return (
    <tr aria-rowindex={row + 2}>
      <th scope="row" className="row-number">
        <span>{row + 1}</span>
        {editable ? (
          <button type="button" className="remove-row" aria-label={`Remove row ${row + 1}`} onClick={() => props.onEdit({ type: 'removeRow', row })}>
            ×
          </button>
        ) : null}
      </th>
      {props.cells.map((text, column) => {
        const gap = isGapCell(table, row, column);
        const series = table.series.includes(column);
        const className = [series ? 'cell-series' : column === table.x ? 'cell-label' : 'cell-other', gap ? 'cell-gap' : ''].join(' ');
        const name = table.columns[column]!.name;
        return (
          <td key={column} className={className} title={gap ? 'Not a number: the chart leaves a gap here' : undefined}>
            {editable ? (
              <input
                key={text}
                data-cell={`${row}:${column}`}
                defaultValue={text}
                // A small intrinsic width: the column's header, not the input, sets how wide it is.
                size={8}
                aria-label={`Row ${row + 1}, ${name}`}
                aria-invalid={gap || undefined}
                placeholder={series ? '–' : undefined}
                onBlur={(e) => props.onCommit(row, column, e.target.value)}
                onKeyDown={(e) => props.onKey(e, row, column)}
              />
            ) : (
              <span>{text}</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}
