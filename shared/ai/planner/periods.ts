/**
 * The periods a question names, read before its words: "since 2010", "from 2000 to 2020",
 * "2000–2020", "in 2022", "the last 10 years", "this year", "over five years", "the last 3 months".
 * Relative periods follow the evaluation's rules (scripts/ai-eval/questions.ts): the last N years
 * start N years before this one; this year starts on January 1st; the last N months start in the
 * month N months back, written as a month.
 */
export interface Periods {
  from: string | null;
  to: string | null;
  /** A single year asked "in 2022": a snapshot unless the question asks for a line over time. */
  at: string | null;
  /** The question's text of each period, for the "what I understood" message and the marks. */
  spans: Array<{ text: string; start: number; end: number }>;
}

const NUMBERS: Record<string, number> = {
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
};
const COUNT = `(\\d{1,3}|${Object.keys(NUMBERS).join('|')})`;
const YEAR = '((?:1[89]|20)\\d{2})';

const RANGE = new RegExp(`\\b(?:from|between)\\s+${YEAR}\\s*(?:to|and|until|till|through|-|–|—)\\s*${YEAR}\\b|\\b${YEAR}\\s*(?:-|–|—|to)\\s*${YEAR}\\b`, 'i');
const SINCE = new RegExp(`\\b(?:since|from|after|starting(?: in)?)\\s+${YEAR}\\b`, 'i');
const UNTIL = new RegExp(`\\b(?:until|till|up to|through|before)\\s+${YEAR}\\b`, 'i');
const RELATIVE = new RegExp(
  `\\b(?:(?:over|in|for|during)\\s+)?(?:the\\s+)?(?:last|past|previous)\\s+(?:${COUNT}\\s+)?(years?|months?|decades?)\\b|\\bover\\s+${COUNT}\\s+(years?|months?|decades?)\\b`,
  'i',
);
const THIS_YEAR = /\b(?:(?:so far )?this year|year to date|ytd)\b/i;
const AT = new RegExp(`\\b(?:in|for|during|of|as of)\\s+${YEAR}\\b`, 'i');
const BARE_YEAR = new RegExp(`\\b${YEAR}\\b`);

const count = (word: string | undefined) => (word === undefined ? 1 : (NUMBERS[word.toLowerCase()] ?? Number(word)));

export function readPeriods(question: string, today: Date): Periods {
  const year = today.getUTCFullYear();
  const periods: Periods = { from: null, to: null, at: null, spans: [] };
  const take = (match: RegExpExecArray) => periods.spans.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  let match: RegExpExecArray | null;
  if ((match = RANGE.exec(question))) {
    take(match);
    periods.from = match[1] ?? match[3]!;
    periods.to = match[2] ?? match[4]!;
  } else if ((match = RELATIVE.exec(question))) {
    take(match);
    const n = count(match[1] ?? match[3]);
    const unit = (match[2] ?? match[4]!).toLowerCase();
    if (unit.startsWith('month')) periods.from = new Date(Date.UTC(year, today.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
    else periods.from = String(year - n * (unit.startsWith('decade') ? 10 : 1));
  } else if ((match = THIS_YEAR.exec(question))) {
    take(match);
    periods.from = `${year}-01-01`;
  } else {
    if ((match = SINCE.exec(question))) {
      take(match);
      periods.from = match[1]!;
    }
    if ((match = UNTIL.exec(question))) {
      take(match);
      periods.to = match[1]!;
    }
    if (periods.from === null && periods.to === null && ((match = AT.exec(question)) || (match = BARE_YEAR.exec(question)))) {
      take(match);
      periods.at = match[1]!;
    }
  }
  return periods;
}

/** The question with its periods blanked out, at the same length, so word spans stay true. */
export function withoutPeriods(question: string, periods: Periods): string {
  let text = question;
  for (const { start, end } of periods.spans) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
  return text;
}
