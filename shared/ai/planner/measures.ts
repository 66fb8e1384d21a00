/**
 * Measures by the words people use: the synonyms first (they carry the preferred source order),
 * then every catalogue title up to its first comma or bracket ("Life expectancy at birth").
 */
import type { SourceId } from '../ai-plan';
import { IMF_INDICATORS } from '../catalogue/imf';
import { OWID_CHARTS } from '../catalogue/owid';
import { SEC_METRICS } from '../catalogue/sec-metrics';
import { MEASURE_SYNONYMS, type MeasureCode } from '../catalogue/synonyms';
import { WORLD_BANK_INDICATORS } from '../catalogue/world-bank';

export interface Measure {
  /** How a chart's name says it: the first of its synonyms, or its short title. */
  label: string;
  /** The codes that measure it, in the order a plan prefers them. */
  codes: readonly MeasureCode[];
}

const shortTitle = (title: string) => title.split(/[(,:;]/)[0]!.trim();

/** Every phrase for a measure, in priority order: an earlier phrase keeps its meaning. */
export function measurePhrases(): Array<[phrase: string, measure: Measure]> {
  const phrases: Array<[string, Measure]> = [];
  for (const [words, codes] of MEASURE_SYNONYMS) {
    const measure = { label: words[0]!, codes };
    for (const word of words) phrases.push([word, measure]);
  }
  const titled = (source: SourceId, code: string, title: string) => phrases.push([shortTitle(title), { label: shortTitle(title), codes: [[source, code]] }]);
  for (const [code, title] of WORLD_BANK_INDICATORS) titled('worldbank', code, title);
  for (const [code, title] of IMF_INDICATORS) titled('imf', code, title);
  for (const [slug, title] of OWID_CHARTS) titled('owid', slug, title);
  for (const [metric, { title }] of Object.entries(SEC_METRICS)) titled('sec', metric, title);
  return phrases;
}

const TITLES = new Map<string, string>([
  ...WORLD_BANK_INDICATORS.map(([code, title]) => [`worldbank ${code}`, title] as const),
  ...IMF_INDICATORS.map(([code, title, unit]) => [`imf ${code}`, `${title} (${unit})`] as const),
  ...OWID_CHARTS.map(([slug, title]) => [`owid ${slug}`, title] as const),
  ...Object.entries(SEC_METRICS).map(([metric, { title, unit }]) => [`sec ${metric}`, `${title} (${unit})`] as const),
  ['prices close', 'Close (US$)'],
]);

/** The catalogue's title of a code, for the chart's value axis. */
export const measureTitle = (source: SourceId, indicator: string) => TITLES.get(`${source} ${indicator}`) ?? indicator;
