import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import { askedNote, asksInstead } from './short-text';
import { wizardReducer } from './wizard-reducer';
import { dataSourceOf } from './wizard-source';
import { initialWizardState } from './wizard-state';

describe('short text that is no ticker', () => {
  it('is asked as a question when the price service knows no such ticker', () => {
    expect(asksInstead({ status: 404 }, 'GDP', true)).toBe(true);
    expect(asksInstead({ status: 404 }, ' co2 ', true)).toBe(true);
  });

  it('is not when the price service is down, limited or not set up: that is said instead', () => {
    for (const status of [429, 502, 503, 504]) expect(asksInstead({ status }, 'GDP', true)).toBe(false);
    expect(asksInstead(null, 'GDP', true)).toBe(false);
  });

  it('is not without an AI model, nor when shorter than a question may be', () => {
    expect(asksInstead({ status: 404 }, 'GDP', false)).toBe(false);
    expect(asksInstead({ status: 404 }, 'EU', true)).toBe(false);
  });

  it('says so in words', () => {
    expect(askedNote(' gdp ')).toBe('No ticker GDP; asked as a question.');
  });

  it('turns the wizard to a question until the text changes', () => {
    const typed = wizardReducer(initialWizardState(), { type: 'input', text: 'GDP' });
    expect(dataSourceOf(typed)).toBe('ticker');
    const asked = wizardReducer(typed, { type: 'notTicker' });
    expect(dataSourceOf(asked)).toBe('query');
    expect(dataSourceOf(wizardReducer(asked, { type: 'input', text: 'GDPX' }))).toBe('ticker');
  });

  it('keeps a saved short question a question', () => {
    const loaded = wizardReducer(initialWizardState(), {
      type: 'load',
      chart: {
        id: 1,
        slug: 'abcdefghijk',
        name: null,
        chartType: 'line',
        theme: 'neon-midnight',
        dataSource: 'query',
        sourceValue: 'GDP',
        source: null,
        data: { labels: ['2020'], datasets: [{ label: 'GDP', data: [1] }] },
        options: DEFAULT_CHART_OPTIONS,
      },
    });
    expect(dataSourceOf(loaded)).toBe('query');
  });
});
