import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartOptions } from '@shared/spec/chart-spec';
import {
  EMPTY_OPTIONS_FORM,
  formFromOptions,
  NO_LINE_VALUE,
  NOT_A_COLOUR,
  NOT_A_NUMBER,
  optionsFromForm,
  RANGE_BACKWARDS,
  readColour,
  readNumber,
  withFormOptions,
  type OptionsForm,
} from './options-form';

const form = (patch: Partial<OptionsForm>): OptionsForm => ({ ...EMPTY_OPTIONS_FORM, ...patch });

describe('the options form', () => {
  it('makes no options while every field is blank', () => {
    expect(optionsFromForm(EMPTY_OPTIONS_FORM)).toEqual({ options: {}, problems: {} });
    expect(optionsFromForm(form({ description: '   ', prefix: ' ', seriesColors: ['', ''] })).options).toEqual({});
  });

  it('makes each option from its fields, trimming text but keeping a suffix’s space', () => {
    const { options, problems } = optionsFromForm(
      form({
        description: ' Sales per month ',
        notes: 'Estimates for 2026.',
        byline: 'Chart: Jane Doe',
        prefix: '$',
        suffix: ' per month',
        decimals: '2',
        compact: true,
        yMin: '0',
        yMax: '1,500',
        startAtZero: true,
        referenceLines: [
          { value: '100', label: ' Target ' },
          { value: '-2.5', label: '' },
        ],
        highlights: [{ from: 'Feb', to: 'Apr', label: 'Sale' }],
        seriesColors: ['', '1d4ed8', '#F472B6', ''],
        horizontal: true,
      }),
    );
    expect(problems).toEqual({});
    expect(options).toEqual({
      description: 'Sales per month',
      notes: 'Estimates for 2026.',
      byline: 'Chart: Jane Doe',
      numberFormat: { prefix: '$', suffix: ' per month', decimals: 2, compact: true },
      yMin: 0,
      yMax: 1500,
      startAtZero: true,
      referenceLines: [{ value: 100, label: 'Target' }, { value: -2.5 }],
      highlights: [{ from: 'Feb', to: 'Apr', label: 'Sale' }],
      seriesColors: ['', '#1d4ed8', '#F472B6'],
      horizontal: true,
    });
  });

  it('reads a saved chart’s options back into the same options', () => {
    const saved: Partial<ChartOptions> = {
      description: 'Sales per month',
      numberFormat: { suffix: '%', decimals: 0, percent: true },
      yMin: -1.5,
      yMax: 1e6,
      referenceLines: [{ value: 0.25, label: 'Goal' }],
      highlights: [{ from: '2024-01-01', to: '2024-03-01' }],
      seriesColors: ['#aabbcc', '', '#123456'],
    };
    expect(optionsFromForm(formFromOptions(saved))).toEqual({ options: saved, problems: {} });
    expect(formFromOptions({}), 'a chart without them').toEqual(EMPTY_OPTIONS_FORM);
  });

  it('carries a scatter’s and a table’s own options through an edit, unchanged', () => {
    const saved: Partial<ChartOptions> = {
      numberFormat: { prefix: '$' },
      scatter: { logX: true, trend: true, labelled: ['France'], groups: ['Europe', 'Europe', 'Asia'] },
      table: {
        columns: [{}, { format: { suffix: ' kg', decimals: 1 }, bars: true }, { heat: true }],
        pageSize: 50,
        sort: { column: -1, descending: true },
        search: false,
      },
    };
    expect(optionsFromForm(formFromOptions(saved))).toEqual({ options: saved, problems: {} });
    expect(withFormOptions({ ...DEFAULT_CHART_OPTIONS, ...saved }, formFromOptions(saved))).toEqual({ ...DEFAULT_CHART_OPTIONS, ...saved });
  });

  it('names a field that makes no option and leaves it out', () => {
    expect(optionsFromForm(form({ yMin: 'ten', yMax: '20' }))).toEqual({ options: { yMax: 20 }, problems: { yMin: NOT_A_NUMBER } });
    expect(optionsFromForm(form({ yMin: '20', yMax: '20' })), 'a range needs room').toEqual({ options: {}, problems: { yMax: RANGE_BACKWARDS } });
    expect(optionsFromForm(form({ yMin: '1e999' })).problems).toEqual({ yMin: NOT_A_NUMBER });
    const lines = optionsFromForm(
      form({
        referenceLines: [
          { value: '', label: 'Goal' },
          { value: '5', label: '' },
          { value: '1,5', label: '' },
        ],
      }),
    );
    expect(lines).toEqual({ options: { referenceLines: [{ value: 5 }] }, problems: { 'referenceLines.0': NO_LINE_VALUE, 'referenceLines.2': NOT_A_NUMBER } });
    const colours = optionsFromForm(form({ seriesColors: ['red', '#123456'] }));
    expect(colours).toEqual({ options: { seriesColors: ['', '#123456'] }, problems: { 'seriesColors.0': NOT_A_COLOUR } });
  });

  it('reads numbers as people write them and colours with or without #', () => {
    expect(['', ' 7 ', '-2.5', '1,234.5', '−3', 'abc'].map(readNumber)).toEqual(['', 7, -2.5, 1234.5, -3, null]);
    expect(['', 'abcdef', '#ABCDEF', '#abc', 'blue'].map(readColour)).toEqual(['', '#abcdef', '#ABCDEF', null, null]);
  });

  it('replaces the options it made before and leaves the others alone', () => {
    const options = { ...DEFAULT_CHART_OPTIONS, title: 'Sales', yMin: 5, notes: 'Old' };
    expect(withFormOptions(options, form({ byline: 'Jane' }))).toEqual({ ...DEFAULT_CHART_OPTIONS, title: 'Sales', byline: 'Jane' });
  });
});
