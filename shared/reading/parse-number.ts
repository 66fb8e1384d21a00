/**
 * Numbers as people write them in spreadsheets: thousands separators, currency signs, percent
 * signs, negatives in parentheses or with a Unicode minus, and decimal commas ('1.234,5') where
 * asked for. Returns null for a blank cell and NaN for text that is not a number, or a number
 * whose separators do not fit the decimal mark (`1,5` with a decimal point). Files are read per
 * column (column-numbers.ts); this reads one value whose mark is known.
 */
import { readNumber } from './column-numbers';

export function parseHumanNumber(raw: string, decimalComma = false): number | null {
  return readNumber(raw, decimalComma ? ',' : '.');
}
