/**
 * A map's rows read as regions, for the wizard: which set they show (the creator's choice, else the
 * guess), and each row that keeps the chart from being saved with why, so the step can list it
 * beside a field to correct it or a button to remove it. The reading is the server's own
 * (shared/kinds/map/match-regions.ts), so what is listed here is what a save would refuse.
 */
import type { RegionSetId } from '@shared/kinds/map/map-options';
import { matchRegions } from '@shared/kinds/map/match-regions';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { looksLikeDate } from '@shared/reading/looks-like-date';

export type RowProblem = 'unmatched' | 'outside' | 'otherSet' | 'repeated';

export interface ProblemRow {
  /** The row's index among the labels (the data table's row). */
  row: number;
  label: string;
  problem: RowProblem;
}

export interface RegionRows {
  /** The set the map shows; null when no label names a region. */
  set: RegionSetId | null;
  /** The set was guessed from the labels, not chosen. */
  guessed: boolean;
  /** How many distinct regions the labels name in the set. */
  matched: number;
  problems: ProblemRow[];
}

/** The labels as regions of the chosen set, or of the set they read as. */
export function regionRows(labels: readonly string[], chosen?: RegionSetId | null): RegionRows {
  const match = matchRegions(labels, chosen ?? undefined);
  const outside = new Set(match.outside);
  const otherSet = new Set(match.otherSet);
  const seen = new Set<string>();
  const problems: ProblemRow[] = [];
  labels.forEach((label, row) => {
    const code = match.codes[row];
    if (code == null) problems.push({ row, label, problem: otherSet.has(label) ? 'otherSet' : outside.has(label) ? 'outside' : 'unmatched' });
    else if (seen.has(code)) problems.push({ row, label, problem: 'repeated' });
    else seen.add(code);
  });
  return { set: match.set, guessed: !chosen, matched: seen.size, problems };
}

/** Why a row is listed, in a few words beside it. */
export function problemText(problem: RowProblem, set: RegionSetId | null): string {
  const name = set ? REGION_SETS[set].name : '';
  switch (problem) {
    case 'unmatched':
      return set === 'us-states' ? 'Names no US state' : 'Names no country';
    case 'outside':
      return `Not in ${name}`;
    case 'otherSet':
      return set === 'us-states' ? 'A country, not a US state' : 'A US state, not a country';
    case 'repeated':
      return 'Names a region an earlier row names';
  }
}

/** Fewer than two regions make no map: the Chart type list says so beside Map. */
export const MAP_NOT_OFFERED = 'Not for these labels: a map needs a column of countries or US states';

/** Whether these labels can be a map: at least two of them name regions of one set. */
export function labelsAreRegions(labels: readonly string[]): boolean {
  return labels.length >= 2 && regionRows(labels).matched >= 2;
}

/** Share of rows that must name regions before a map is suggested: a few country-like product names are not a map. */
const SUGGEST_SHARE = 0.8;

/**
 * Whether a table's labels are regions, so a map is the type to suggest: at least two name regions of
 * one set and nearly every row does. A server that read the file may have said already (`POST
 * /api/csv`'s `map`); its word is taken when given.
 */
export function labelsReadAsRegions(labels: readonly string[], answered?: MapReading | null): boolean {
  // Months written 01 to 12 are also states' FIPS codes: numbers and dates are not suggested as regions.
  if (labels.length < 2 || labels.every((label) => /^\s*\d+\s*$/.test(label) || looksLikeDate(label))) return false;
  const unmatched = answered ? (answered.regions ? answered.unmatched.length : labels.length) : regionRows(labels).problems.length;
  const matched = labels.length - unmatched;
  return matched >= 2 && matched >= SUGGEST_SHARE * labels.length;
}

/** How the server read a file's labels as regions, when it says (`POST /api/csv`, `map`). */
export interface MapReading {
  regions: RegionSetId | null;
  unmatched: readonly string[];
}
