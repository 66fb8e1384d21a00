/**
 * One cell as a number, read in one walk over its characters (no regular expressions, no
 * allocation on the common way: a file has millions of cells). It accepts what parseHumanNumber
 * accepts: signs (also U+2212), negatives in parentheses, currency signs, a trailing percent,
 * thousands separators (`,` `.` spaces, no-break spaces, apostrophes) and either decimal mark.
 *
 * The cell's shape (SHAPE) says what its characters alone tell about the decimal mark; its value
 * is read under the mark asked for, or under the one its shape points to.
 */

export type DecimalMark = '.' | ',';

export const SHAPE = {
  blank: 0,
  text: 1,
  /** No `.` or `,`: the same number under either mark. */
  integer: 2,
  /** Only a decimal point makes sense: `1.5`, `1,234.5`, `1'234.50`, `0.125`, `1,234,567`. */
  dot: 3,
  /** Only a decimal comma makes sense: `1,5`, `1.234,5`, `1 234,5`, `1.234.567`. */
  comma: 4,
  /** One `.` with three digits after it and one to three before (`1.500`): either mark. */
  ambiguousDot: 5,
  /** One `,` with three digits after it and one to three before (`1,500`): either mark. */
  ambiguousComma: 6,
} as const;

/** What the last scan read: its value (NaN when the mark does not fit), and what it saw doing so. */
export const scanned = { value: NaN, fraction: false, thousands: '' };

const DOT = 46;
const COMMA = 44;
const POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 9 || c === 0xa0 || c === 0x202f;
/** Separators that only ever group thousands: spaces (also no-break and narrow no-break) and apostrophes. */
const isGroupOnly = (c: number) => c === 32 || c === 0xa0 || c === 0x202f || c === 39 || c === 0x2019;
// $ € £ ¥ ₹ ₩ ₽ ¢
const isCurrency = (c: number) => c === 36 || c === 0x20ac || c === 0xa3 || c === 0xa5 || c === 0x20b9 || c === 0x20a9 || c === 0x20bd || c === 0xa2;

/** The mark a shape points to: the one under which the cell reads as its shape says. */
export const naturalMark = (shape: number): DecimalMark => (shape === SHAPE.comma || shape === SHAPE.ambiguousComma ? ',' : '.');

/**
 * The shape of `text`, reading its value into `scanned` under `mark` (or under the mark its shape
 * points to). A shape other than blank or text whose value is NaN does not fit the mark.
 */
export function scanNumber(text: string, mark: DecimalMark | null): number {
  scanned.value = NaN;
  scanned.fraction = false;
  scanned.thousands = '';
  const n = text.length;
  const plain = plainShape(text, mark);
  if (plain !== -1) return plain;
  let i = 0;
  let negative = false;
  let paren = false;
  let signed = false;
  // Before the digits: spaces, an opening parenthesis, one sign, currency signs.
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) break;
    if (isSpace(c) || isCurrency(c)) continue;
    if (c === 40 && !paren && !signed) paren = true;
    else if ((c === 45 || c === 0x2212 || c === 43) && !signed) {
      signed = true;
      negative = c !== 43;
    } else break;
  }
  const start = i;
  let digits = 0;
  let dots = 0;
  let commas = 0;
  let lastDot = -1;
  let lastComma = -1;
  let lastGroup = -1;
  // Most cells have at most one mark and no group: their value is taken on the way.
  let mantissa = 0;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      digits++;
      mantissa = mantissa * 10 + (c - 48);
    } else if (c === DOT) {
      dots++;
      lastDot = i;
    } else if (c === COMMA) {
      commas++;
      lastComma = i;
    } else if (isGroupOnly(c) && i + 1 < n && isDigit(text.charCodeAt(i + 1))) lastGroup = i;
    else break;
  }
  const end = i;
  let exponent = 0;
  let hasExponent = false;
  if (i < n && (text.charCodeAt(i) | 32) === 101 && digits > 0) {
    i++;
    let expNegative = false;
    if (i < n && (text.charCodeAt(i) === 45 || text.charCodeAt(i) === 43)) expNegative = text.charCodeAt(i++) === 45;
    const expStart = i;
    for (; i < n && isDigit(text.charCodeAt(i)); i++) exponent = exponent * 10 + text.charCodeAt(i) - 48;
    if (i === expStart) return SHAPE.text;
    if (expNegative) exponent = -exponent;
    hasExponent = true;
  }
  // After the digits: spaces, currency signs, a percent sign, the closing parenthesis.
  let closed = false;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || isCurrency(c) || c === 37) continue;
    if (c === 41 && paren && !closed) closed = true;
    else return SHAPE.text;
  }
  if (digits === 0) return text.trim() === '' ? SHAPE.blank : SHAPE.text;
  if (paren !== closed) return SHAPE.text;

  const shape = shapeOf(text, start, end, dots, commas, lastDot, lastComma, lastGroup);
  if (shape === SHAPE.text) return shape;
  const readAs = mark ?? naturalMark(shape);
  let value: number;
  if (dots + commas === 0 && lastGroup === -1 && digits <= 15 && !hasExponent) value = mantissa;
  else if (dots + commas === 1 && lastGroup === -1 && digits <= 15 && !hasExponent && (dots === 1) === (readAs === '.')) {
    // One mark, read as the decimal mark: rounded once, as Number() rounds the same digits (see readDigits).
    const afterMark = end - 1 - (dots === 1 ? lastDot : lastComma);
    value = afterMark === 0 ? mantissa : mantissa / POWERS[afterMark]!;
    scanned.fraction = afterMark > 0;
  } else value = readDigits(text, start, end, readAs, hasExponent, exponent);
  // What its own mark cannot read either (`31.01.2024`: groups of the wrong size) is no number.
  if (mark === null && Number.isNaN(value)) return SHAPE.text;
  scanned.value = negative !== paren ? -value : value;
  return shape;
}

/**
 * The common cell, digits with at most one decimal point and nothing else, read without the
 * general walk; -1 for any other cell (or one to read with a decimal comma).
 */
function plainShape(text: string, mark: DecimalMark | null): number {
  const n = text.length;
  let mantissa = 0;
  let point = -1;
  let j = 0;
  for (; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c >= 48 && c <= 57) mantissa = mantissa * 10 + (c - 48);
    else if (c === DOT && point === -1) point = j;
    else return -1;
  }
  const digits = point === -1 ? n : n - 1;
  if (digits === 0 || digits > 15) return -1;
  if (point === -1) {
    scanned.value = mantissa;
    return SHAPE.integer;
  }
  const after = n - 1 - point;
  const shape = after === 3 && point >= 1 && point <= 3 && text.charCodeAt(0) !== 48 ? SHAPE.ambiguousDot : SHAPE.dot;
  if (mark === ',') return -1;
  scanned.value = after === 0 ? mantissa : mantissa / POWERS[after]!;
  scanned.fraction = after > 0;
  return shape;
}

function shapeOf(text: string, start: number, end: number, dots: number, commas: number, lastDot: number, lastComma: number, lastGroup: number): number {
  if (dots === 0 && commas === 0) return SHAPE.integer;
  if (dots > 0 && commas > 0) {
    // The last mark is the decimal one, and a decimal mark comes once: `1.234,5`, `1,234.5`.
    if (lastDot > lastComma) return dots === 1 && lastGroup < lastDot ? SHAPE.dot : SHAPE.text;
    return commas === 1 && lastGroup < lastComma ? SHAPE.comma : SHAPE.text;
  }
  const single = dots > 0;
  const count = single ? dots : commas;
  const last = single ? lastDot : lastComma;
  const self = single ? SHAPE.dot : SHAPE.comma;
  // Twice or more, the mark groups thousands (`1.234.567`), so the decimal mark is the other one.
  if (count > 1) return lastGroup !== -1 ? SHAPE.text : single ? SHAPE.comma : SHAPE.dot;
  // Spaces or apostrophes already group the thousands (`1'234.50`), so the one mark is the decimal one.
  if (lastGroup !== -1) return lastGroup < last ? self : SHAPE.text;
  // It could group thousands only with three digits after it, one to three before, and no leading
  // zero: `0.125` and `1234.567` are decimals.
  const before = last - start;
  const after = end - 1 - last;
  if (after === 3 && before >= 1 && before <= 3 && text.charCodeAt(start) !== 48) return single ? SHAPE.ambiguousDot : SHAPE.ambiguousComma;
  return self;
}

/**
 * The digits between start and end under a decimal mark, or NaN. The other mark, spaces and
 * apostrophes may group the whole part, in threes or as Indian lakhs (`1,00,000`), never the fraction.
 */
function readDigits(text: string, start: number, end: number, mark: DecimalMark, hasExponent: boolean, exponent: number): number {
  const markCode = mark === '.' ? DOT : COMMA;
  let mantissa = 0;
  let digits = 0;
  let fractionDigits = 0;
  let inFraction = false;
  let group = 0;
  let groups = 0;
  let firstGroup = 0;
  let thousands = -1;
  for (let j = start; j < end; j++) {
    const c = text.charCodeAt(j);
    if (isDigit(c)) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (inFraction) fractionDigits++;
      else group++;
    } else if (c === markCode) {
      if (inFraction) return NaN;
      inFraction = true;
    } else {
      // A thousands separator: never in the fraction, never first, never twice in a row.
      if (inFraction || group === 0) return NaN;
      if (groups === 0) firstGroup = group;
      else if (group !== 3 && group !== 2) return NaN;
      groups++;
      group = 0;
      if (thousands === -1) thousands = j;
    }
  }
  if (groups > 0 && (group !== 3 || firstGroup > 3)) return NaN;
  scanned.fraction = fractionDigits > 0;
  if (thousands !== -1) scanned.thousands = text[thousands]!;
  // An integer of at most 15 digits divided by a power of ten is rounded once, as Number() rounds
  // the same digits written out; longer ones and exponents are written out.
  if (!hasExponent && digits <= 15) return fractionDigits === 0 ? mantissa : mantissa / POWERS[fractionDigits]!;
  let written = '';
  for (let j = start; j < end; j++) if (isDigit(text.charCodeAt(j))) written += text[j];
  return Number(`${written}e${exponent - fractionDigits}`);
}
