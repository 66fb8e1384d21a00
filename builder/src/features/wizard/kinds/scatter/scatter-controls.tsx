import { useId, useState } from 'react';
import { MAX_GROUPS, MAX_LABELLED } from '@shared/kinds/scatter/scatter-options';
import { Icon } from '../../../../components/icons';
import { numericColumns, type DataTable } from '../../logic/data-table';
import type { KindControlProps } from '../chart-kind';
import { groupColumns, groupsOf, withRole, type ScatterRole } from './scatter-columns';
import type { ScatterFields } from './scatter-fields';

type Change = (patch: Partial<ScatterFields>) => void;

const ROLES: ReadonlyArray<readonly [ScatterRole, string]> = [
  [0, 'X axis (across)'],
  [1, 'Y axis (up)'],
  [2, 'Bubble size'],
];

/** Lists longer than this offer their first labels only; any label can still be typed. */
const SUGGESTED_LABELS = 500;

/**
 * A scatter plot's own controls: which numeric columns are x, y and the bubble's size (the order
 * of the series), log axes, a trend line, a text column that groups the points, and the points
 * named on the plot.
 */
export function ScatterControls({ state, dispatch }: KindControlProps) {
  const fields = state.optionsForm.scatter;
  const onScatter: Change = (patch) => dispatch({ type: 'optionsForm', patch: { scatter: { ...fields, ...patch } } });
  const table = state.table;
  const editable = table !== null && table.lock === 'open';
  return (
    <fieldset className="option-group scatter-controls">
      <legend>Scatter</legend>
      {editable ? (
        <ColumnFields table={table} onSeries={(series) => dispatch({ type: 'table', edit: { type: 'seriesOrder', series } })} />
      ) : (
        <p className="muted hint">
          The first series is across, the second up{state.chartData && state.chartData.datasets.length > 2 ? ', the third the bubbles’ size' : ''}.
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={fields.logX} onChange={(e) => onScatter({ logX: e.target.checked })} />
        <span>
          Log x axis <span className="muted">(1, 10, 100: values above zero)</span>
        </span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={fields.logY} onChange={(e) => onScatter({ logY: e.target.checked })} />
        <span>
          Log y axis <span className="muted">(values above zero)</span>
        </span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={fields.trend} onChange={(e) => onScatter({ trend: e.target.checked })} />
        <span>
          Trend line <span className="muted">(least squares, with its equation)</span>
        </span>
      </label>
      {/* An AI answer's groups are a column of its locked table: they can be turned off, not edited. */}
      {table !== null && table.lock !== 'none' ? <GroupField table={table} fields={fields} onScatter={onScatter} /> : null}
      <NamedPoints labels={state.chartData?.labels ?? []} fields={fields} onScatter={onScatter} />
    </fieldset>
  );
}

function ColumnFields({ table, onSeries }: { table: DataTable; onSeries(series: number[]): void }) {
  const id = useId();
  const numeric = numericColumns(table);
  const chosen = (role: ScatterRole) => table.series[role];
  return (
    <>
      <div className="field-pair">
        {ROLES.map(([role, label]) => (
          <div className="field" key={role}>
            <label htmlFor={`${id}-${role}`}>{label}</label>
            <select
              id={`${id}-${role}`}
              value={chosen(role) === undefined ? '' : String(chosen(role))}
              aria-describedby={`${id}-hint`}
              onChange={(e) => onSeries(withRole(table.series, numeric, role, e.target.value === '' ? null : Number(e.target.value)))}
            >
              {role === 2 || chosen(role) === undefined ? <option value="">{role === 2 ? 'None' : 'Choose a column'}</option> : null}
              {numeric
                // A size is neither axis: choosing an axis's column for it would take the axis away.
                .filter((column) => role !== 2 || (column !== chosen(0) && column !== chosen(1)))
                .map((column) => (
                  <option key={column} value={column}>
                    {table.columns[column]!.name}
                  </option>
                ))}
            </select>
          </div>
        ))}
      </div>
      <p className="muted hint" id={`${id}-hint`}>
        Each row is a point. A bubble’s size is its area, never negative; columns in no role are left out.
      </p>
      {table.series.length > 3 ? (
        <div className="option-warning">
          <Icon name="warning" />
          <p>
            {table.series
              .slice(3)
              .map((column) => `“${table.columns[column]!.name}”`)
              .join(', ')}{' '}
            {table.series.length === 4 ? 'is' : 'are'} charted too: a scatter plot takes x, y and a size.
          </p>
          <button type="button" className="button button-outline button-small" onClick={() => onSeries(table.series.slice(0, 3))}>
            Leave {table.series.length === 4 ? 'it' : 'them'} out
          </button>
        </div>
      ) : null}
    </>
  );
}

function GroupField({ table, fields, onScatter }: { table: DataTable; fields: ScatterFields; onScatter: Change }) {
  const id = useId();
  const columns = groupColumns(table);
  if (columns.length === 0)
    return table.lock === 'open' ? (
      <p className="muted hint">To colour the points by group, add a column of text (a region, a kind) to the data below.</p>
    ) : null;
  const chosen = columns.find((c) => c.name === fields.groupColumn);
  return (
    <div className="field">
      <label htmlFor={id}>Group by</label>
      <select
        id={id}
        value={fields.groupColumn}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onScatter({ groupColumn: e.target.value, groups: e.target.value ? (groupsOf(table, e.target.value) ?? []) : [] })}
      >
        <option value="">No groups</option>
        {columns.map((c) => (
          <option key={c.name} value={c.name} disabled={c.tooMany && c.name !== fields.groupColumn}>
            {c.tooMany ? `${c.name} (${c.count} groups: at most ${MAX_GROUPS})` : c.name}
          </option>
        ))}
      </select>
      <p className="muted hint" id={`${id}-hint`}>
        {chosen ? `${chosen.count} groups, each a colour and a line of the legend.` : `A column of text colours the points, at most ${MAX_GROUPS} groups.`}
      </p>
    </div>
  );
}

function NamedPoints({ labels, fields, onScatter }: { labels: readonly string[]; fields: ScatterFields; onScatter: Change }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const known = labels.includes(typed.trim()) && !fields.labelled.includes(typed.trim());
  const full = fields.labelled.length >= MAX_LABELLED;
  const add = () => {
    if (!known || full) return;
    onScatter({ labelled: [...fields.labelled, typed.trim()] });
    setTyped('');
  };
  return (
    <div className="field named-points">
      <label htmlFor={id}>Name a point</label>
      <div className="named-points-add">
        <input
          id={id}
          list={`${id}-labels`}
          value={typed}
          placeholder={labels[0] ?? ''}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button-outline button-small" disabled={!known || full} onClick={add}>
          Add
        </button>
      </div>
      <datalist id={`${id}-labels`}>
        {labels.slice(0, SUGGESTED_LABELS).map((label, i) => (
          <option key={i} value={label} />
        ))}
      </datalist>
      <p className="muted hint" id={`${id}-hint`}>
        {full
          ? `${MAX_LABELLED} points are named, the most a plot can show clearly.`
          : typed.trim() !== '' && !labels.includes(typed.trim())
            ? 'No point has that label.'
            : 'Pick a label: its point is named on the plot.'}
      </p>
      {fields.labelled.length > 0 ? (
        <ul className="named-points-list" aria-label="Named points">
          {fields.labelled.map((label) => (
            <li key={label}>
              <span>{label}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Stop naming ${label}`}
                onClick={() => onScatter({ labelled: fields.labelled.filter((l) => l !== label) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
