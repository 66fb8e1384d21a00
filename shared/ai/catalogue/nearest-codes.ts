/**
 * The catalogue's codes nearest to one a source did not know, for the message that sends the plan
 * back to the model. A model that misses usually misremembers a code's shape (NY.GDP.GROWTH) or
 * writes a name where a code belongs (Germany, "gdp-per-capita"), so a candidate scores on both:
 * words shared with its code and title, and how few edits turn the asked text into its code.
 */
import type { SourceId } from '../ai-plan';
import { COUNTRIES, OWID_REGIONS, WORLD_BANK_AGGREGATES } from './entities';
import { IMF_INDICATORS } from './imf';
import { OWID_CHARTS } from './owid';
import { OWID_COUNTRY_NAMES } from './owid-names';
import { PRICE_CRYPTO, PRICE_INDICATOR, PRICE_INDICES } from './prices';
import { SEC_METRICS } from './sec-metrics';
import { WORLD_BANK_INDICATORS } from './world-bank';
import { editDistance } from '../closest-names';

interface Candidate {
  code: string;
  /** What the code is known by besides itself: its title, a country's names and codes. */
  names: string[];
}

const owidNames = new Map(OWID_COUNTRY_NAMES);
/** What people and models call a few countries that none of their codes or names spell. */
const NICKNAMES: Record<string, string[]> = { GBR: ['UK', 'Britain'], USA: ['US', 'America'], ARE: ['UAE'], NLD: ['Holland'] };
const countries = (code: (c: (typeof COUNTRIES)[number]) => string) =>
  COUNTRIES.map((c) => ({ code: code(c), names: [c[2], owidNames.get(c[0]) ?? '', c[0], c[1], ...(NICKNAMES[c[0]] ?? [])] }));

function candidates(source: SourceId, kind: 'indicator' | 'entity'): Candidate[] {
  switch (`${source}:${kind}`) {
    case 'worldbank:indicator':
      return WORLD_BANK_INDICATORS.map(([code, title]) => ({ code, names: [title] }));
    case 'worldbank:entity':
      return [...countries((c) => c[0]), ...WORLD_BANK_AGGREGATES.map(([code, id, name]) => ({ code, names: [name, id] }))];
    case 'imf:indicator':
      return IMF_INDICATORS.map(([code, title, unit]) => ({ code, names: [title, unit] }));
    case 'imf:entity':
      return countries((c) => c[0]);
    case 'owid:indicator':
      return OWID_CHARTS.map(([code, title]) => ({ code, names: [title] }));
    case 'owid:entity':
      return [...countries((c) => owidNames.get(c[0]) ?? c[2]), ...OWID_REGIONS.map((code) => ({ code, names: [] }))];
    case 'sec:indicator':
      return Object.entries(SEC_METRICS).map(([code, metric]) => ({ code, names: [metric.title, ...metric.concepts] }));
    case 'prices:indicator':
      return [{ code: PRICE_INDICATOR, names: ['closing price'] }];
    case 'prices:entity':
      return [...PRICE_INDICES, ...PRICE_CRYPTO].map(([code, name]) => ({ code, names: [name] }));
    default:
      // SEC companies are any listed ticker: the catalogue cannot say which are near.
      return [];
  }
}

const STOP_WORDS = new Set(['of', 'the', 'and', 'in', 'by', 'a', 'an', 'to', 'for', 'rep', 'total', 'annual']);

/** Lower-case words of a code or title, camelCase and punctuation split ("NetIncomeLoss" → net income loss). */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9₂]+/)
    .map((w) => w.replace('₂', '2'))
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
}

/** A word of the asked text counts when the candidate has it, or a word it begins (ger → germany). */
function sharedWords(asked: string[], known: Set<string>): number {
  return asked.filter((w) => known.has(w) || (w.length >= 3 && [...known].some((k) => k.startsWith(w) || (k.length >= 3 && w.startsWith(k))))).length;
}

function score(asked: string, candidate: Candidate): number {
  const a = asked.toLowerCase();
  if (candidate.names.some((name) => name.toLowerCase() === a)) return 4;
  const askedWords = words(asked);
  const titleWords = candidate.names.length === 0 ? [] : words(candidate.names[0]!);
  const known = new Set([...words(candidate.code), ...candidate.names.flatMap(words)]);
  const overlap = askedWords.length === 0 ? 0 : sharedWords(askedWords, known) / askedWords.length;
  // Of two titles sharing the asked words, the one with fewer others is meant ("population" → "Population, total").
  const coverage = titleWords.length === 0 ? 0 : sharedWords(titleWords, new Set(askedWords)) / titleWords.length;
  const b = candidate.code.toLowerCase();
  const closeness = 1 - editDistance(a, b) / Math.max(a.length, b.length, 1);
  return 2 * overlap + 0.5 * coverage + closeness;
}

/** Below this a candidate has neither a word in common nor a similar spelling: no suggestion at all is better. */
const MIN_SCORE = 0.6;

/** The known codes closest to `asked`, best first; none when nothing in the catalogue is near. */
export function nearestCodes(source: SourceId, kind: 'indicator' | 'entity', asked: string, limit = 5): string[] {
  const query = asked.trim();
  if (query === '' || limit <= 0) return [];
  return candidates(source, kind)
    .map((candidate) => ({ code: candidate.code, score: score(query, candidate) }))
    .filter((c) => c.score >= MIN_SCORE && c.code !== query)
    .sort((x, y) => y.score - x.score || (x.code < y.code ? -1 : 1))
    .slice(0, limit)
    .map((c) => c.code);
}
