import { describe, expect, it } from 'vitest';
import type { ChartOptions } from '@shared/spec/chart-spec';
import { createBody, unsavedChanges } from '../../logic/request-bodies';
import { isNextDisabled, saveProblemOf } from '../../logic/step-rules';
import type { WizardAction } from '../../logic/wizard-actions';
import { wizardReducer } from '../../logic/wizard-reducer';
import { initialWizardState, type LoadableChart, type WizardState } from '../../logic/wizard-state';
import { SCATTER_NOT_OFFERED } from './scatter-suits';
import { SCATTER_KIND } from './scatter-kind';

const run = (actions: WizardAction[], state = initialWizardState()): WizardState => actions.reduce(wizardReducer, state);

/** A pasted table as the server answers it: a label, a text column and three numbers a row. */
const CELLS = [
  ['Country', 'Region', 'Income', 'Life expectancy', 'Population'],
  ['Norway', 'Europe', '82000', '83', '5.5'],
  ['Chad', 'Africa', '700', '53', '18'],
  ['Japan', 'Asia', '34000', '84', '125'],
  ['Peru', 'Americas', '7000', '77', '34'],
];
const pasted = (cells = CELLS): WizardState => {
  const [header, ...rows] = cells;
  const numeric = header!.map((_, i) => i).filter((i) => i >= 2);
  return run([
    { type: 'csvChosen', fileName: 'Pasted data' },
    {
      type: 'dataArrived',
      data: { labels: rows.map((r) => r[0]!), datasets: numeric.map((i) => ({ label: header![i]!, data: rows.map((r) => Number(r[i])) })) },
      columns: header!.filter((_, i) => i !== 1),
      csv: { table: cells },
    },
    { type: 'next', signedIn: true },
    { type: 'chartType', chartType: 'scatter' },
  ]);
};

describe('a scatter plot in the wizard', () => {
  it('takes x, y and size from the order of the series, and reorders them when a role is chosen', () => {
    const state = pasted();
    expect(state.chartData!.datasets.map((d) => d.label)).toEqual(['Income', 'Life expectancy', 'Population']);
    // Population across, Income up: Life expectancy, no longer in a role, is left out.
    const swapped = run([{ type: 'table', edit: { type: 'seriesOrder', series: [4, 2] } }], state);
    expect(swapped.chartData!.datasets.map((d) => d.label)).toEqual(['Population', 'Income']);
    expect(saveProblemOf(swapped)).toBeNull();
  });

  it('saves log axes, a trend line, named points and groups from a text column, as options.scatter', () => {
    const state = run(
      [{ type: 'optionsForm', patch: { scatter: { logX: true, logY: false, trend: true, labelled: ['Chad'], groupColumn: 'Region', groups: [] } } }],
      pasted(),
    );
    // The groups are read from the column once the table changes, and follow its edits.
    const grouped = run([{ type: 'table', edit: { type: 'cell', row: 3, column: 1, text: '' } }], state);
    const body = createBody(grouped, grouped.chartData!);
    expect(body.chartType).toBe('scatter');
    expect(body.options!.scatter).toEqual({ logX: true, trend: true, labelled: ['Chad'], groups: ['Europe', 'Africa', 'Asia', 'No group'] });
    expect(isNextDisabled(grouped, false)).toBe(false);
    // Taking the column away takes the groups with it.
    const ungrouped = run([{ type: 'table', edit: { type: 'removeColumn', column: 1 } }], grouped);
    expect(ungrouped.chartOptions.scatter).toEqual({ logX: true, trend: true, labelled: ['Chad'] });
  });

  it('waits at Next, in the API’s words, for a negative size or a log axis through zero', () => {
    const negative = run([{ type: 'table', edit: { type: 'cell', row: 1, column: 4, text: '-3' } }], pasted());
    expect(saveProblemOf(negative)).toMatch(/^Bubble sizes are areas and cannot be negative: “Population” is below zero at “Chad”/);
    expect(isNextDisabled(negative, false)).toBe(true);
    const zero = run(
      [
        { type: 'table', edit: { type: 'cell', row: 0, column: 3, text: '0' } },
        { type: 'optionsForm', patch: { scatter: { ...pasted().optionsForm.scatter, logY: true } } },
      ],
      pasted(),
    );
    expect(saveProblemOf(zero)).toMatch(/^A log scale shows values above zero only: “Life expectancy” is zero or less at “Norway”/);
  });

  it('is kept in the list, disabled, for a table of one numeric column, and says so at Next if chosen', () => {
    const one = pasted(CELLS.map((row) => row.slice(0, 3)));
    expect(SCATTER_KIND.notOffered!(one.chartData!.labels, 1)).toBe(SCATTER_NOT_OFFERED);
    expect(saveProblemOf(one)).toMatch(/^A scatter plot needs two numeric columns, x and y/);
    expect(isNextDisabled(one, false)).toBe(true);
  });

  it('opens a saved scatter with its groups as a column of the table, and sends a change alone', () => {
    const options: ChartOptions = {
      title: 'Health and wealth',
      xAxis: 'Name',
      yAxis: '',
      legendPosition: 'right',
      animation: true,
      tooltips: true,
      responsive: true,
      scatter: { logX: true, groups: ['Europe', 'Africa'] },
    };
    const chart: LoadableChart = {
      id: 4,
      slug: 'scatterscat',
      name: 'Health',
      chartType: 'scatter',
      theme: 'neon-midnight',
      dataSource: 'csv',
      sourceValue: 'health.csv',
      source: null,
      data: {
        labels: ['Norway', 'Chad'],
        datasets: [
          { label: 'Income', data: [82000, 700] },
          { label: 'Life', data: [83, 53] },
        ],
      },
      options,
    };
    const loaded = run([{ type: 'load', chart }]);
    expect(loaded.table!.columns.map((c) => c.name)).toEqual(['Name', 'Income', 'Life', 'Group']);
    expect(loaded.optionsForm.scatter).toMatchObject({ logX: true, groupColumn: 'Group', groups: ['Europe', 'Africa'] });
    expect(unsavedChanges(loaded)).toEqual({});
    const regrouped = run([{ type: 'table', edit: { type: 'cell', row: 1, column: 3, text: 'Europe' } }], loaded);
    expect(unsavedChanges(regrouped).options!.scatter).toEqual({ logX: true, groups: ['Europe', 'Europe'] });
  });
});
