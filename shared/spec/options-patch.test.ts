import { describe, expect, it } from 'vitest';
import { optionsProblem, patchOptions } from './options-patch';

describe('patchOptions', () => {
  it('keeps what the patch leaves out and takes what it sends', () => {
    const options = patchOptions({ title: 'Sales', yMin: 0, notes: 'Estimates' }, { title: 'Revenue' });
    expect(options).toMatchObject({ title: 'Revenue', yMin: 0, notes: 'Estimates', legendPosition: 'right' });
  });

  it('removes an option sent as null', () => {
    const options = patchOptions({ title: 'Sales', yMin: 0, numberFormat: { prefix: '$' } }, { yMin: null, numberFormat: null });
    expect('yMin' in options).toBe(false);
    expect('numberFormat' in options).toBe(false);
  });
});

describe('optionsProblem', () => {
  it('refuses a range that ends before it starts', () => {
    expect(optionsProblem({ yMin: 10, yMax: 5 })).toBe('options.yMin must be less than options.yMax');
    expect(optionsProblem({ yMin: 5, yMax: 5 })).not.toBeNull();
    expect(optionsProblem({ yMin: 0, yMax: 5 })).toBeNull();
    expect(optionsProblem({ yMax: -5 })).toBeNull();
  });
});
