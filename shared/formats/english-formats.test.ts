import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NICE_STEPS } from '../chart-core/nice-ticks';
import { englishFormat } from './english-formats';
import { dateFormat, numberFormat } from './intl-formats';

const intlNumber = (options: Intl.NumberFormatOptions, value: number) => new Intl.NumberFormat('en-US', options).format(value);
const intlDate = (options: Intl.DateTimeFormatOptions, ms: number) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(ms);
/** What the charts get: the English format, or Intl for the values it leaves to Intl. */
const ours = (kind: 'number' | 'date', options: object, value: number) =>
  kind === 'number' ? numberFormat('en-US', options).format(value) : dateFormat('en-US', options).format(value);

/** The options the axes format with (shared/chart-core/axis-ticks.ts): fixed decimals, grouped or not, and compact labels. */
const numberOptions = fc.oneof(
  fc
    .record({ digits: fc.integer({ min: 0, max: 9 }), useGrouping: fc.boolean() })
    .map(({ digits, useGrouping }) => ({ minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping })),
  fc.integer({ min: 0, max: 4 }).map((digits) => ({ maximumFractionDigits: digits })),
);

/** Values as axes meet them: multiples of a nice step, and those divided by 1e3, 1e6 or 1e9. */
const tickValues = fc
  .record({ step: fc.constantFrom(...NICE_STEPS), k: fc.integer({ min: -100_000, max: 100_000 }), unit: fc.constantFrom(1, 1e3, 1e6, 1e9) })
  .map(({ step, k, unit }) => (k * step) / unit);

describe('English formats', () => {
  it('write numbers exactly as Intl does, for any double', () => {
    fc.assert(
      fc.property(numberOptions, fc.double({ noNaN: true, min: -1e20, max: 1e20 }), (options, value) => {
        expect(ours('number', options, value)).toBe(intlNumber(options, value));
      }),
      { numRuns: 5000 },
    );
  });

  it('write every digit of any double as Intl does, as tables do', () => {
    const exact = { maximumSignificantDigits: 21 };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.double({ min: -1e6, max: 1e6 }),
          fc.integer().map((n) => n / 100),
        ),
        (value) => {
          expect(ours('number', exact, value)).toBe(intlNumber(exact, value));
        },
      ),
      { numRuns: 5000 },
    );
    for (const value of [0.1, 0.30000000000000004, -0, -1234.5, 1e21, 1e-7, 5e-324, Infinity, NaN, 123456789012345680000]) {
      expect(ours('number', exact, value), `${value}`).toBe(intlNumber(exact, value));
    }
    expect(englishFormat('number', 'en-US', exact)?.(1234567.25)).toBe('1,234,567.25');
  });

  it('write tick values exactly as Intl does', () => {
    fc.assert(
      fc.property(numberOptions, tickValues, (options, value) => {
        expect(ours('number', options, value)).toBe(intlNumber(options, value));
      }),
      { numRuns: 5000 },
    );
  });

  it('round half away from zero from the shortest decimal, and keep the sign of zero, as Intl does', () => {
    for (const [options, value] of [
      [{ maximumFractionDigits: 2 }, 1.005],
      [{ maximumFractionDigits: 0 }, -2.5],
      [{ maximumFractionDigits: 2 }, -0.004],
      [{ maximumFractionDigits: 1 }, 999.96],
      [{ minimumFractionDigits: 3, maximumFractionDigits: 3 }, -1234567.0005],
      [{ maximumFractionDigits: 0 }, -0],
      [{ maximumFractionDigits: 2 }, Infinity],
      [{ maximumFractionDigits: 2 }, 1e21],
      [{ maximumFractionDigits: 2 }, 1e-7],
    ] as const) {
      expect(ours('number', options, value), `${value}`).toBe(intlNumber(options, value));
    }
  });

  it('write dates exactly as Intl does, in UTC, for every shape the axes and tooltips use', () => {
    const shapes: Intl.DateTimeFormatOptions[] = [
      { year: 'numeric' },
      { month: 'short' },
      { month: 'short', year: 'numeric' },
      { month: 'short', day: 'numeric' },
      { month: 'short', day: 'numeric', year: 'numeric' },
      { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    ];
    // From 200 BCE to 11,000 CE: Intl writes the years outside 1000–9999 for us.
    fc.assert(
      fc.property(fc.constantFrom(...shapes), fc.integer({ min: -68_000_000_000_000, max: 285_000_000_000_000 }), (options, ms) => {
        expect(ours('date', options, ms)).toBe(intlDate(options, ms));
      }),
      { numRuns: 5000 },
    );
  });

  it('leave to Intl what they do not write exactly as it does', () => {
    expect(englishFormat('number', 'en-US', { maximumFractionDigits: 2 })!(1e21)).toBeNull();
    expect(englishFormat('number', 'en-US', { maximumFractionDigits: 2 })!(NaN)).toBeNull();
    expect(englishFormat('date', 'en-US', { year: 'numeric', timeZone: 'UTC' })!(Date.UTC(99, 0, 1) - 1900 * 365 * 86_400_000)).toBeNull();
    expect(englishFormat('date', 'en-US', { year: 'numeric', timeZone: 'UTC' })!(Date.UTC(2024, 0, 1))).toBe('2024');
  });

  it('are made only for English and only for the options they know; Intl makes the rest', () => {
    expect(englishFormat('number', 'en', { maximumFractionDigits: 1 })).not.toBeNull();
    expect(englishFormat('number', 'en-GB', { maximumFractionDigits: 1 })).toBeNull();
    expect(englishFormat('number', 'de-DE', { maximumFractionDigits: 1 })).toBeNull();
    expect(englishFormat('number', 'en-US', { style: 'percent' })).toBeNull();
    expect(englishFormat('number', 'en-US', { maximumSignificantDigits: 12 })).toBeNull();
    expect(englishFormat('number', 'en-US', { maximumSignificantDigits: 21, useGrouping: false })).toBeNull();
    expect(englishFormat('number', 'en-US', { useGrouping: 'min2' } as unknown as Intl.NumberFormatOptions)).toBeNull();
    expect(englishFormat('date', 'en-US', { month: 'short' })).toBeNull(); // not UTC
    expect(englishFormat('date', 'en-US', { month: 'long', timeZone: 'UTC' })).toBeNull();
    expect(englishFormat('date', 'en-US', { day: 'numeric', hour: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })).toBeNull();
  });
});
