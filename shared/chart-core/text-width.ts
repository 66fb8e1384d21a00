/**
 * How wide a text is, without a canvas to measure it: images are drawn on the server, in DejaVu
 * Sans (bundled with the rasteriser, see api/lib/resvg-options.ts). Its advance widths for printable
 * ASCII, in thousandths of an em, were read from the font's `hmtx` table; other characters use
 * an average, or a full em for wide scripts. Kerning is left out: it only ever makes text narrower,
 * so a layout made with these widths never overlaps.
 */

/** A face's advance widths for printable ASCII, in thousandths of an em. */
export type Face = readonly number[];

export const REGULAR: Face = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
  531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
  838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
  636, 838,
];

/** Accented Latin, Greek and Cyrillic letters are about as wide as the average lower-case one. */
const OTHER = 650;
/** CJK, Hangul, fullwidth forms and most emoji take a whole em. */
const WIDE = 1000;

function charWidth(code: number, table: readonly number[]): number {
  if (code >= 32 && code < 127) return table[code - 32]!;
  if (code < 32) return 0;
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xff60) ||
    code >= 0x1f000
  )
    return WIDE;
  return OTHER;
}

/** The width in pixels of `text` at `size` pixels, in `face` (text-width-bold.ts has the bold one). */
export function textWidth(text: string, size: number, face: Face = REGULAR): number {
  const table = face;
  let total = 0;
  for (const char of text) total += charWidth(char.codePointAt(0)!, table);
  return (total * size) / 1000;
}

/**
 * `text` cut short with an ellipsis so it fits in `room` pixels; empty when not even the
 * ellipsis fits. Cuts between whole characters (code points), never inside a surrogate pair.
 */
export function fitText(text: string, room: number, size: number, face: Face = REGULAR): string {
  if (textWidth(text, size, face) <= room) return text;
  const ellipsis = textWidth('…', size, face);
  if (ellipsis > room) return '';
  let width = ellipsis;
  let kept = '';
  for (const char of text) {
    width += (charWidth(char.codePointAt(0)!, face) * size) / 1000;
    if (width > room) break;
    kept += char;
  }
  return `${kept.trimEnd()}…`;
}

/** `text` broken into lines of at most `room` pixels between words; a word longer than a line is cut short. */
export function wrapText(text: string, room: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || textWidth(next, size) <= room) line = next;
    else {
      lines.push(line);
      line = word;
    }
    if (textWidth(line, size) > room) {
      lines.push(fitText(line, room, size));
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines;
}
