import { describe, expect, it } from 'vitest';
import type { ScatterPoint } from './scatter-points';
import { correlationWords, fitColumns, fitTrend, trendAt, trendEquation } from './trend-line';

const points = (pairs: Array<[number, number]>): ScatterPoint[] => pairs.map(([x, y], index) => ({ index, x, y, size: null, group: 0 }));

const sig = (v: number, locale: string) => new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(v);

describe('trend line', () => {
  it('fits a line on the axes as drawn, with its correlation', () => {
    const fit = fitTrend(
      points([
        [1, 3],
        [2, 5],
        [3, 7],
        [4, 9.2],
      ]),
    )!;
    expect(fit.slope).toBeCloseTo(2.06, 10);
    expect(fit.intercept).toBeCloseTo(0.9, 10);
    expect(fit.r).toBeGreaterThan(0.99);
    const log = fitTrend(
      points([
        [10, 100],
        [100, 1000],
        [1000, 10000],
      ]),
      true,
      true,
    )!;
    expect([log.slope, log.intercept, log.r]).toEqual([1, 1, 1]);
    expect(trendAt(log, 10_000, true, true)).toBeCloseTo(100_000, 6);
  });

  it('writes its equation for the reader’s locale, and says nothing it cannot measure', () => {
    const fit = fitTrend(
      points([
        [0, -1.5],
        [2, -0.5],
      ]),
    )!;
    expect(trendEquation(fit)).toBe('y = 0.5x − 1.5');
    // Three significant digits, as Intl's maximumSignificantDigits writes them.
    for (const v of [0.000123456, 0.000001, 0.5, 1.005, -1.005, 12.34, -2.675, 999.5, 1234.5, 98765432, 999e12, 0])
      for (const locale of ['en-US', 'de-DE'])
        expect(trendEquation({ slope: v, intercept: v, r: 1, n: 2 }, false, false, locale)).toBe(
          `y = ${sig(v, locale).replace('-', '−')}x ${v < 0 ? '−' : '+'} ${sig(Math.abs(v), locale)}`,
        );
    expect(trendEquation({ slope: 1234.5, intercept: 0.25, r: 1, n: 2 }, false, false, 'de-DE')).toBe('y = 1.230x + 0,25');
    // Out of plain digits' reach: a power of ten, never a rounded 0 or a thrown RangeError.
    expect(trendEquation({ slope: 4.9215853809439686e-301, intercept: -2.3e20, r: 1, n: 2 })).toBe('y = 4.92E−301x − 2.3E20');
    expect(trendEquation({ slope: -3.3e-12, intercept: 1e15, r: 1, n: 2 }, false, false, 'de-DE')).toBe('y = −3,3E−12x + 1E15');
    expect(fitTrend(points([[1, 1]]))).toBeNull();
    expect(
      fitTrend(
        points([
          [1, 1],
          [1, 2],
        ]),
      ),
    ).toBeNull();
    expect(
      correlationWords(
        fitTrend(
          points([
            [1, 1],
            [2, 1],
          ]),
        )!.r,
      ),
    ).toBe('no correlation can be measured');
  });

  it('fits the same line from columns as from points, to the last digit', () => {
    const pairs: Array<[number, number]> = Array.from({ length: 500 }, (_, i) => [1 + ((i * 7919) % 997) / 7, 3 + ((i * 104729) % 991) / 3]);
    const xs = Float64Array.from(pairs, ([x]) => x);
    const ys = Float64Array.from(pairs, ([, y]) => y);
    for (const [logX, logY] of [
      [false, false],
      [true, false],
      [true, true],
    ])
      expect(fitColumns(xs, ys, logX, logY)).toEqual(fitTrend(points(pairs), logX, logY));
    expect(fitColumns(xs.subarray(0, 1), ys.subarray(0, 1))).toBe(null);
  });
});
