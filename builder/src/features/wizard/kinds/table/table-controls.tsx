import { useId, useState } from 'react';
import { DEFAULT_PAGE_SIZE, SEARCH_FROM } from '@shared/kinds/table/table-options';
import type { ChartData } from '@shared/spec/chart-spec';
import { FieldProblem, problemProps } from '../../components/field-problem';
import { NumberOptions } from '../../components/number-options';
import { valueRange } from '../../logic/number-example';
import { optionsFromForm, type OptionsForm } from '../../logic/options-form';
import type { KindControlProps } from '../chart-kind';
import { EMPTY_COLUMN_FIELDS, formatOf, type TableColumnFields, type TableFields } from './table-fields';

type Change = (patch: Partial<TableFields>) => void;

/** The labels' column as the sort list names it. */
export const labelsColumnName = (xAxis: string) => xAxis.trim() || 'Labels';

/**
 * A table's own controls: each column's number format, bars and heat map (one column at a time,
 * picked from a list), the rows a page shows first, the order rows are first shown in, and the
 * search box.
 */
export function TableControls({ state, dispatch }: KindControlProps) {
  const id = useId();
  const fields = state.optionsForm.table;
  const data = state.chartData;
  const datasets = data?.datasets ?? [];
  const [picked, setPicked] = useState(0);
  const column = Math.min(picked, Math.max(0, datasets.length - 1));
  const { problems } = optionsFromForm(state.optionsForm);
  const onTable: Change = (patch) => dispatch({ type: 'optionsForm', patch: { table: { ...fields, ...patch } } });
  return (
    <fieldset className="option-group table-controls">
      <legend>Table</legend>
      {datasets.length > 0 ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-column`}>Column</label>
            <select id={`${id}-column`} value={column} onChange={(e) => setPicked(Number(e.target.value))}>
              {datasets.map((d, i) => (
                <option key={i} value={i}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          <ColumnFields
            key={column}
            form={state.optionsForm}
            data={data!}
            column={column}
            onColumn={(patch) => {
              const columns = Array.from({ length: Math.max(fields.columns.length, column + 1) }, (_, i) => fields.columns[i] ?? EMPTY_COLUMN_FIELDS);
              columns[column] = { ...columns[column]!, ...patch };
              onTable({ columns });
            }}
          />
        </>
      ) : null}
      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${id}-page`}>Rows a page</label>
          <input
            id={`${id}-page`}
            inputMode="numeric"
            value={fields.pageSize}
            placeholder={String(DEFAULT_PAGE_SIZE)}
            onChange={(e) => onTable({ pageSize: e.target.value })}
            {...problemProps(`${id}-page-problem`, problems['table.pageSize'])}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>First sorted by</label>
          <select id={`${id}-sort`} value={fields.sortColumn} onChange={(e) => onTable({ sortColumn: e.target.value })}>
            <option value="">As in the data</option>
            <option value="-1">{labelsColumnName(state.chartOptions.xAxis)}</option>
            {datasets.map((d, i) => (
              <option key={i} value={i}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldProblem id={`${id}-page-problem`} problem={problems['table.pageSize']} />
      {fields.sortColumn !== '' ? (
        <label className="checkbox">
          <input type="checkbox" checked={fields.descending} onChange={(e) => onTable({ descending: e.target.checked })} />
          <span>
            Descending <span className="muted">(largest or last first)</span>
          </span>
        </label>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={fields.search} onChange={(e) => onTable({ search: e.target.checked })} />
        <span>
          Search box <span className="muted">(shown beyond {SEARCH_FROM} rows)</span>
        </span>
      </label>
      <p className="muted hint">Readers can sort by any column, search and choose how many rows a page shows.</p>
    </fieldset>
  );
}

/** One column's format (the Numbers section's fields, for this column alone), bars and heat map. */
function ColumnFields(props: { form: OptionsForm; data: ChartData; column: number; onColumn(patch: Partial<TableColumnFields>): void }) {
  const { form, data, column } = props;
  const fields = form.table.columns[column] ?? EMPTY_COLUMN_FIELDS;
  const own = formatOf(fields);
  const dataset = data.datasets[column]!;
  return (
    <div className="table-column-fields">
      <NumberOptions
        // The Numbers section's fields, holding this column's format.
        form={{ ...form, prefix: fields.prefix, suffix: fields.suffix, decimals: fields.decimals, percent: fields.percent, compact: fields.compact }}
        format={own ?? formatOf(form)}
        range={valueRange({ labels: data.labels, datasets: [dataset] })}
        onForm={({ prefix, suffix, decimals, percent, compact }) =>
          props.onColumn(Object.fromEntries(Object.entries({ prefix, suffix, decimals, percent, compact }).filter(([, v]) => v !== undefined)))
        }
      />
      <p className="muted hint">{own ? `“${dataset.label}” has its own format.` : `Left empty, “${dataset.label}” is written as the Numbers section says.`}</p>
      <label className="checkbox">
        <input type="checkbox" checked={fields.bars} onChange={(e) => props.onColumn({ bars: e.target.checked })} />
        <span>
          Bars <span className="muted">(each value’s length, from zero)</span>
        </span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={fields.heat} onChange={(e) => props.onColumn({ heat: e.target.checked })} />
        <span>
          Heat map <span className="muted">(cells coloured low to high)</span>
        </span>
      </label>
    </div>
  );
}
