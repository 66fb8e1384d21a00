import { describe, expect, it } from 'vitest';
import type { ChartData } from '@shared/spec/chart-spec';
import { previewSpec } from '../../logic/preview-spec';
import { createBody, unsavedChanges } from '../../logic/request-bodies';
import { isNextDisabled, optionProblemCount, saveProblemOf } from '../../logic/step-rules';
import type { WizardAction } from '../../logic/wizard-actions';
import { wizardReducer } from '../../logic/wizard-reducer';
import { initialWizardState, type LoadableChart, type WizardState } from '../../logic/wizard-state';

const run = (actions: WizardAction[], state = initialWizardState()): WizardState => actions.reduce(wizardReducer, state);
const table = (labels: string[], series = 1): ChartData => ({
  labels,
  datasets: Array.from({ length: series }, (_, s) => ({ label: `Series ${s + 1}`, data: labels.map((_, i) => i + s) })),
});
const file = (data: ChartData, extra: Partial<Extract<WizardAction, { type: 'dataArrived' }>> = {}): WizardState =>
  run([
    { type: 'csvChosen', fileName: 'gdp.csv' },
    { type: 'dataArrived', data, columns: ['Country', 'GDP'], ...extra },
    { type: 'next', signedIn: true },
  ]);
const countries = ['France', 'Germany', 'Italy', 'Spain', 'Portugal', 'Poland', 'Austria', 'Belgium', 'Frnace'];

describe('a file of countries in the wizard', () => {
  it('is drawn as a map when its labels are regions and it has one value column', () => {
    expect(file(table(countries)).chartType).toBe('map');
    expect(file(table(countries)).chartOptions.legendPosition, 'a map’s legend is its colour key').not.toBe('none');
    expect(file(table(countries), { suggested: 'bar' }).chartOptions.legendPosition).toBe('none');
    expect(file(table(countries, 2)).chartType, 'two columns keep the automatic pick').toBe('bar');
    expect(file(table(['Q1', 'Q2', 'Q3'])).chartType).toBe('pie');
  });

  it('takes the server’s reading of the labels when it gives one', () => {
    expect(file(table(countries), { map: { regions: null, unmatched: countries } }).chartType).not.toBe('map');
  });

  it('is not a map when the creator chose a type, or a question’s answer suggested one', () => {
    const chosen = run([
      { type: 'csvChosen', fileName: 'gdp.csv' },
      { type: 'chartType', chartType: 'bar' },
      { type: 'dataArrived', data: table(countries) },
    ]);
    expect(chosen.chartType).toBe('bar');
    expect(file(table(countries), { suggested: 'bar' }).chartType).toBe('bar');
  });

  it('waits at Next while a row names no region, saying so as the API would, and goes on once it is fixed', () => {
    const state = file(table(countries));
    expect(saveProblemOf(state)).toMatch(/“Frnace” names no region of Europe/);
    expect(isNextDisabled(state, false)).toBe(true);
    const fixed = run([{ type: 'table', edit: { type: 'cell', row: 8, column: 0, text: 'Greece' } }], state);
    expect(saveProblemOf(fixed)).toBeNull();
    expect(isNextDisabled(fixed, false)).toBe(false);
    const removed = run([{ type: 'table', edit: { type: 'removeRow', row: 8 } }], state);
    expect(removed.chartData!.labels).not.toContain('Frnace');
    expect(isNextDisabled(removed, false)).toBe(false);
  });

  it('holds Next for a map’s field only while the chart is a map', () => {
    const typed = run(
      [{ type: 'optionsForm', patch: { map: { regions: '', scale: 'sequential', midpoint: '', classes: 'breaks', classCount: 5, breaks: '5, 1' } } }],
      run([{ type: 'table', edit: { type: 'removeRow', row: 8 } }], file(table(countries))),
    );
    expect(optionProblemCount(typed)).toBe(1);
    expect(isNextDisabled(typed, false)).toBe(true);
    const bars = run([{ type: 'chartType', chartType: 'bar' }], typed);
    expect(optionProblemCount(bars)).toBe(0);
    expect(isNextDisabled(bars, false)).toBe(false);
  });

  it('previews the regions it can draw, and saves the rows as written with the options chosen', () => {
    const state = run(
      [
        { type: 'table', edit: { type: 'removeRow', row: 8 } },
        {
          type: 'optionsForm',
          patch: { map: { regions: 'world', scale: 'sequential', midpoint: '', classes: 'quantile', classCount: 4, breaks: '' } },
        },
      ],
      file(table(countries)),
    );
    expect(previewSpec(state)!.data.labels.slice(0, 2)).toEqual(['FRA', 'DEU']);
    const body = createBody(state, state.chartData!);
    expect(body.chartType).toBe('map');
    expect(body.data.labels[0]).toBe('France');
    expect(body.options?.map).toEqual({ regions: 'world', classes: 'quantile', classCount: 4 });
  });

  it('opens a saved map with its options in the form, and sends a changed set alone', () => {
    const chart: LoadableChart = {
      id: 3,
      slug: 'mapmapmapma',
      name: 'GDP',
      chartType: 'map',
      theme: 'neon-midnight',
      dataSource: 'csv',
      sourceValue: 'gdp.csv',
      source: null,
      data: { labels: ['FRA', 'DEU'], datasets: [{ label: 'GDP', data: [1, 2] }] },
      options: {
        title: 'GDP',
        xAxis: '',
        yAxis: '',
        legendPosition: 'top',
        animation: true,
        tooltips: true,
        responsive: true,
        map: { regions: 'europe', classes: 'breaks', breaks: [1.5] },
      },
    };
    const loaded = run([{ type: 'load', chart }]);
    expect(loaded.optionsForm.map).toMatchObject({ regions: 'europe', classes: 'breaks', breaks: '1.5' });
    expect(unsavedChanges(loaded)).toEqual({});
    const changed = run([{ type: 'optionsForm', patch: { map: { ...loaded.optionsForm.map, regions: 'world' } } }], loaded);
    expect(unsavedChanges(changed).options!.map).toEqual({ regions: 'world', classes: 'breaks', breaks: [1.5] });
  });
});
