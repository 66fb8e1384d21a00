/**
 * What a map asks of its data. Every write reads the labels as regions first (`prepareMapData`):
 * names and other codes become the set's codes, and the set is stored in `options.map.regions`,
 * or the write is refused with the labels that stop it named. `checkMapData` then holds what is
 * stored to that: one set, codes only, each region once, at least two.
 */
import { DEFAULT_CHART_OPTIONS, type ChartData, type ChartOptions } from '../../spec/chart-spec';
import { matchRegions } from './match-regions';
import { REGION_SETS } from './region-sets';

/** More rows than any set has regions (the world has about 240): the rest can only be repeats or strays. */
export const MAP_MAX_REGIONS = 300;

const count = (n: number) => n.toLocaleString('en-US');

/** Up to eight labels, quoted, and how many more. */
export function someLabels(labels: readonly string[]): string {
  const shown = labels.slice(0, 8).map((l) => `“${l}”`);
  return labels.length > 8 ? `${shown.join(', ')} and ${count(labels.length - 8)} more` : shown.join(', ');
}

function tooMany(labels: readonly string[]): string | null {
  return labels.length > MAP_MAX_REGIONS ? `A map may have at most ${MAP_MAX_REGIONS} regions; this one has ${count(labels.length)} rows` : null;
}

function firstSeriesProblem(data: ChartData): string | null {
  const first = data.datasets[0]?.data ?? [];
  return first.some((v) => v !== null && typeof v !== 'number') ? 'A map’s values must be numbers, one per region' : null;
}

export type PreparedMap = { data: ChartData; options: ChartOptions } | { problem: string };

/** The data and options a map is stored with: its labels as codes of one set, that set named in its options. */
export function prepareMapData(data: ChartData, options: ChartOptions): PreparedMap {
  const early = tooMany(data.labels) ?? firstSeriesProblem(data);
  if (early) return { problem: early };
  const match = matchRegions(data.labels, options.map?.regions);
  if (!match.set) return { problem: `No label names a country or a US state: ${someLabels(data.labels)}. A map’s labels are regions` };
  const name = REGION_SETS[match.set].name;
  const one = (labels: readonly string[], single: string, plural: string) => `${someLabels(labels)} ${labels.length === 1 ? single : plural}`;
  if (match.otherSet.length) {
    const what =
      match.set === 'us-states'
        ? ['is a country, not a US state', 'are countries, not US states']
        : ['is a US state, not a country', 'are US states, not countries'];
    return { problem: `A map shows regions of one set: ${one(match.otherSet, what[0]!, what[1]!)}. Remove them, or make a map of each set` };
  }
  if (match.unmatched.length) return { problem: `${one(match.unmatched, 'names', 'name')} no region of ${name}. Correct these labels or remove their rows` };
  if (match.outside.length)
    return {
      problem: `${one(match.outside, 'is', 'are')} not in ${name}. Choose a larger region set, or remove these rows`,
    };
  if (match.repeated.length) return { problem: `${one(match.repeated, 'names', 'name')} a region an earlier row already names. Keep one row per region` };
  const codes = match.codes as string[];
  return {
    data: { ...data, labels: codes },
    options: {
      ...options,
      // The x axis's default title names dates; a map's labels are regions, and the data table
      // and the CSV download head them with this title.
      xAxis: options.xAxis === DEFAULT_CHART_OPTIONS.xAxis ? (match.set === 'us-states' ? 'State' : 'Country') : options.xAxis,
      map: { ...options.map, regions: match.set },
    },
  };
}

/** The stored data's problem: labels that are not codes of one set, repeats, fewer than two regions; null when fine. */
export function checkMapData(data: ChartData): string | null {
  const early = tooMany(data.labels) ?? firstSeriesProblem(data);
  if (early) return early;
  const match = matchRegions(data.labels);
  const notCodes = data.labels.filter((label, i) => match.codes[i] !== label);
  if (notCodes.length) return `A map’s labels are stored as region codes (ISO alpha-3, or US postal codes): ${someLabels(notCodes)} are not`;
  if (match.repeated.length) return `${someLabels(match.repeated)} appear more than once. Keep one row per region`;
  if (data.labels.length < 2) return `A map needs at least two regions; this one has ${data.labels.length}`;
  return null;
}
