import { describe, expect, it } from 'vitest';
import { valueAxis } from './value-axis';
import { valueFormat } from './value-format';

const texts = (extent: [number, number], pixels = 300, tick?: (v: number, s: number, t?: number) => string, locale = 'en-US') =>
  valueAxis(extent, pixels, locale, undefined, tick).ticks.map((t) => t.text);

/** A tick's unit letter (or none) and its number of decimals; zero says nothing of either. */
const shape = (text: string) => {
  const unit = /[KMBT]/.exec(text)?.[0] ?? '';
  const decimals = /[.,](\d+)\D*$/.exec(text.replace(/,(?=\d{3}(?!\d))/g, ''))?.[1]?.length ?? 0;
  return `${unit}:${decimals}`;
};
const nonZero = (ticks: string[]) => ticks.filter((t) => /[1-9]/.test(t));

describe('every tick of a value axis reads in one unit with one number of decimals', () => {
  it('0 to 20,000 reads 0, 5K … 20K, never 5,000 beside 10K', () => {
    expect(texts([0, 20_000], 200)).toEqual(['0', '5K', '10K', '15K', '20K']);
    expect(texts([0, 20_000], 400)).toEqual(['0', '2K', '4K', '6K', '8K', '10K', '12K', '14K', '16K', '18K', '20K', '22K']);
  });

  it('below 10,000 at the top, grouped thousands throughout', () => {
    expect(texts([0, 8_000], 200)).toEqual(['0', '2,000', '4,000', '6,000', '8,000']);
  });

  it('0 to 1.5 million in millions, each with the tenth its step needs', () => {
    expect(texts([0, 1_500_000], 300)).toEqual(['0', '0.2M', '0.4M', '0.6M', '0.8M', '1.0M', '1.2M', '1.4M', '1.6M']);
  });

  it('negative and mixed ranges take the unit of the largest size', () => {
    expect(texts([-20_000, 0], 200)).toEqual(['-20K', '-15K', '-10K', '-5K', '0']);
    expect(texts([-6_000, 14_000], 200)).toEqual(['-5K', '0', '5K', '10K', '15K']);
  });

  it('small decimals share their count of decimals', () => {
    expect(texts([0, 0.75], 300)).toEqual(['0.0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8']);
    expect(texts([0.001, 0.004], 120)).toEqual(['0.001', '0.002', '0.003', '0.004']);
  });

  it('keeps one unit and decimal count across many ranges and heights', () => {
    const tops = [9_000, 12_000, 20_000, 48_000, 99_000, 150_000, 999_000, 1_500_000, 24_000_000, 3.2e9, 7.5e12];
    for (const top of tops)
      for (const pixels of [80, 150, 300, 600])
        for (const extent of [
          [0, top],
          [-top, 0],
          [-top / 3, top],
          [top * 0.9, top],
        ] as [number, number][]) {
          const shapes = new Set(nonZero(texts(extent, pixels)).map(shape));
          expect(shapes.size, `${extent} over ${pixels}px: ${texts(extent, pixels)}`).toBe(1);
        }
  });

  it('with a currency prefix or suffix, and compact, in one unit', () => {
    const dollars = valueFormat({ prefix: '$', compact: true }).tick;
    expect(texts([0, 20_000], 200, dollars)).toEqual(['$0', '$5K', '$10K', '$15K', '$20K']);
    expect(texts([-1_500_000, 0], 300, dollars)).toEqual(['-$1.6M', '-$1.4M', '-$1.2M', '-$1.0M', '-$0.8M', '-$0.6M', '-$0.4M', '-$0.2M', '$0']);
    const euros = valueFormat({ suffix: ' €', compact: true }, 'de-DE').tick;
    expect(texts([0, 20_000], 200, euros, 'de-DE')).toEqual(['0 €', '5K €', '10K €', '15K €', '20K €']);
    const fixed = valueFormat({ prefix: '$', decimals: 2 }).tick;
    expect(new Set(texts([0, 20_000], 200, fixed).map(shape))).toEqual(new Set([':2']));
  });

  it('a share in percent keeps one count of decimals', () => {
    const share = valueFormat({ percent: true }).tick;
    expect(texts([0, 0.075], 300, share)).toEqual(['0%', '1%', '2%', '3%', '4%', '5%', '6%', '7%', '8%']);
    expect(texts([0, 0.0075], 300, share).every((t) => /^\d\.\d%$/.test(t))).toBe(true);
  });
});
