import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { RESVG_OPTIONS } from '../../api/lib/resvg-options';
import { BOLD } from './text-width-bold';
import { fitText, REGULAR, textWidth } from './text-width';

/** The width resvg gives a text drawn in the bundled font. */
function drawnWidth(text: string, size: number, bold: boolean): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="100"><text x="10" y="60" font-family="DejaVu Sans" font-size="${size}"${bold ? ' font-weight="bold"' : ''}>${text}</text></svg>`;
  return new Resvg(svg, RESVG_OPTIONS).getBBox()!.width;
}

describe('textWidth', () => {
  it('matches the bundled font as resvg draws it, never measuring short', () => {
    for (const text of ['Jan 2024', '1,250,000', 'Product line number 7', 'WWW.MMM', 'illicit list', 'Q3 2025 (est.)']) {
      for (const bold of [false, true]) {
        const drawn = drawnWidth(text, 12, bold);
        const measured = textWidth(text, 12, bold ? BOLD : REGULAR);
        // The glyphs' ink is a little narrower than their advances; kerning only narrows more.
        expect(measured, `${text}${bold ? ' (bold)' : ''}`).toBeGreaterThanOrEqual(drawn - 0.5);
        expect(measured / drawn).toBeLessThan(1.08);
      }
    }
  });

  it('gives wide scripts a whole em', () => {
    expect(textWidth('中文', 10)).toBe(20);
  });
});

describe('fitText', () => {
  it('leaves text that fits alone', () => {
    expect(fitText('Sales', 100, 12)).toBe('Sales');
  });

  it('cuts text short with an ellipsis to fit', () => {
    const cut = fitText('A very long product name indeed', 80, 12);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 12)).toBeLessThanOrEqual(80);
  });

  it('never splits a surrogate pair, and gives up when not even the ellipsis fits', () => {
    expect(fitText('📈📈📈📈📈', 30, 12)).toBe('📈…');
    expect(fitText('anything', 5, 12)).toBe('');
  });
});
