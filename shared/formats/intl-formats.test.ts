import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl-formats';

describe('Intl formatters', () => {
  it('are made once per locale and options', () => {
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).toBe(numberFormat('de-DE', { maximumFractionDigits: 2 }));
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en-US', { maximumFractionDigits: 2 }));
    expect(dateFormat('en-US', { year: 'numeric' })).not.toBe(numberFormat('en-US', { year: 'numeric' } as Intl.NumberFormatOptions));
  });

  it('read dates as UTC, as chart labels are', () => {
    expect(dateFormat('en-US', { day: 'numeric', hour: '2-digit', hourCycle: 'h23' }).format(Date.UTC(2024, 0, 5, 23))).toBe('5, 23');
  });

  it('throw a RangeError on a tag that is not BCP 47, as Intl does', () => {
    expect(() => numberFormat('en_US', {})).toThrow(RangeError);
  });
});
