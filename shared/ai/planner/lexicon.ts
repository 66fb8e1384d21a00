/**
 * One index of every phrase the planner knows (measures, entities, sources, layout and filler
 * words), and the reading of a question's words against it: longest phrase first, a word within one
 * edit of a single known word read as that word, codes only in capitals.
 */
import type { SourceId } from '../ai-plan';
import { SOURCE_SYNONYMS } from '../catalogue/synonyms';
import { entityCodes, entityPhrases, groupPhrases, type Entity } from './entities';
import { FILLER_WORDS, LAYOUT_WORDS, type LayoutWord } from './layout';
import { measurePhrases, type Measure } from './measures';
import { withinOneEdit } from './one-edit';
import { phraseWords, type Token } from './tokens';

export type Meaning =
  | { kind: 'measure'; measure: Measure }
  | { kind: 'entity'; entity: Entity }
  | { kind: 'group'; entities: Entity[] }
  | { kind: 'source'; source: SourceId }
  | { kind: 'layout'; layout: LayoutWord }
  | { kind: 'filler' };

export interface Reading {
  meaning: Meaning;
  /** The question's text it was read from, and where. */
  text: string;
  start: number;
  end: number;
  /** A word of it was read through a one-edit correction: a guess, however likely. */
  corrected: boolean;
}

interface Index {
  phrases: Map<string, Meaning>;
  vocabulary: Set<string>;
  byLength: Map<number, string[]>;
  codes: Map<string, Entity>;
  longest: number;
}

/** Words too short to correct: "Iran" is not a typo of "Iraq". */
const MIN_FUZZY_LENGTH = 5;

let built: Index | null = null;

/** Built at the first question, not at import: a server or page that never plans pays nothing. */
function index(): Index {
  if (built) return built;
  const phrases = new Map<string, Meaning>();
  const vocabulary = new Set<string>();
  let longest = 1;
  const add = (phrase: string, meaning: Meaning) => {
    const words = phraseWords(phrase);
    if (words.length === 0) return;
    const key = words.join(' ');
    if (!phrases.has(key)) phrases.set(key, meaning);
    for (const word of words) vocabulary.add(word);
    longest = Math.max(longest, words.length);
  };
  for (const [phrase, measure] of measurePhrases()) add(phrase, { kind: 'measure', measure });
  for (const [words, source] of SOURCE_SYNONYMS) for (const word of words) add(word, { kind: 'source', source });
  for (const [words, layout] of LAYOUT_WORDS) for (const word of words) add(word, { kind: 'layout', layout });
  for (const [phrase, entities] of groupPhrases()) add(phrase, { kind: 'group', entities });
  for (const [phrase, entity] of entityPhrases()) add(phrase, { kind: 'entity', entity });
  for (const word of FILLER_WORDS) add(word, { kind: 'filler' });
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    if (!byLength.has(word.length)) byLength.set(word.length, []);
    byLength.get(word.length)!.push(word);
  }
  built = { phrases, vocabulary, byLength, codes: entityCodes(), longest };
  return built;
}

/** The one known word within one edit of `word`; none when two are (a guess between them is no reading). */
export function correctWord(word: string): string {
  const { vocabulary, byLength } = index();
  if (vocabulary.has(word) || word.length < MIN_FUZZY_LENGTH || /\d/.test(word)) return word;
  let found: string | null = null;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    for (const known of byLength.get(length) ?? []) {
      if (!withinOneEdit(word, known)) continue;
      if (found !== null && found !== known) return word;
      found = known;
    }
  }
  return found ?? word;
}

const isCode = (raw: string) => raw.length >= 1 && raw === raw.toUpperCase() && /^[A-Z][A-Z0-9.-]*$/.test(raw);

/** Reads the words left to right; words no phrase holds come back in `unknown`. */
export function readWords(tokens: readonly Token[], question: string): { readings: Reading[]; unknown: Token[] } {
  const { phrases, codes, longest } = index();
  const words = tokens.map((t) => correctWord(t.word));
  const readings: Reading[] = [];
  const unknown: Token[] = [];
  // In a question typed all in capitals, capitals say nothing: "IN" is the word, not India.
  const shouting = !/\p{Ll}/u.test(question);
  let i = 0;
  while (i < tokens.length) {
    let meaning: Meaning | undefined;
    let length = Math.min(longest, tokens.length - i);
    for (; length >= 1; length--) {
      meaning = phrases.get(words.slice(i, i + length).join(' '));
      if (meaning) break;
    }
    const token = tokens[i]!;
    // A code in capitals beats a filler word: "IN" is India, "MA" Mastercard.
    if (length <= 1 && isCode(token.raw) && codes.has(token.raw) && (meaning === undefined || (!shouting && meaning.kind === 'filler'))) {
      meaning = { kind: 'entity', entity: codes.get(token.raw)! };
      length = 1;
    }
    if (!meaning) {
      unknown.push(token);
      i++;
      continue;
    }
    const last = tokens[i + length - 1]!;
    const corrected = tokens.slice(i, i + length).some((t, k) => t.word !== words[i + k]);
    readings.push({ meaning, text: question.slice(token.start, last.end), start: token.start, end: last.end, corrected });
    i += length;
  }
  return { readings, unknown };
}
