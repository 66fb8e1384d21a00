import { describe, expect, it } from 'vitest';
import type { SecFact } from './sec-facts';
import { findSecSplits, inTodaysShares, splitNote } from './sec-splits';

const fact = (end: string, val: number, filed: string, accn: string, start?: string): SecFact => ({
  ...(start ? { start } : {}),
  end,
  val,
  filed,
  accn,
  form: '10-K',
});

describe('splits in EDGAR facts', () => {
  // Per-share values a 10-K repeats for the years before its own, restated after a 5-for-1 split.
  const eps = [
    fact('2018-12-31', -5.72, '2019-02-19', 'A2018', '2018-01-01'),
    fact('2019-12-31', -4.92, '2020-02-13', 'A2019', '2019-01-01'),
    fact('2018-12-31', -5.72, '2020-02-13', 'A2019', '2018-01-01'),
    fact('2020-12-31', 0.64, '2021-02-08', 'A2020', '2020-01-01'),
    fact('2019-12-31', -0.98, '2021-02-08', 'A2020', '2019-01-01'),
    fact('2018-12-31', -1.14, '2021-02-08', 'A2020', '2018-01-01'),
  ];

  it('finds the ratio and the first filing in the new shares', () => {
    expect(findSecSplits(eps, 'per-share')).toEqual([{ ratio: 5, filed: '2021-02-08', year: '2020' }]);
  });

  it('scales values filed before a split, and leaves the restated ones alone', () => {
    const splits = findSecSplits(eps, 'per-share');
    expect(inTodaysShares({ val: -11.83, filed: '2019-02-19' }, splits, 'per-share')).toBeCloseTo(-2.366, 6);
    expect(inTodaysShares({ val: -1.14, filed: '2021-02-08' }, splits, 'per-share')).toBe(-1.14);
    expect(inTodaysShares({ val: 173_000_000, filed: '2019-02-19' }, splits, 'shares')).toBe(865_000_000);
  });

  it('compounds two splits, and says what was done', () => {
    const shares = [
      fact('2019-12-31', 181_000_000, '2020-02-13', 'B2019'),
      fact('2019-12-31', 905_000_000, '2021-02-08', 'B2020'),
      fact('2021-12-31', 1_033_000_000, '2022-02-07', 'B2021'),
      fact('2021-12-31', 3_099_000_000, '2023-01-31', 'B2022'),
    ];
    const splits = findSecSplits(shares, 'shares');
    expect(splits.map((s) => [s.ratio, s.year])).toEqual([
      [5, '2019'],
      [3, '2021'],
    ]);
    expect(inTodaysShares({ val: 100, filed: '2019-01-01' }, splits, 'shares')).toBe(1500);
    expect(
      splitNote([
        { ratio: 5, filed: '', year: '2020' },
        { ratio: 3, filed: '', year: '2022' },
      ]),
    ).toBe('Adjusted for a 5-for-1 split in 2020 and a 3-for-1 split in 2022.');
  });

  it('names reverse and fractional splits in whole numbers', () => {
    expect(splitNote([{ ratio: 0.1, filed: '', year: '2023' }])).toBe('Adjusted for a 1-for-10 reverse split in 2023.');
    expect(splitNote([{ ratio: 1.5, filed: '', year: '2001' }])).toBe('Adjusted for a 3-for-2 split in 2001.');
    expect(splitNote([])).toBeNull();
  });

  it('takes a restatement that is no split ratio, or values rounded too coarsely, for no split', () => {
    expect(findSecSplits([fact('2019-12-31', 2.1, '2020-02-01', 'X'), fact('2019-12-31', 1.9, '2021-02-01', 'Y')], 'per-share')).toEqual([]);
    expect(findSecSplits([fact('2019-12-31', 0.02, '2020-02-01', 'X'), fact('2019-12-31', 0.01, '2021-02-01', 'Y')], 'per-share')).toEqual([]);
    expect(findSecSplits([fact('2019-12-31', 2, '2020-02-01', 'X'), fact('2019-12-31', -1, '2021-02-01', 'Y')], 'per-share')).toEqual([]);
  });
});
