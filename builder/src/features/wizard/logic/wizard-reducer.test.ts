import { describe, expect, it } from 'vitest';
import { createBody, hasUnsavedChanges, unsavedChanges } from './request-bodies';
import { isNextDisabled, optionProblemCount, pricesNeeded } from './step-rules';
import type { WizardAction } from './wizard-actions';
import { wizardReducer } from './wizard-reducer';
import { dataSourceOf } from './wizard-source';
import { initialWizardState, type AnswerPlan, type LoadableChart, type WizardState } from './wizard-state';

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
    expect(dataSourceOf({ tickerSymbol: 'AAPL', csvFile: null, csvUrl: 'https://example.com/a.csv' })).toBe('url');
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
    const onStep2 = run([
      { type: 'input', text: 'Population by continent' },
      { type: 'next', signedIn: true },
    ]);
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
    const gated = run([
      { type: 'input', text: 'AAPL' },
      { type: 'next', signedIn: false },
    ]);
    expect(gated).toMatchObject({ step: 1, gate: true });
    expect(run([{ type: 'gatePassed' }], gated)).toMatchObject({ step: 2, gate: false });
  });

  it('goes back one step with Previous, and to step 3 only once saved with a slug', () => {
    const step2 = run([
      { type: 'input', text: 'AAPL' },
      { type: 'next', signedIn: true },
    ]);
    expect(run([{ type: 'previous' }], step2).step).toBe(1);
    expect(run([{ type: 'next', signedIn: true }], step2).step).toBe(2);
    expect(run([{ type: 'saved', chart: { id: 1, slug: 'abc123', name: null } }], step2)).toMatchObject({ step: 3, slug: 'abc123' });
  });

  it('keeps a new chart unlisted until it is listed, and starts again unlisted on Create another', () => {
    const step2 = run([
      { type: 'input', text: 'AAPL' },
      { type: 'next', signedIn: true },
    ]);
    const saved = run([{ type: 'saved', chart: { id: 1, slug: 'abc123', name: null, listed: false } }], step2);
    expect(saved.listed).toBe(false);
    const listed = run([{ type: 'listed', listed: true }], saved);
    expect(listed.listed).toBe(true);
    // Saving again (after Previous) keeps the choice the server answered with.
    expect(run([{ type: 'saved', chart: { id: 1, slug: 'abc123', name: null } }], listed).listed).toBe(true);
    expect(hasUnsavedChanges(listed)).toBe(false);
    expect(run([{ type: 'reset' }], listed)).toMatchObject({ step: 1, listed: false, saved: null, slug: null, tickerSymbol: '' });
  });
});

describe('the wizard as data arrives', () => {
  it('applies the automatic chart type when the AI suggests none, and the AI’s when it does', () => {
    const asked = run([{ type: 'input', text: 'Population by continent' }]);
    expect(run([{ type: 'dataArrived', data }], asked).chartType).toBe('pie');
    expect(run([{ type: 'dataArrived', data, suggested: 'bar' }], asked).chartType).toBe('bar');
  });

  it('keeps the type the user chose when data arrives again', () => {
    const chosen = run([
      { type: 'input', text: 'Population by continent' },
      { type: 'chartType', chartType: 'area' },
    ]);
    expect(run([{ type: 'dataArrived', data }], chosen).chartType).toBe('area');
  });

  it('recolours by theme without touching the data', () => {
    const withData = run([
      { type: 'input', text: 'Population by continent' },
      { type: 'dataArrived', data },
    ]);
    const recoloured = run([{ type: 'theme', themeId: 'light-green' }], withData);
    expect(recoloured.themeId).toBe('light-green');
    expect(recoloured.chartData).toBe(withData.chartData);
  });

  it('leaves the y axis untitled when the columns name several series, rather than calling it Value', () => {
    const state = run([
      { type: 'csvChosen', fileName: 'sales.csv' },
      { type: 'dataArrived', data, columns: ['Month', 'Sales', 'Costs'] },
    ]);
    expect(state.chartOptions.xAxis).toBe('Month');
    expect(state.chartOptions.yAxis).toBe('');
  });

  it('titles a ticker chart’s axes Date and Price', () => {
    const state = run([{ type: 'dataArrived', data }], initialWizardState('AAPL'));
    expect(state.chartOptions).toMatchObject({ title: 'AAPL', xAxis: 'Date', yAxis: 'Price' });
  });

  it('takes axis titles from the data’s columns unless the user set them', () => {
    const state = run([
      { type: 'input', text: 'GDP growth vs inflation' },
      { type: 'dataArrived', data, columns: ['Year', 'Percent'] },
    ]);
    expect(state.chartOptions).toMatchObject({ xAxis: 'Year', yAxis: 'Percent' });
    const custom = run(
      [
        { type: 'option', key: 'xAxis', value: 'When' },
        { type: 'dataArrived', data, columns: ['Year', 'Percent'] },
      ],
      run([{ type: 'input', text: 'GDP growth' }]),
    );
    expect(custom.chartOptions.xAxis).toBe('When');
  });

  it('names the source: the ticker, the file, or the AI’s first source', () => {
    expect(
      run([
        { type: 'input', text: 'aapl' },
        { type: 'dataArrived', data },
      ]).sourceLabel,
    ).toBe('AAPL');
    expect(
      run([
        { type: 'csvChosen', fileName: 'sales.csv' },
        { type: 'dataArrived', data },
      ]).sourceLabel,
    ).toBe('sales.csv');
    expect(
      run([
        { type: 'input', text: 'Population by continent' },
        { type: 'dataArrived', data, sources: [{ title: 'UN', url: 'https://un.org', retrievedAt: '2026-11-25T09:00:00.000Z' }] },
      ]).sourceLabel,
    ).toBe('UN');
  });

  it('takes a CSV file’s address like an upload, and forgets one that failed', () => {
    const url = 'https://example.com/data/sales.csv';
    const chosen = run([
      { type: 'input', text: 'AAPL' },
      { type: 'urlChosen', url },
    ]);
    expect(isNextDisabled(chosen, false), 'until its data arrives').toBe(true);
    const arrived = run([{ type: 'dataArrived', data, columns: ['Month', 'Sales'] }], chosen);
    expect(arrived).toMatchObject({ csvUrl: url, sourceLabel: url, chartType: 'pie', chartOptions: { xAxis: 'Month', yAxis: 'Sales' } });
    expect(isNextDisabled(arrived, false)).toBe(false);
    expect(createBody(arrived, data)).toMatchObject({ dataSource: 'url', sourceValue: url });
    expect(createBody(arrived, data)).not.toHaveProperty('readingChoices');
    // Read again day-first: the live chart keeps reading its address that way.
    const reread = run([{ type: 'dataArrived', data, columns: ['Month', 'Sales'], choices: { dateOrder: 'dmy' } }], chosen);
    expect(createBody(reread, data)).toMatchObject({ readingChoices: { dateOrder: 'dmy' } });
    expect(run([{ type: 'csvChosen', fileName: 'b.csv' }], arrived).csvUrl, 'a file replaces it').toBe(null);
    const failed = run([{ type: 'urlFailed' }], chosen);
    expect(failed).toMatchObject({ csvUrl: null, chartData: null });
    expect(dataSourceOf(failed)).toBe('ticker');
  });
});

const cited = [
  {
    title: 'World Bank: GDP growth (annual %)',
    url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
    retrievedAt: '2026-11-25T09:00:00.000Z',
  },
  {
    title: 'IMF: Inflation rate, average consumer prices',
    url: 'https://www.imf.org/external/datamapper/PCPIPCH@WEO/USA',
    retrievedAt: '2026-11-25T09:00:01.000Z',
  },
];
const plan = {
  name: 'US GDP growth vs inflation',
  chartType: 'line' as const,
  columns: ['Year', 'Percent'],
  layout: 'over-time' as const,
  from: '2021',
  to: null,
  at: null,
  series: [
    { label: 'GDP growth (%)', source: 'worldbank' as const, indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' },
    { label: 'Inflation (%)', source: 'imf' as const, indicator: 'PCPIPCH', entity: 'USA' },
  ],
  refusal: null,
};

describe('an AI answer', () => {
  const question = 'GDP growth vs inflation in the US since 2021';
  const answered = () =>
    run([
      { type: 'input', text: question },
      { type: 'next', signedIn: true },
      { type: 'dataArrived', data, sources: cited, plan },
    ]);

  it('is saved with every source and its plan exactly as answered', () => {
    const body = createBody(answered(), data);
    expect(body).toMatchObject({ dataSource: 'query', sourceValue: question, sources: cited, plan });
    expect(body.source).toEqual({ label: cited[0]!.title, url: cited[0]!.url });
  });

  it('sends no citations for charts that are not answers', () => {
    const body = createBody(
      run([
        { type: 'input', text: 'AAPL' },
        { type: 'dataArrived', data },
      ]),
      data,
    );
    expect(body).not.toHaveProperty('sources');
    expect(body).not.toHaveProperty('plan');
  });

  it('forgets its sources and plan when the question changes', () => {
    expect(wizardReducer(answered(), { type: 'input', text: 'Something else entirely' })).toMatchObject({ sources: [], plan: null });
  });

  it('goes back to step 1 when the question could not be answered, out of the signup gate too', () => {
    const asked = run([
      { type: 'input', text: question },
      { type: 'next', signedIn: true },
    ]);
    expect(wizardReducer(asked, { type: 'questionFailed' })).toMatchObject({ step: 1, gate: false, chartData: null, tickerSymbol: question });
    const guest = run([
      { type: 'input', text: question },
      { type: 'next', signedIn: false },
    ]);
    expect(guest.gate).toBe(true);
    expect(wizardReducer(guest, { type: 'questionFailed' })).toMatchObject({ step: 1, gate: false });
  });

  it('keeps its sources and plan when a saved AI chart is edited', () => {
    const state = load({ dataSource: 'query', sourceValue: question, source: { label: cited[0]!.title, url: cited[0]!.url }, sources: cited, plan });
    expect(state).toMatchObject({ sources: cited, plan, tickerSymbol: question });
    const retitled = wizardReducer(state, { type: 'option', key: 'title', value: 'GDP and prices' });
    expect(unsavedChanges(retitled)).toEqual({ options: { ...savedChart.options, title: 'GDP and prices' }, name: 'GDP and prices' });
  });
});

const savedChart: LoadableChart = {
  id: 7,
  slug: 'abcdefghijk',
  name: 'Apple',
  chartType: 'bar',
  theme: 'light-green',
  dataSource: 'ticker',
  sourceValue: 'AAPL',
  source: null,
  data,
  options: { title: 'Apple', xAxis: 'Day', yAxis: 'USD', legendPosition: 'top', animation: false, tooltips: true, responsive: true },
};
const load = (chart: Partial<LoadableChart> = {}) => run([{ type: 'load', chart: { ...savedChart, ...chart } }]);

describe('editing a saved chart', () => {
  it('opens at step 2 with the chart’s type, theme, options, data and source', () => {
    const state = load();
    expect(state).toMatchObject({
      step: 2,
      chartType: 'bar',
      themeId: 'light-green',
      chartData: data,
      tickerSymbol: 'AAPL',
      sourceLabel: 'AAPL',
      slug: 'abcdefghijk',
    });
    expect(state.chartOptions).toEqual(savedChart.options);
    expect(dataSourceOf(state)).toBe('ticker');
    expect(isNextDisabled(state, false)).toBe(false);
    expect(load({ dataSource: 'csv', sourceValue: 'sales.csv' })).toMatchObject({ csvFile: 'sales.csv', tickerSymbol: '' });
    expect(load({ dataSource: 'url', sourceValue: 'https://example.com/a.csv' })).toMatchObject({ csvUrl: 'https://example.com/a.csv' });
    expect(load().listed).toBe(false);
    expect(load({ listed: true }).listed).toBe(true);
    const asked = load({ dataSource: 'query', sourceValue: 'Population by continent', source: { label: 'UN', url: 'https://un.org' } });
    expect(asked).toMatchObject({
      tickerSymbol: 'Population by continent',
      sources: [{ title: 'UN', url: 'https://un.org', retrievedAt: '' }],
      sourceLabel: null,
    });
  });

  it('keeps the saved data and type: prices are fetched again only for candles', () => {
    const state = load();
    expect(pricesNeeded(state)).toBe(false);
    expect(pricesNeeded(run([{ type: 'chartType', chartType: 'candlestick' }], state))).toBe(true);
    expect(pricesNeeded(run([{ type: 'input', text: 'MSFT' }], state))).toBe(true);
    expect(run([{ type: 'dataArrived', data: { labels: ['x'], datasets: [{ label: 'AAPL', data: [1] }] } }], state).chartType, 'the saved type stays').toBe(
      'bar',
    );
  });

  it('has no unsaved changes until something differs from the saved chart, and not after changing it back', () => {
    const state = load();
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(unsavedChanges(state)).toEqual({});
    const retitled = run([{ type: 'option', key: 'title', value: 'Apple close' }], state);
    expect(hasUnsavedChanges(retitled)).toBe(true);
    expect(hasUnsavedChanges(run([{ type: 'option', key: 'title', value: 'Apple' }], retitled))).toBe(false);
    expect(hasUnsavedChanges(run([{ type: 'theme', themeId: 'dark-purple' }], state))).toBe(true);
    expect(hasUnsavedChanges(run([{ type: 'chartType', chartType: 'line' }], state))).toBe(true);
    expect(hasUnsavedChanges(run([{ type: 'previous' }], state)), 'looking at step 1 changes nothing').toBe(false);
    expect(hasUnsavedChanges(run([{ type: 'previous' }, { type: 'input', text: 'MSFT' }], state)), 'new data on its way').toBe(true);
    expect(hasUnsavedChanges(initialWizardState('AAPL')), 'a new chart has nothing saved to lose').toBe(false);
  });

  it('sends only what changed; the name follows the title unless the chart was renamed', () => {
    const state = load();
    expect(unsavedChanges(run([{ type: 'theme', themeId: 'dark-purple' }], state))).toEqual({ theme: 'dark-purple' });
    const retitled = run([{ type: 'option', key: 'title', value: ' Apple close ' }], state);
    expect(unsavedChanges(retitled)).toEqual({ options: { ...savedChart.options, title: ' Apple close ' }, name: 'Apple close' });
    const renamed = run([{ type: 'option', key: 'title', value: 'Apple close' }], load({ name: 'My favourite' }));
    expect(unsavedChanges(renamed)).not.toHaveProperty('name');
    const url = 'https://example.com/prices.csv';
    const prices = { labels: ['Mon', 'Tue'], datasets: [{ label: 'Close', data: [1, 2] }] };
    const replaced = run([{ type: 'previous' }, { type: 'urlChosen', url }, { type: 'dataArrived', data: prices }], state);
    // New data from elsewhere picks its own type, as a new chart's does.
    expect(unsavedChanges(replaced)).toEqual({ chartType: 'pie', data: prices, source: null, dataSource: 'url', sourceValue: url });
  });

  it('counts as saved again once saved, keeping its id and slug', () => {
    const changed = run([{ type: 'theme', themeId: 'dark-purple' }], load());
    const saved = run([{ type: 'saved', chart: { id: 7, slug: 'abcdefghijk', name: 'Apple' } }], changed);
    expect(saved).toMatchObject({ step: 3, slug: 'abcdefghijk', saved: { id: 7, themeId: 'dark-purple' } });
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('updates a new chart in place once it has been saved, rather than making another', () => {
    const made = run([
      { type: 'input', text: 'AAPL' },
      { type: 'dataArrived', data },
      { type: 'next', signedIn: true },
      { type: 'saved', chart: { id: 3, slug: 's', name: null } },
    ]);
    const again = run([{ type: 'previous' }, { type: 'theme', themeId: 'dark-purple' }], made);
    expect(again.saved?.id).toBe(3);
    expect(unsavedChanges(again)).toEqual({ theme: 'dark-purple' });
  });
});

describe('the source name and link', () => {
  const uploaded = () =>
    run([
      { type: 'csvChosen', fileName: 'sales.csv' },
      { type: 'dataArrived', data },
      { type: 'next', signedIn: true },
    ]);

  it('leave the file name as the source until the creator writes their own, which a new chart is created with', () => {
    expect(createBody(uploaded(), data)).not.toHaveProperty('source');
    const named = run([{ type: 'sourceFields', patch: { name: 'Statistics Norway', link: 'https://ssb.no/en' } }], uploaded());
    expect(createBody(named, data).source).toEqual({ label: 'Statistics Norway', url: 'https://ssb.no/en' });
    const cleared = run([{ type: 'sourceFields', patch: { name: '' } }], named);
    expect(createBody(cleared, data).source, 'an emptied name takes the file name again').toEqual({ label: 'sales.csv', url: 'https://ssb.no/en' });
  });

  it('keep Next off while the link is not a web address', () => {
    const wrong = run([{ type: 'sourceFields', patch: { link: 'ssb.no' } }], uploaded());
    expect(optionProblemCount(wrong)).toBe(1);
    expect(isNextDisabled(wrong, false)).toBe(true);
    expect(isNextDisabled(run([{ type: 'sourceFields', patch: { link: 'https://ssb.no' } }], wrong), false)).toBe(false);
  });

  it('open a saved chart with its source, and send a changed one alone', () => {
    const state = load({ source: { label: 'Nasdaq', url: 'https://nasdaq.com' } });
    expect(state.sourceFields).toEqual({ name: 'Nasdaq', link: 'https://nasdaq.com' });
    expect(unsavedChanges(state)).toEqual({});
    const renamed = run([{ type: 'sourceFields', patch: { name: 'Nasdaq Inc.' } }], state);
    expect(unsavedChanges(renamed)).toEqual({ source: { label: 'Nasdaq Inc.', url: 'https://nasdaq.com' } });
    expect(hasUnsavedChanges(renamed)).toBe(true);
    const emptied = run([{ type: 'sourceFields', patch: { name: '', link: '' } }], state);
    expect(unsavedChanges(emptied), 'both emptied: back to the ticker').toEqual({ source: null });
    expect(load().sourceFields, 'a chart saved without one opens with empty fields').toEqual({ name: '', link: '' });
  });

  it('never replace an AI chart’s cited sources', () => {
    const answered = run([
      { type: 'input', text: 'GDP growth vs inflation in the US since 2021' },
      { type: 'next', signedIn: true },
      { type: 'dataArrived', data, sources: cited, plan },
      { type: 'sourceFields', patch: { name: 'Me', link: 'https://me.example' } },
    ]);
    expect(createBody(answered, data).source).toEqual({ label: cited[0]!.title, url: cited[0]!.url });
  });
});

describe('the data step', () => {
  it('shows a CSV answer’s cells, and saves the data as edited', () => {
    const csv = {
      reading: {
        encoding: 'utf-8' as const,
        delimiter: ';' as const,
        columns: [
          { name: 'Month', type: 'text' as const, decimal: null, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
          { name: 'Sales', type: 'number' as const, decimal: ',' as const, thousands: null, dateOrder: null, ambiguous: false, unreadable: 0 },
        ],
      },
      table: [
        ['Month', 'Sales'],
        ['Jan', '1,5'],
        ['Feb', '2,25'],
      ],
    };
    const arrived = run([
      { type: 'csvChosen', fileName: 'sales.csv' },
      {
        type: 'dataArrived',
        data: { labels: ['Jan', 'Feb'], datasets: [{ label: 'Sales', data: [1.5, 2.25] }] },
        columns: ['Month', 'Sales'],
        csv,
        choices: { decimal: ',' },
      },
    ]);
    expect(arrived.table?.rows).toEqual([
      ['Jan', '1,5'],
      ['Feb', '2,25'],
    ]);
    expect(arrived.reading).toBe(csv.reading);
    expect(arrived.choices).toEqual({ decimal: ',' });
    const edited = run(
      [
        { type: 'table', edit: { type: 'cell', row: 1, column: 1, text: 'n/a' } },
        { type: 'table', edit: { type: 'rename', column: 1, name: 'Revenue' } },
      ],
      arrived,
    );
    expect(edited.chartData).toEqual({ labels: ['Jan', 'Feb'], datasets: [{ label: 'Revenue', data: [1.5, null] }] });
    expect(createBody(edited, edited.chartData!).data).toBe(edited.chartData);
    // A new file forgets the table and how the last one was read.
    expect(run([{ type: 'input', text: 'AAPL' }], edited)).toMatchObject({ table: null, reading: null, choices: {} });
  });

  it('makes a table of a ticker’s prices, and of a saved chart, whose edits are unsaved changes', () => {
    const prices = run([
      { type: 'input', text: 'AAPL' },
      { type: 'dataArrived', data: { labels: ['2025-02-27', '2025-02-28'], datasets: [{ label: 'AAPL', data: [240, 241.84] }] } },
    ]);
    expect(prices.table?.columns.map((c) => c.name)).toEqual(['Date', 'AAPL']);
    expect(prices.table?.columns[0]?.kind).toBe('date');
    const loaded = load();
    expect(loaded.table?.rows.length).toBe(savedChart.data.labels.length);
    const edited = run([{ type: 'table', edit: { type: 'cell', row: 0, column: 1, text: '99' } }], loaded);
    expect(hasUnsavedChanges(edited)).toBe(true);
    expect(unsavedChanges(edited).data?.datasets[0]?.data[0]).toBe(99);
  });
});

describe('the title the data suggests', () => {
  const data = { labels: ['2024-01-01'], datasets: [{ label: 'Close', data: [1] }] };
  const arrive = (state: ReturnType<typeof initialWizardState>) => wizardReducer(state, { type: 'dataArrived', data });

  it('titles a chart by its file until the creator writes a title of their own', () => {
    let state = arrive(wizardReducer(initialWizardState(), { type: 'csvChosen', fileName: 'sales_by-quarter.csv' }));
    expect(state.chartOptions.title).toBe('Sales by quarter');
    state = arrive(wizardReducer(state, { type: 'csvChosen', fileName: 'costs.csv' }));
    expect(state.chartOptions.title).toBe('Costs');
    state = wizardReducer(state, { type: 'option', key: 'title', value: 'What we spent' });
    state = arrive(wizardReducer(state, { type: 'csvChosen', fileName: 'other.csv' }));
    expect(state.chartOptions.title).toBe('What we spent');
  });

  it('takes an AI answer’s name', () => {
    const plan = { name: 'US GDP growth vs inflation' } as AnswerPlan;
    const state = wizardReducer(initialWizardState('GDP growth and inflation in the US'), { type: 'dataArrived', data, plan });
    expect(state.chartOptions.title).toBe('US GDP growth vs inflation');
  });
});

describe('a new chart’s theme', () => {
  it('is dark for a creator in dark mode and light in light mode', () => {
    expect(initialWizardState('', true).themeId).toBe('neon-midnight');
    expect(initialWizardState('', false).themeId).toBe('light-blue');
    expect(wizardReducer(initialWizardState(), { type: 'reset', prefersDark: false }).themeId).toBe('light-blue');
  });
});

describe('the legend the data suggests', () => {
  const labels = Array.from({ length: 30 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')}`);
  const one = { labels, datasets: [{ label: 'Sales', data: labels.map((_, i) => i) }] };
  const two = { labels, datasets: [one.datasets[0]!, { label: 'Costs', data: labels.map((_, i) => 30 - i) }] };
  const arrive = (state: WizardState, data: typeof one) => wizardReducer(state, { type: 'dataArrived', data });
  const asked = initialWizardState('daily sales and costs');

  it('hides the legend of a single series, and shows it for several or for a pie', () => {
    const single = arrive(asked, one);
    expect(single.chartOptions.legendPosition).toBe('none');
    expect(wizardReducer(single, { type: 'chartType', chartType: 'pie' }).chartOptions.legendPosition).toBe('right');
    expect(arrive(single, two).chartOptions.legendPosition).toBe('right');
  });

  it('keeps the position the creator picked, and a saved chart’s', () => {
    const picked = wizardReducer(arrive(asked, one), { type: 'option', key: 'legendPosition', value: 'bottom' });
    expect(arrive(picked, two).chartOptions.legendPosition).toBe('bottom');
    const saved = wizardReducer(initialWizardState(), { type: 'load', chart: { ...savedChart, chartType: 'bar', data: two } });
    expect(wizardReducer(saved, { type: 'chartType', chartType: 'line' }).chartOptions.legendPosition).toBe('top');
  });
});

describe('the options set only when wanted', () => {
  const sales = {
    labels: ['Q1', 'Q2', 'Q3'],
    datasets: [
      { label: 'Sales', data: [3, 5, 4] },
      { label: 'Costs', data: [1, 2, 2] },
    ],
  };
  const withOptions = (options: Partial<LoadableChart['options']>) => load({ data: sales, options: { ...savedChart.options, ...options } });

  it('go into the chart’s options as the form makes them, and a new chart is created with them', () => {
    const state = run([
      { type: 'input', text: 'AAPL' },
      { type: 'dataArrived', data: sales },
      { type: 'optionsForm', patch: { prefix: '$', description: 'Per quarter', referenceLines: [{ value: '4', label: 'Goal' }] } },
    ]);
    expect(state.chartOptions).toMatchObject({ description: 'Per quarter', numberFormat: { prefix: '$' }, referenceLines: [{ value: 4, label: 'Goal' }] });
    expect(createBody(state, sales).options).toEqual(state.chartOptions);
  });

  it('open a saved chart with its options in the form, and send nothing until one changes', () => {
    const state = withOptions({ yMin: 0, description: 'Per quarter', seriesColors: ['#123456'] });
    expect(state.optionsForm).toMatchObject({ yMin: '0', description: 'Per quarter', seriesColors: ['#123456'] });
    expect(unsavedChanges(state)).toEqual({});
  });

  it('are sent as null once cleared, so saving takes them off the chart', () => {
    const state = withOptions({ yMin: 0, description: 'Per quarter', byline: 'Jane' });
    const cleared = run([{ type: 'optionsForm', patch: { yMin: '', description: '' } }], state);
    expect(cleared.chartOptions).not.toHaveProperty('yMin');
    expect(unsavedChanges(cleared)).toEqual({ options: { ...savedChart.options, byline: 'Jane', yMin: null, description: null } });
  });

  it('keep Next off while a field cannot make its option, and leave that option out', () => {
    const state = withOptions({});
    const wrong = run([{ type: 'optionsForm', patch: { yMin: '10', yMax: '5' } }], state);
    expect(isNextDisabled(wrong, false)).toBe(true);
    expect(wrong.chartOptions).not.toHaveProperty('yMin');
    expect(isNextDisabled(run([{ type: 'optionsForm', patch: { yMax: '50' } }], wrong), false)).toBe(false);
  });

  it('turn bars horizontal from the chart type list, and back', () => {
    const state = withOptions({});
    const sideways = run([{ type: 'chartType', chartType: 'bar', horizontal: true }], state);
    expect(sideways.chartOptions.horizontal).toBe(true);
    const upright = run([{ type: 'chartType', chartType: 'line', horizontal: false }], sideways);
    expect(upright).toMatchObject({ chartType: 'line', optionsForm: { horizontal: false } });
    expect(upright.chartOptions).not.toHaveProperty('horizontal');
  });

  it('stack every series, and keep them stacked through an edit of the data table', () => {
    const stacked = run([{ type: 'stacked', stacked: true }], withOptions({}));
    expect(stacked.chartData!.datasets.map((d) => d.stacked)).toEqual([true, true]);
    expect(unsavedChanges(stacked).data).toBe(stacked.chartData);
    const edited = run([{ type: 'table', edit: { type: 'cell', row: 0, column: 1, text: '7' } }], stacked);
    expect(edited.chartData!.datasets.map((d) => [d.data[0], d.stacked])).toEqual([
      [7, true],
      [1, true],
    ]);
    expect(run([{ type: 'stacked', stacked: false }], edited).chartData!.datasets.some((d) => 'stacked' in d)).toBe(false);
  });
});
