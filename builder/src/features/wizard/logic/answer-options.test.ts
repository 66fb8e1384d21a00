import { describe, expect, it } from 'vitest';
import type { ChartData } from '@shared/spec/chart-spec';
import { answerFields, followAnswer, type AnswerOptions } from './answer-options';
import { EMPTY_OPTIONS_FORM } from './options-form';
import { previewSpec } from './preview-spec';
import { createBody } from './request-bodies';
import { isNextDisabled, saveProblemOf } from './step-rules';
import type { WizardAction } from './wizard-actions';
import { wizardReducer } from './wizard-reducer';
import { initialWizardState, type AnswerPlan, type WizardState } from './wizard-state';

const run = (actions: WizardAction[], state: WizardState): WizardState => actions.reduce(wizardReducer, state);

const LABELS = ['Norway', 'Chad', 'Japan', 'Peru'];
const points: ChartData = {
  labels: LABELS,
  datasets: [
    { label: 'GDP per capita (current US$)', data: [75000, 700, 40000, 7000] },
    { label: 'Life expectancy (years)', data: [83, 53, 84, 77] },
  ],
};
const GROUPS = ['Europe', 'Africa', 'Asia', 'South America'];
const SCATTER: AnswerOptions = { scatter: { groups: GROUPS, logX: true }, notes: '3 countries without both values for 2019 are left out.' };
const ranked: ChartData = { labels: LABELS, datasets: [{ label: 'Life expectancy (years)', data: [84, 83, 77, 53] }] };
const TABLE: AnswerOptions = { table: { sort: { column: 0, descending: true } }, notes: 'The 4 highest of 180 countries with a value for 2019.' };
const plan = { name: 'Life expectancy vs GDP per capita' } as AnswerPlan;

const answer = (data: ChartData, options: AnswerOptions | undefined, suggested: 'scatter' | 'table'): WizardAction => ({
  type: 'dataArrived',
  data,
  suggested,
  plan,
  columns: ['Country', ...data.datasets.map((d) => d.label)],
  ...(options ? { options } : {}),
});
const asked = (...actions: WizardAction[]) =>
  run([...actions, { type: 'next', signedIn: true }], initialWizardState('Life expectancy vs GDP per capita in 2019'));

describe('answerFields and followAnswer', () => {
  it('reads an answer’s options as the form’s fields, and no options as the empty form’s', () => {
    expect(answerFields(SCATTER)).toMatchObject({ logX: true, logY: false, groupColumn: 'Group', notes: SCATTER.notes, sortColumn: '' });
    expect(answerFields(TABLE)).toMatchObject({ sortColumn: '0', descending: true, groupColumn: '' });
    expect(answerFields({ map: { regions: 'europe' } }).regions).toBe('europe');
    expect(answerFields(undefined)).toEqual({ notes: '', regions: '', logX: false, logY: false, groupColumn: '', sortColumn: '', descending: false });
  });

  it('moves the fields still at the last answer’s suggestion, and keeps those the creator changed', () => {
    const first = followAnswer(EMPTY_OPTIONS_FORM, null, answerFields(SCATTER));
    expect(first.scatter).toMatchObject({ logX: true, groupColumn: 'Group' });
    const edited = { ...first, notes: 'Our note', scatter: { ...first.scatter, logX: false } };
    const next = followAnswer(edited, answerFields(SCATTER), answerFields(TABLE));
    expect(next.notes, 'the creator’s note stays').toBe('Our note');
    expect(next.scatter.logX, 'the creator’s linear axis stays').toBe(false);
    expect(next.scatter).toMatchObject({ groupColumn: '', groups: [] });
    expect(next.table).toMatchObject({ sortColumn: '0', descending: true });
  });

  it('keeps the direction of a sort the creator chose with its column', () => {
    const mine = { ...EMPTY_OPTIONS_FORM, table: { ...EMPTY_OPTIONS_FORM.table, sortColumn: '-1', descending: false } };
    expect(followAnswer(mine, null, answerFields(TABLE)).table).toMatchObject({ sortColumn: '-1', descending: false });
  });
});

describe('an AI answer in the wizard', () => {
  it('draws a scatter with the answer’s log x, notes and groups, shown as a Group column, and saves them', () => {
    const state = asked(answer(points, SCATTER, 'scatter'));
    expect(state.chartType).toBe('scatter');
    expect(state.table!.columns.map((c) => c.name)).toEqual(['Country', 'GDP per capita (current US$)', 'Life expectancy (years)', 'Group']);
    expect(state.optionsForm.scatter).toMatchObject({ logX: true, logY: false, groupColumn: 'Group', groups: GROUPS });
    expect(state.chartOptions.scatter).toEqual({ logX: true, groups: GROUPS });
    expect(state.chartOptions.notes).toBe(SCATTER.notes);
    expect(saveProblemOf(state)).toBeNull();
    expect(isNextDisabled(state, false)).toBe(false);
    // The locked table's data is the answer's, the group column no series of it.
    expect(state.chartData).toEqual(points);
    expect(previewSpec(state)!.options.scatter).toEqual({ logX: true, groups: GROUPS });
    const body = createBody(state, state.chartData!);
    expect(body).toMatchObject({ chartType: 'scatter', options: { scatter: { logX: true, groups: GROUPS }, notes: SCATTER.notes } });
    // A series renamed keeps the groups in step.
    const renamed = run([{ type: 'table', edit: { type: 'rename', column: 2, name: 'Life' } }], state);
    expect(renamed.chartOptions.scatter).toEqual({ logX: true, groups: GROUPS });
    expect(renamed.chartData!.datasets[1]!.label).toBe('Life');
  });

  it('lets the creator turn the groups and the log axis off, and a new answer leaves that as they set it', () => {
    const state = asked(answer(points, SCATTER, 'scatter'));
    const plain = run([{ type: 'optionsForm', patch: { scatter: { ...state.optionsForm.scatter, logX: false, groupColumn: '', groups: [] } } }], state);
    expect(plain.chartOptions.scatter).toBeUndefined();
    const again = run([{ type: 'input', text: 'Life expectancy vs GDP per capita in 2018' }, answer(points, SCATTER, 'scatter')], plain);
    expect(again.chartOptions.scatter).toBeUndefined();
    expect(again.table!.columns.at(-1)!.name, 'the groups are still there to choose').toBe('Group');
  });

  it('replaces a scatter answer’s options by a table answer’s sort and notes', () => {
    const scatter = asked(answer(points, SCATTER, 'scatter'));
    const table = run([{ type: 'input', text: 'Top 4 countries by life expectancy in 2019' }, answer(ranked, TABLE, 'table')], scatter);
    expect(table.chartType).toBe('table');
    expect(table.chartOptions.scatter).toBeUndefined();
    expect(table.chartOptions.table).toEqual({ sort: { column: 0, descending: true } });
    expect(table.chartOptions.notes).toBe(TABLE.notes);
    expect(saveProblemOf(table)).toBeNull();
    expect(table.table!.lock).toBe('names');
    expect(previewSpec(table)).toMatchObject({ chartType: 'table', data: ranked, options: { table: { sort: { column: 0, descending: true } } } });
    // A file after it suggests nothing: what the answer set goes, unless the creator made it theirs.
    const file = run(
      [
        { type: 'csvChosen', fileName: 'lives.csv' },
        { type: 'dataArrived', data: ranked, columns: ['Country', 'Life'] },
      ],
      run([{ type: 'optionsForm', patch: { notes: 'Ours' } }], table),
    );
    expect(file.chartOptions.table).toBeUndefined();
    expect(file.chartOptions.notes).toBe('Ours');
  });

  it('sets a map answer’s region set', () => {
    const map = asked({
      type: 'dataArrived',
      data: { labels: ['FRA', 'DEU'], datasets: [{ label: 'GDP', data: [1, 2] }] },
      suggested: 'map',
      plan,
      options: { map: { regions: 'europe' } },
    });
    expect(map.chartOptions.map).toEqual({ regions: 'europe' });
  });

  it('leaves a saved chart’s options alone when its question is answered again', () => {
    const state = asked(answer(points, SCATTER, 'scatter'));
    const saved = run([{ type: 'saved', chart: { id: 1, slug: 'abcdefghijk', name: null } }], state);
    const plain = run([{ type: 'optionsForm', patch: { scatter: { ...saved.optionsForm.scatter, logX: false } } }], saved);
    const again = run([answer(points, SCATTER, 'scatter')], plain);
    expect(again.chartOptions.scatter).toEqual({ groups: GROUPS });
  });
});
