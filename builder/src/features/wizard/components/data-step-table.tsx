import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isGapCell, type DataTable, type TableAction } from '../logic/data-table';
import { rowWindow, scrollToRow } from '../logic/virtual-window';
import { ColumnHeader } from './column-header';
import { DataRow } from './data-row';
import { DataToolbar } from './data-toolbar';

/** Every row has this height (CSS `.data-grid td` keeps to it), so the rows in view follow from the scroll position. */
export const ROW_HEIGHT = 36;
/** The scroll box's height (CSS `.data-grid-scroll`); the header takes part of it. */
const VIEW_HEIGHT = 420;
const HEADER_GUESS = 92;

/**
 * The data step's table: a real `<table>` whose rows are drawn only around the scrolled view, so
 * 10,000 rows scroll and edit as smoothly as 10. Each cell is an input labelled "Row 12, Sales";
 * Enter and the up and down arrows move between rows, Escape undoes the cell's change. A scatter's
 * `groupColumn` is headed as the groups it makes.
 */
export function DataStepTable(props: { table: DataTable; onEdit(action: TableAction): void; note?: string | null; groupColumn?: string }) {
  const { table } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [pending, setPending] = useState<{ row: number; column: number } | null>(null);
  const bodyHeight = () => VIEW_HEIGHT - (head.current?.offsetHeight || HEADER_GUESS);
  const view = rowWindow(table.rows.length, scrollTop, bodyHeight(), ROW_HEIGHT);
  const editable = table.lock === 'open';
  // Read once per edit, not on every scroll.
  const hasGaps = useMemo(() => table.rows.some((_, r) => table.series.some((c) => isGapCell(table, r, c))), [table]);

  // A cell moved to by the keyboard may not be drawn yet: it is focused once its row is.
  useEffect(() => {
    if (!pending) return;
    const input = scroller.current?.querySelector<HTMLInputElement>(`[data-cell="${pending.row}:${pending.column}"]`);
    if (input) {
      input.focus();
      input.select();
      setPending(null);
    }
  }, [pending, view.start, view.end]);

  const moveTo = (row: number, column: number) => {
    if (row < 0 || row >= table.rows.length) return;
    const box = scroller.current;
    if (box) {
      const top = scrollToRow(row, box.scrollTop, bodyHeight(), ROW_HEIGHT);
      box.scrollTop = top;
      setScrollTop(top);
    }
    setPending({ row, column });
  };

  const commit = (row: number, column: number, text: string) => {
    if (text !== table.rows[row]?.[column]) props.onEdit({ type: 'cell', row, column, text });
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    if (event.key === 'Escape') {
      input.value = table.rows[row]?.[column] ?? '';
      return;
    }
    const step =
      event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)
        ? 1
        : event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    commit(row, column, input.value);
    if (row + step >= table.rows.length && event.key === 'Enter') return input.blur();
    moveTo(row + step, column);
  };

  const rows = table.rows.slice(view.start, view.end);
  const width = table.columns.length + 1;
  return (
    <div className="data-step">
      {props.note ? <p className="data-note">{props.note}</p> : null}
      {editable ? <DataToolbar table={table} onEdit={props.onEdit} /> : null}
      <div className="data-grid-scroll" ref={scroller} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)} tabIndex={-1}>
        <table className="data-grid" aria-label="Chart data" aria-rowcount={table.rows.length + 1}>
          <thead ref={head}>
            <tr aria-rowindex={1}>
              <th scope="col" className="row-number">
                <span className="sr-only">Row</span>
              </th>
              {table.columns.map((_, column) => (
                <ColumnHeader
                  key={column}
                  table={table}
                  column={column}
                  groups={Boolean(props.groupColumn) && column !== table.x && table.columns[column]!.name === props.groupColumn}
                  onEdit={props.onEdit}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {view.before > 0 ? (
              <tr className="spacer" aria-hidden="true">
                <td colSpan={width} style={{ height: view.before }} />
              </tr>
            ) : null}
            {rows.map((cells, i) => (
              <DataRow
                key={view.start + i}
                table={table}
                row={view.start + i}
                cells={cells}
                editable={editable}
                onEdit={props.onEdit}
                onCommit={commit}
                onKey={onKey}
              />
            ))}
            {view.after > 0 ? (
              <tr className="spacer" aria-hidden="true">
                <td colSpan={width} style={{ height: view.after }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {hasGaps ? (
        <p className="data-legend">
          <span className="gap-swatch" aria-hidden="true" /> Not a number: the chart leaves a gap there.
        </p>
      ) : null}
    </div>
  );
}
