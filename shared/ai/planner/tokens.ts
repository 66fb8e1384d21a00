/**
 * A question as words with their places in it: the planner matches words, and the builder marks
 * the matched ones in the question, so every word keeps the span of text it came from.
 */
export interface Token {
  /** Lower case, accents and apostrophes gone, a possessive "'s" dropped: what the indexes hold. */
  word: string;
  /** As typed, for codes and tickers, which only count in capitals ("US", not "us" in "show us"). */
  raw: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}&^$%₀-₉]+(?:[.'’][\p{L}\p{N}]+)*\.?/gu;

export function normalizeWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[.'’]/g, '');
}

export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  for (const match of question.matchAll(WORD)) {
    const raw = match[0].replace(/\.$/, '');
    const word = normalizeWord(raw);
    if (word !== '') tokens.push({ word, raw, start: match.index, end: match.index + raw.length });
  }
  return tokens;
}

/** A phrase of the indexes as words, the way questions are cut into words. */
export const phraseWords = (phrase: string): string[] => tokenize(phrase).map((t) => t.word);
