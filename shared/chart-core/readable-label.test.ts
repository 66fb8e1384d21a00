import { describe, expect, it } from 'vitest';
import { readableLabel } from './readable-label';

describe('readableLabel', () => {
  it('writes a day in full and a month as a month, never inventing a day', () => {
    expect(readableLabel('2024-01-05')).toBe('Jan 5, 2024');
    expect(readableLabel('2023-01')).toBe('Jan 2023');
    expect(readableLabel('2023-01', 'de-DE')).toBe('Jan. 2023');
  });

  it('leaves what is not a date as written', () => {
    expect(readableLabel('Q1 2024')).toBe('Q1 2024');
    expect(readableLabel('North')).toBe('North');
  });
});
