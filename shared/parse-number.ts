/**
 * Numbers as people write them in spreadsheets: thousands separators, currency signs, percent
 * signs, negatives in parentheses or with a Unicode minus, and decimal commas ('1.234,5') where
 * the file uses them. Returns null for a blank cell and NaN for text that is not a number.
 */

const CURRENCY = /[$€£¥₹₩₽¢]/g;
const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseHumanNumber(raw: string, decimalComma = false): number | null {
  let text = raw.trim();
  if (text === '') return null;
  // Most cells are plain numbers: take the fast way when nothing needs cleaning.
  if (!decimalComma && PLAIN.test(text)) return Number(text);

  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(CURRENCY, '').replace(/%$/, '').replace(/\u2212/g, '-').trim();
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) {
    text = text.slice(1).trim();
  }
  // Group separators: spaces (also narrow and no-break), apostrophes, and the one that is not the decimal mark.
  text = text.replace(/[\s\u00a0\u202f']/g, '');
  text = decimalComma ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  if (!PLAIN.test(text)) return NaN;
  const value = Number(text);
  return negative ? -value : value;
}
