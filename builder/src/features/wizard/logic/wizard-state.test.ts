import { describe, expect, it } from 'vitest';
import { dataSourceOf, initialWizardState, isNextDisabled, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const run = (actions: WizardAction[], state = initialWizardState()): WizardState => actions.reduce(wizardReducer, state);
const data = { labels: ['Asia', 'Europe'], datasets: [{ label: 'People', data: [4700, 750] }] };

describe('the wizard', () => {
  it('starts on step 1 with the spec defaults', () => {
    const state = initialWizardState();
    expect(state).toMatchObject({ step: 1, chartType: 'line', themeId: 'neon-midnight', gate: false, slug: null });
    expect(state.chartOptions.legendPosition).toBe('right');
  });

  it('reads five characters or fewer as a ticker and more as a question; a CSV file wins', () => {
    expect(dataSourceOf({ tickerSymbol: 'AAPL', csvFile: null })).toBe('ticker');
    expect(dataSourceOf({ tickerSymbol: 'ABCDE', csvFile: null })).toBe('ticker');
    expect(dataSourceOf({ tickerSymbol: 'ABCDEF', csvFile: null })).toBe('query');
    expect(dataSourceOf({ tickerSymbol: 'AAPL', csvFile: 'sales.csv' })).toBe('csv');
  });

  it('disables Next on step 1 while blank, on step 2 until data exists, and while saving', () => {
    expect(isNextDisabled(initialWizardState(), false)).toBe(true);
    expect(isNextDisabled(run([{ type: 'input', text: '   ' }]), false)).toBe(true);
    const typed = run([{ type: 'input', text: 'AAPL' }]);
    expect(isNextDisabled(typed, false), 'a ticker waits for its prices').toBe(true);
    const priced = run([{ type: 'dataArrived', data }], typed);
    expect(isNextDisabled(priced, false)).toBe(false);
    expect(isNextDisabled(priced, true)).toBe(true);
    expect(isNextDisabled(run([{ type: 'input', text: 'Population by continent' }]), false), 'a question goes on at once').toBe(false);
    const onStep2 = run([{ type: 'input', text: 'Population by continent' }, { type: 'next', signedIn: true }]);
    expect(onStep2.step).toBe(2);
    expect(isNextDisabled(onStep2, false)).toBe(true);
    expect(isNextDisabled(run([{ type: 'dataArrived', data }], onStep2), false)).toBe(false);
  });

  it('forgets a file that could not be read, so Next stays off', () => {
    const failed = run([{ type: 'csvChosen', fileName: 'notes.txt' }, { type: 'csvFailed' }]);
    expect(failed.csvFile).toBe(null);
    expect(isNextDisabled(failed, false)).toBe(true);
  });

  it('shows a guest the signup gate, then goes to step 2 once they are signed in', () => {
    const gated = run([{ type: 'input', text: 'AAPL' }, { type: 'next', signedIn: false }]);
    expect(gated).toMatchObject({ step: 1, gate: true });
    expect(run([{ type: 'gatePassed' }], gated)).toMatchObject({ step: 2, gate: false });
  });

  it('goes back one step with Previous, and to step 3 only once saved with a slug', () => {
    const step2 = run([{ type: 'input', text: 'AAPL' }, { type: 'next', signedIn: true }]);
    expect(run([{ type: 'previous' }], step2).step).toBe(1);
    expect(run([{ type: 'next', signedIn: true }], step2).step).toBe(2);
    expect(run([{ type: 'saved', slug: 'abc123' }], step2)).toMatchObject({ step: 3, slug: 'abc123' });
  });

  it('applies the automatic chart type when the AI suggests none, and the AI’s when it does', () => {
    const asked = run([{ type: 'input', text: 'Population by continent' }]);
    expect(run([{ type: 'dataArrived', data }], asked).chartType).toBe('pie');
    expect(run([{ type: 'dataArrived', data, suggested: 'bar' }], asked).chartType).toBe('bar');
  });

  it('keeps the type the user chose when data arrives again', () => {
    const chosen = run([{ type: 'input', text: 'Population by continent' }, { type: 'chartType', chartType: 'area' }]);
    expect(run([{ type: 'dataArrived', data }], chosen).chartType).toBe('area');
  });

  it('recolours by theme without touching the data', () => {
    const withData = run([{ type: 'input', text: 'Population by continent' }, { type: 'dataArrived', data }]);
    const recoloured = run([{ type: 'theme', themeId: 'light-green' }], withData);
    expect(recoloured.themeId).toBe('light-green');
    expect(recoloured.chartData).toBe(withData.chartData);
  });

  it('keeps the neutral y title when the columns name several series', () => {
    const state = run([{ type: 'csvChosen', fileName: 'sales.csv' }, { type: 'dataArrived', data, columns: ['Month', 'Sales', 'Costs'] }]);
    expect(state.chartOptions.xAxis).toBe('Month');
    expect(state.chartOptions.yAxis).toBe('Value');
  });

  it('takes axis titles from the data’s columns unless the user set them', () => {
    const state = run([{ type: 'input', text: 'GDP growth vs inflation' }, { type: 'dataArrived', data, columns: ['Year', 'Percent'] }]);
    expect(state.chartOptions).toMatchObject({ xAxis: 'Year', yAxis: 'Percent' });
    const custom = run([{ type: 'option', key: 'xAxis', value: 'When' }, { type: 'dataArrived', data, columns: ['Year', 'Percent'] }], run([{ type: 'input', text: 'GDP growth' }]));
    expect(custom.chartOptions.xAxis).toBe('When');
  });

  it('names the source: the ticker, the file, or the AI’s first source', () => {
    expect(run([{ type: 'input', text: 'aapl' }, { type: 'dataArrived', data }]).sourceLabel).toBe('AAPL');
    expect(run([{ type: 'csvChosen', fileName: 'sales.csv' }, { type: 'dataArrived', data }]).sourceLabel).toBe('sales.csv');
    expect(
      run([{ type: 'input', text: 'Population by continent' }, { type: 'dataArrived', data, sources: [{ title: 'UN', url: 'https://un.org' }] }]).sourceLabel,
    ).toBe('UN');
  });
});
