/**
 * Each column's width, decided once from all its texts, so that rows can be laid out one by one
 * (and rows out of sight not at all: table-sheet.ts) and keep their columns in line, on every page
 * and in every order. Measured on a canvas in the table's font: a column's longest texts (a few
 * characters short of the longest, as proportional letters go), its header in bold with room for
 * the sort's arrow, and `extra` beyond the text (a cell's bar).
 *
 * A cell's text is measured as the sum of its characters' widths, each character measured once:
 * a thousand rows take a few dozen measurements, where measuring each text took hundreds. Cells
 * set digits in tabular figures, all as wide as a 0. The sum leaves out kerning, which mostly
 * narrows a text and never by much; the 4% on top covers it.
 */
const PADDING = 18;

export function columnWidths(heads: string[], rows: number, textsOf: (row: number) => string[], font: string, extra: number[]): number[] {
  const ctx = document.createElement('canvas').getContext('2d');
  // Without a canvas (a browser that refuses one), a wide letter's width for every character.
  const measure = (text: string) => (ctx ? ctx.measureText(text).width : text.length * 9);
  const letters = new Map<string, number>();
  const letter = (c: string) => letters.get(c) ?? letters.set(c, measure(c)).get(c)!;
  const summed = (text: string) => {
    let width = 0;
    for (const c of text) width += letter(c >= '0' && c <= '9' ? '0' : c);
    return width;
  };
  const longest = heads.map(() => 0);
  for (let row = 0; row < rows; row++) textsOf(row).forEach((text, i) => (longest[i] = Math.max(longest[i]!, text.length)));
  if (ctx) ctx.font = `bold ${font}`;
  const widths = heads.map((head) => measure(`${head} ▼`));
  if (ctx) ctx.font = font;
  for (let row = 0; row < rows; row++) {
    textsOf(row).forEach((text, i) => {
      if (text.length >= longest[i]! - 3) widths[i] = Math.max(widths[i]!, summed(text) + (extra[i] ?? 0));
    });
  }
  return widths.map((w) => Math.ceil(w * 1.04) + PADDING);
}
