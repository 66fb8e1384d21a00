/**
 * How wide a text is, without a canvas to measure it: images are drawn on the server, in DejaVu
 * Sans (bundled with the rasteriser, see api/lib/svg-to-png.ts). Its advance widths for printable
 * ASCII, in thousandths of an em, were read from the font's `hmtx` table; other characters use
 * an average, or a full em for wide scripts. Kerning is left out: it only ever makes text narrower,
 * so a layout made with these widths never overlaps.
 */

const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
  531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
  838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
  636, 838,
];

const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
  580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457,
  838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365,
  712, 838,
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

/** The width in pixels of `text` at `size` pixels, in the regular or bold face. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let total = 0;
  for (const char of text) total += charWidth(char.codePointAt(0)!, table);
  return (total * size) / 1000;
}

/**
 * `text` cut short with an ellipsis so it fits in `room` pixels; empty when not even the
 * ellipsis fits. Cuts between whole characters (code points), never inside a surrogate pair.
 */
export function fitText(text: string, room: number, size: number, bold = false): string {
  if (textWidth(text, size, bold) <= room) return text;
  const ellipsis = textWidth('…', size, bold);
  if (ellipsis > room) return '';
  let width = ellipsis;
  let kept = '';
  for (const char of text) {
    width += (charWidth(char.codePointAt(0)!, bold ? BOLD : REGULAR) * size) / 1000;
    if (width > room) break;
    kept += char;
  }
  return `${kept.trimEnd()}…`;
}
