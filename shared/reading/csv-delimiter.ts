/**
 * Which character separates a file's fields. A comma inside numbers (`1,5` in a German tab file)
 * must not win over the tab around them, so the delimiter is the candidate that appears the same
 * number of times, at least once, in every one of the first records (outside quotes); the one with
 * the most fields wins, and on a tie tab, semicolon and pipe go before the comma, which numbers use.
 */

export type Delimiter = ',' | ';' | '\t' | '|';

const CANDIDATES: Delimiter[] = ['\t', ';', '|', ','];
const SAMPLE_RECORDS = 50;

/** The delimiter the first records agree on, or null when none is used evenly (papaparse then guesses). */
export function guessDelimiter(text: string): Delimiter | null {
  const counts: number[][] = [];
  let current = [0, 0, 0, 0];
  let quoted = false;
  let filled = false;
  for (let i = 0; i < text.length && counts.length < SAMPLE_RECORDS; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '\n' || ch === '\r') {
      if (filled) counts.push(current);
      current = [0, 0, 0, 0];
      filled = false;
    } else {
      const k = CANDIDATES.indexOf(ch as Delimiter);
      if (k !== -1) current[k]!++;
      if (ch.trim() !== '' || k !== -1) filled = true;
    }
  }
  if (filled && counts.length < SAMPLE_RECORDS) counts.push(current);
  if (counts.length === 0) return null;
  let best: Delimiter | null = null;
  let bestCount = 0;
  CANDIDATES.forEach((delimiter, k) => {
    const n = counts[0]![k]!;
    if (n > bestCount && counts.every((row) => row[k] === n)) {
      best = delimiter;
      bestCount = n;
    }
  });
  return best;
}
