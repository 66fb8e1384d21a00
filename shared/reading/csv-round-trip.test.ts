/**
 * Property: numbers written out with any supported decimal mark, thousands separator and
 * delimiter, quoted where the delimiter needs it (as spreadsheets export them), read back as the
 * same numbers. A seeded generator, so a failing run can be run again.
 */
import { describe, expect, it } from 'vitest';
import type { DecimalMark } from './column-numbers';
import { csvToChart } from './csv-to-chart';

/** Mulberry32. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function write(value: number, decimals: number, decimal: DecimalMark, thousands: string): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.') as [string, string | undefined];
  const grouped = thousands ? whole.replace(/\B(?=(\d{3})+$)/g, thousands) : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

const quoted = (cell: string, delimiter: string) => (cell.includes(delimiter) || cell.includes('"') ? `"${cell.replaceAll('"', '""')}"` : cell);

const SEPARATORS: Record<DecimalMark, string[]> = { '.': ['', ',', "'", ' ', '\u00a0', '\u202f'], ',': ['', '.', ' ', '\u00a0', '\u202f', "'"] };
const DELIMITERS = [',', ';', '\t', '|'];

describe('property: written numbers read back the same', () => {
  const random = generator(33);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (let run = 0; run < 300; run++) {
    const delimiter = pick(DELIMITERS);
    const rows = 2 + Math.floor(random() * 8);
    const columns = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const decimal: DecimalMark = random() < 0.5 ? '.' : ',';
      const thousands = pick(SEPARATORS[decimal]);
      const decimals = 1 + Math.floor(random() * 4);
      // The first value's fraction is not three digits long, so the column settles its mark, as real data does.
      const digitsOf = (row: number) => (row === 0 && decimals === 3 ? 2 : decimals);
      const values = Array.from({ length: rows }, (_, r) => Number(((random() - 0.3) * 10 ** Math.floor(random() * 8)).toFixed(digitsOf(r))) + 0);
      return { values, cells: values.map((v, r) => write(v, digitsOf(r), decimal, thousands)) };
    });
    const header = ['Label', ...columns.map((_, c) => `Series ${c + 1}`)];
    const lines = [header, ...Array.from({ length: rows }, (_, r) => [`Row ${r + 1}`, ...columns.map((col) => col.cells[r]!)])];
    const text = `${lines.map((line) => line.map((cell) => quoted(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
    it(`run ${run}: ${JSON.stringify(text.slice(0, 120))}`, () => {
      const chart = csvToChart(text, 'round-trip.csv');
      expect(chart.reading.delimiter).toBe(delimiter);
      expect(chart.datasets.map((d) => d.data)).toEqual(columns.map((col) => col.values));
      expect(chart.reading.columns.slice(1).every((c) => c.unreadable === 0 && c.type === 'number')).toBe(true);
    });
  }
});
