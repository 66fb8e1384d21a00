/**
 * A column of numbers read as the people who wrote it meant it (docs/api.md, "Reading data"): the
 * decimal mark and the thousands separator come from the column's own values, never from the
 * file's delimiter. Each cell is first given a shape from its characters alone (numberEvidence,
 * which also reads it under the mark its shape points to); the column's mark is then decided
 * (decideDecimals, with the file's other columns for a column that cannot decide) and the cells
 * that point elsewhere are read again under it (readNumberColumn). A cell that cannot be read
 * under the column's mark is a gap and counted, never another number.
 */
import { naturalMark, scanNumber, scanned, SHAPE, type DecimalMark } from './number-scan';

export type { DecimalMark } from './number-scan';

/** One cell under a decimal mark: null for a blank, NaN for what cannot be read as a number under it. */
export function readNumber(text: string, mark: DecimalMark): number | null {
  const shape = scanNumber(text, mark);
  return shape === SHAPE.blank ? null : scanned.value;
}

/** A column's cells by shape: what its own values say about its decimal mark. */
export interface NumberEvidence {
  shapes: Uint8Array;
  /** Each cell under the mark its shape points to: null for blanks, NaN for text. */
  values: Array<number | null>;
  /** Cells that some mark reads as a number. */
  numbers: number;
  /** Filled cells that no mark reads as a number. */
  text: number;
  dot: number;
  comma: number;
  /** Cells like `1,500` or `1.500`. */
  ambiguous: number;
  /** Of those, cells like `1.500`. */
  ambiguousDot: number;
  /** Under each mark (cells that point to it, and integers): whether a value had a fraction, and the first thousands separator. */
  fraction: { '.': boolean; ',': boolean };
  thousands: { '.': string; ',': string };
}

/** Rows of cells; a column is read where it stands, not copied out (a file may have a million cells). */
export type Rows = readonly (readonly string[])[];

export function numberEvidence(rows: Rows, column: number): NumberEvidence {
  const shapes = new Uint8Array(rows.length);
  const values = new Array<number | null>(rows.length);
  const count = [0, 0, 0, 0, 0, 0, 0];
  const fraction = { '.': false, ',': false };
  const thousands = { '.': '', ',': '' };
  for (let i = 0; i < rows.length; i++) {
    const shape = scanNumber(rows[i]![column]!, null);
    shapes[i] = shape;
    values[i] = shape === SHAPE.blank ? null : scanned.value;
    count[shape]!++;
    if (shape < SHAPE.integer) continue;
    if (shape === SHAPE.integer) {
      if (scanned.thousands) {
        thousands['.'] ||= scanned.thousands;
        thousands[','] ||= scanned.thousands;
      }
      continue;
    }
    const mark = naturalMark(shape);
    if (scanned.fraction) fraction[mark] = true;
    if (scanned.thousands) thousands[mark] ||= scanned.thousands;
  }
  const [, text, integer, dot, comma, ambiguousDot, ambiguousComma] = count as [number, number, number, number, number, number, number];
  return {
    shapes,
    values,
    numbers: integer + dot + comma + ambiguousDot + ambiguousComma,
    text,
    dot,
    comma,
    ambiguous: ambiguousDot + ambiguousComma,
    ambiguousDot,
    fraction,
    thousands,
  };
}

/** A column holds numbers when most of its filled cells are numbers; the others are then gaps. */
export const isNumberColumn = (evidence: NumberEvidence) => evidence.numbers > 0 && evidence.numbers > evidence.text;

/** The mark the column's own values settle on (the more of them, if they disagree), or null. */
export function ownDecimal(evidence: NumberEvidence): DecimalMark | null {
  if (evidence.dot === 0 && evidence.comma === 0) return null;
  return evidence.comma > evidence.dot ? ',' : '.';
}

export interface DecimalDecision {
  decimal: DecimalMark;
  /** Decided by other columns or by habit, because the column's own values could not. */
  ambiguous: boolean;
}

/**
 * The mark for each number column. `forced` (the user's choice) wins. A column whose values
 * settle nothing takes the mark most of the file's settled columns use, else the decimal point
 * (so `1,500` is one thousand five hundred, the more common reading); it is ambiguous when it has
 * cells that read either way.
 */
export function decideDecimals(columns: readonly NumberEvidence[], forced?: DecimalMark): DecimalDecision[] {
  if (forced) return columns.map(() => ({ decimal: forced, ambiguous: false }));
  const own = columns.map(ownDecimal);
  const dots = own.filter((d) => d === '.').length;
  const commas = own.filter((d) => d === ',').length;
  const fileMark: DecimalMark = commas > dots ? ',' : '.';
  return columns.map((evidence, i) => (own[i] ? { decimal: own[i]!, ambiguous: false } : { decimal: fileMark, ambiguous: evidence.ambiguous > 0 }));
}

export interface NumberColumn {
  values: Array<number | null>;
  /** The decimal mark, when some value has a fraction. */
  decimal: DecimalMark | null;
  /** The first thousands separator seen, else null. */
  thousands: string | null;
  /** Filled cells that could not be read under the column's mark: gaps. */
  unreadable: number;
}

/**
 * Every cell of a column under its decided mark. The evidence's values are taken over (and
 * changed): when every cell already points to the mark, as in most files, nothing is read twice.
 */
export function readNumberColumn(rows: Rows, column: number, evidence: NumberEvidence, decimal: DecimalMark): NumberColumn {
  const values = evidence.values;
  let fraction = evidence.fraction[decimal];
  let thousands = evidence.thousands[decimal];
  const elsewhere = decimal === '.' ? evidence.comma + evidence.ambiguous - evidence.ambiguousDot : evidence.dot + evidence.ambiguousDot;
  let unreadable = 0;
  if (elsewhere > 0 || evidence.text > 0) {
    for (let i = 0; i < rows.length; i++) {
      const shape = evidence.shapes[i]!;
      if (shape === SHAPE.blank || shape === SHAPE.integer) continue;
      if (shape !== SHAPE.text && naturalMark(shape) !== decimal) {
        // A cell that points to the other mark: read again under this one.
        scanNumber(rows[i]![column]!, decimal);
        values[i] = scanned.value;
        if (!Number.isNaN(scanned.value)) {
          fraction ||= scanned.fraction;
          thousands ||= scanned.thousands;
        }
      }
      if (Number.isNaN(values[i])) {
        unreadable++;
        values[i] = null;
      }
    }
  }
  return { values, decimal: fraction ? decimal : null, thousands: thousands || null, unreadable };
}
