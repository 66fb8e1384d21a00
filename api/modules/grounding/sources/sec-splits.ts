/**
 * Stock splits in EDGAR's per-share and share-count facts. A 10-K reports its own year and repeats
 * the years before it; after a split, the repeated years are restated in the new shares while the
 * older filings keep the old ones. Latest-filing-wins then joins two units in one series (Tesla's
 * diluted EPS: 2017 −11.83 as filed, 2018 −1.14 as restated after the 2020 split).
 *
 * The filings say what happened: one period reported by an earlier and a later filing with values
 * a split ratio apart tells the ratio and the first filing in the new shares. Every value taken
 * from a filing before that one is scaled by it, so the series is in today's shares throughout.
 * Nothing else is touched: amounts in dollars do not change at a split.
 */
import type { SecFact } from './sec-facts';

export type ShareKind = 'per-share' | 'shares';

export interface SecSplit {
  /** How many new shares one old share became: 5 for a 5-for-1 split, 0.1 for a 1-for-10 reverse one. */
  ratio: number;
  /** The first filing in the new shares. */
  filed: string;
  /** The fiscal year that filing reports, for the note a reader sees. */
  year: string;
}

/** Splits companies make; a restatement that happens to land elsewhere is not a split. */
const SPLIT_RATIOS = [1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10, 15, 20, 25, 30, 40, 50, 100];
/** How far a restated value may stand from the old one over the ratio: per-share values are rounded to cents. */
const TOLERANCE = 0.02;
/** Per-share values smaller than this are rounded too coarsely to tell a ratio. */
const LEAST_PER_SHARE = 0.1;

/** The ratio a pair of values of one period stands at, if it is a split's; else null. */
function splitRatio(before: number, after: number, kind: ShareKind): number | null {
  if (before === 0 || after === 0 || Math.sign(before) !== Math.sign(after)) return null;
  if (kind === 'per-share' && Math.min(Math.abs(before), Math.abs(after)) < LEAST_PER_SHARE) return null;
  // Shares multiply by the ratio; values per share divide by it.
  const seen = kind === 'shares' ? after / before : before / after;
  const candidates = seen >= 1 ? SPLIT_RATIOS : SPLIT_RATIOS.map((r) => 1 / r);
  for (const ratio of candidates) {
    const expected = kind === 'shares' ? before * ratio : before / ratio;
    if (Math.abs(expected - after) <= TOLERANCE * Math.abs(after)) return ratio;
  }
  return null;
}

/**
 * The splits the filings show, oldest first: for each filing that restated an earlier filing's
 * period by a split ratio, that ratio (the one most of its restated periods agree on).
 */
export function findSecSplits(facts: readonly SecFact[], kind: ShareKind): SecSplit[] {
  const byPeriod = new Map<string, SecFact[]>();
  for (const fact of facts) {
    if (!Number.isFinite(fact.val)) continue;
    const key = `${fact.start ?? ''}/${fact.end}`;
    byPeriod.set(key, [...(byPeriod.get(key) ?? []), fact]);
  }
  const votes = new Map<string, { filed: string; ratios: Map<number, number> }>();
  for (const reports of byPeriod.values()) {
    reports.sort((a, b) => (a.filed < b.filed ? -1 : a.filed > b.filed ? 1 : 0));
    for (let i = 1; i < reports.length; i++) {
      const earlier = reports[i - 1]!;
      const later = reports[i]!;
      if (earlier.val === later.val || earlier.filed === later.filed) continue;
      const ratio = splitRatio(earlier.val, later.val, kind);
      if (ratio === null) continue;
      const vote = votes.get(later.accn) ?? { filed: later.filed, ratios: new Map<number, number>() };
      vote.ratios.set(ratio, (vote.ratios.get(ratio) ?? 0) + 1);
      votes.set(later.accn, vote);
    }
  }
  const filingYears = filingYearsOf(facts);
  return [...votes]
    .map(([accn, vote]) => ({
      ratio: [...vote.ratios].sort((a, b) => b[1] - a[1])[0]![0],
      filed: vote.filed,
      year: filingYears.get(accn) ?? vote.filed.slice(0, 4),
    }))
    .sort((a, b) => (a.filed < b.filed ? -1 : 1));
}

/** Each filing's fiscal year: the year of the latest period it reports. */
function filingYearsOf(facts: readonly SecFact[]): Map<string, string> {
  const years = new Map<string, string>();
  for (const fact of facts) {
    const seen = years.get(fact.accn);
    const year = fact.end.slice(0, 4);
    if (seen === undefined || year > seen) years.set(fact.accn, year);
  }
  return years;
}

/** A value as filed, in the shares of today: scaled by every split after its filing. */
export function inTodaysShares(fact: Pick<SecFact, 'val' | 'filed'>, splits: readonly SecSplit[], kind: ShareKind): number {
  const ratio = splits.filter((split) => split.filed > fact.filed).reduce((product, split) => product * split.ratio, 1);
  if (ratio === 1) return fact.val;
  return kind === 'shares' ? fact.val * ratio : fact.val / ratio;
}

/** What a reader is told: "Adjusted for a 5-for-1 split in 2020 and a 3-for-1 split in 2022." */
export function splitNote(splits: readonly SecSplit[]): string | null {
  if (splits.length === 0) return null;
  const parts = splits.map((split) => `a ${describeRatio(split.ratio)} split in ${split.year}`);
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Adjusted for ${listed}.`;
}

/** "5-for-1", "3-for-2", "1-for-10 reverse": the smallest whole numbers that say the ratio. */
function describeRatio(ratio: number): string {
  const whole = (value: number) => [1, 2, 4].map((d) => [Math.round(value * d), d] as const).find(([n, d]) => Math.abs(n - value * d) < 1e-9)!;
  if (ratio >= 1) {
    const [newShares, oldShares] = whole(ratio);
    return `${newShares}-for-${oldShares}`;
  }
  const [oldShares, newShares] = whole(1 / ratio);
  return `${newShares}-for-${oldShares} reverse`;
}
