/**
 * Each column's width, decided once from all its texts, so that rows can be laid out one by one
 * (and rows out of sight not at all: table-sheet.ts) and keep their columns in line, on every page
 * and in every order. Measured on a canvas in the table's font: a column's longest texts (a few
 * characters short of the longest, as proportional letters go), its header in bold with room for
 * the sort's arrow, and `extra` beyond the text (a cell's bar). Cells set digits in tabular
 * figures, all as wide as a 0: a text is measured with its digits as zeros, once per shape, so a
 * thousand rows take a handful of measurements.
 */
const PADDING = 18;

export function columnWidths(heads: string[], rows: number, textsOf: (row: number) => string[], font: string, extra: number[]): number[] {
  const ctx = document.createElement('canvas').getContext('2d');
  // Without a canvas (a browser that refuses one), a wide letter's width for every character.
  const measure = (text: string) => (ctx ? ctx.measureText(text).width : text.length * 9);
  const shapes = new Map<string, number>();
  const shaped = (text: string, key = text.replace(/\d/g, '0')) => shapes.get(key) ?? shapes.set(key, measure(key)).get(key)!;
  const longest = heads.map(() => 0);
  for (let row = 0; row < rows; row++) textsOf(row).forEach((text, i) => (longest[i] = Math.max(longest[i]!, text.length)));
  if (ctx) ctx.font = `bold ${font}`;
  const widths = heads.map((head) => measure(`${head} ▼`));
  if (ctx) ctx.font = font;
  for (let row = 0; row < rows; row++) {
    textsOf(row).forEach((text, i) => {
      if (text.length >= longest[i]! - 3) widths[i] = Math.max(widths[i]!, shaped(text) + (extra[i] ?? 0));
    });
  }
  return widths.map((w) => Math.ceil(w * 1.04) + PADDING);
}
