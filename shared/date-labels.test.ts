import { describe, expect, it } from 'vitest';
import { normalizeDateLabels } from './date-labels';

describe('normalizeDateLabels', () => {
  it.each([
    [['2024/01/31', '2024/2/1'], ['2024-01-31', '2024-02-01']],
    [['31.01.2024', '01.02.2024'], ['2024-01-31', '2024-02-01']],
    [['01/31/2024', '02/01/2024'], ['2024-01-31', '2024-02-01']],
    [['13/01/2024', '01/02/2024'], ['2024-01-13', '2024-02-01']],
    [['1-15-2024'], ['2024-01-15']],
    [['Jan 31, 2024', 'Feb 1, 2024'], ['2024-01-31', '2024-02-01']],
    [['2 March 2024'], ['2024-03-02']],
  ])('turns %j into ISO dates', (labels, iso) => {
    expect(normalizeDateLabels(labels)).toEqual(iso);
  });

  it('leaves ISO dates, words, numbers and mixtures alone', () => {
    for (const labels of [
      ['2024-01-31', '2024-02'],
      ['Asia', 'Europe'],
      ['1990', '2000'],
      ['2024/01/31', 'later'],
      ['02/30/2024'],
      ['January', 'February'],
    ]) {
      expect(normalizeDateLabels(labels)).toBe(labels);
    }
  });

  it('keeps blank labels blank', () => {
    expect(normalizeDateLabels(['2024/01/31', ''])).toEqual(['2024-01-31', '']);
  });
});
