/**
 * What the planner read of a question, and the message built from it when that is not a whole
 * plan: the parts it found (with their spans, for the builder to mark), what was missing, and a
 * pointer to what would work instead.
 */
export type PartKind = 'measure' | 'entity' | 'period' | 'source' | 'layout';

export interface UnderstoodPart {
  kind: PartKind;
  text: string;
  start: number;
  end: number;
}

export type Missing = 'question' | 'measure' | 'entity' | 'words' | 'source' | 'ranking';

export interface Understood {
  parts: UnderstoodPart[];
  missing: Missing[];
  /** Words of the question it could not read, as typed. */
  unknownWords: string[];
}

export const QUESTION_LIMIT = 500;

const MEASURE_EXAMPLES = 'unemployment, inflation, GDP per capita, life expectancy, population, CO2 per person, revenue, share price';
const ENTITY_EXAMPLES = 'Germany, the US, the world, Europe, Apple, Bitcoin';
const ELSEWHERE = 'For data of your own, upload a CSV or paste a link.';

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const quoted = (words: readonly string[]) => list(words.slice(0, 4).map((w) => `"${w}"`));

/** A part as the message names it: "since 2010" is found as "2010". */
const shown = (part: UnderstoodPart) => (part.kind === 'period' ? part.text.replace(/^(?:since|from|in|for|during|of|as of|over|after)\s+/i, '') : part.text);

export function tooLongMessage(length: number): string {
  return `Questions can be at most ${QUESTION_LIMIT} characters; this one has ${length}. Ask for one chart at a time.`;
}

export function understoodMessage(understood: Understood, detail?: string): string {
  const { parts, missing, unknownWords } = understood;
  if (missing.includes('question')) return `Type a question, like "unemployment in Germany since 2000". ${ELSEWHERE}`;
  const found = [...new Set(parts.filter((p) => p.kind !== 'layout').map(shown))];
  if (found.length === 0)
    return `I could not read that as a chart of the data I know. Try "unemployment in Germany since 2000" or "Apple revenue over the last 5 years". ${ELSEWHERE}`;
  const gaps: string[] = [];
  if (missing.includes('measure')) gaps.push('no measure I know');
  if (missing.includes('entity')) gaps.push('no country, region or company I know');
  if (missing.includes('words') && unknownWords.length > 0) gaps.push(`I don't know ${quoted(unknownWords)}`);
  if (missing.includes('ranking')) gaps.push('I cannot rank by value without a model: name the ones to compare');
  if (missing.includes('source') && detail) gaps.push(detail);
  const tries: string[] = [];
  if (missing.includes('measure')) tries.push(`Try: ${MEASURE_EXAMPLES}.`);
  if (missing.includes('entity')) tries.push(`Name one, like ${ENTITY_EXAMPLES}.`);
  tries.push(ELSEWHERE);
  return `I found ${list(found)}, but ${gaps.join('; ')}. ${tries.join(' ')}`;
}
