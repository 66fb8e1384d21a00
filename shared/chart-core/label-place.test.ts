import { describe, expect, it } from 'vitest';
import { ANNOTATION_FONT, LABEL_INSET } from './annotations';
import { bandLabelPlace, endLabelPlace, labelLines, LABEL_LEADING, lineLabelPlace, upLineLabelPlace, type PlacedLabel, type PlotBox } from './label-place';
import { textWidth } from './text-width';

const plot: PlotBox = { x: 50, y: 20, width: 300, height: 200 };
const wide = (t: string) => textWidth(t, ANNOTATION_FONT);

/** Every line's ink, from its anchor and alignment, lies inside the plot. */
function inside(label: PlacedLabel, box = plot): boolean {
  return label.lines.every(({ text, y }) => {
    const left = label.align === 'start' ? label.x : label.x - wide(text);
    return left >= box.x - 0.01 && left + wide(text) <= box.x + box.width + 0.01 && y - ANNOTATION_FONT >= box.y - 0.01 && y + 3 <= box.y + box.height + 0.01;
  });
}
const texts = (label: PlacedLabel) => label.lines.map((l) => l.text);

describe('labelLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(labelLines('Target', 100)).toEqual({ lines: ['Target'], cut: false });
  });

  it('wraps a long label onto two lines, cutting nothing', () => {
    const { lines, cut } = labelLines('Average monthly revenue target for 2024', 160);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe('Average monthly revenue target for 2024');
    expect(cut).toBe(false);
    for (const line of lines) expect(wide(line)).toBeLessThanOrEqual(160);
  });

  it('cuts short only past two lines, and says so', () => {
    const { lines, cut } = labelLines('one two three four five six seven eight nine ten eleven twelve', 60);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(cut).toBe(true);
    for (const line of lines) expect(wide(line)).toBeLessThanOrEqual(60);
  });
});

describe('a reference line across the plot', () => {
  it('sits above the line at its right end', () => {
    const label = lineLabelPlace('Target $32,500', 120, plot);
    expect(label).toMatchObject({ x: plot.x + plot.width - LABEL_INSET, align: 'end', cut: false });
    expect(label.lines).toEqual([{ text: 'Target $32,500', y: 120 - LABEL_INSET }]);
  });

  it('goes below a line at the top of the plot rather than leave it', () => {
    const label = lineLabelPlace('Target', plot.y + 2, plot);
    expect(label.lines[0]!.y).toBeGreaterThan(plot.y + 2);
    expect(inside(label)).toBe(true);
  });

  it('wraps a label wider than a narrow plot, whole and inside', () => {
    const narrow = { ...plot, width: 120 };
    const label = lineLabelPlace('Break-even point $32,500 per month', 100, narrow);
    expect(texts(label).join(' ')).toBe('Break-even point $32,500 per month');
    expect(label.lines).toHaveLength(2);
    expect(label.lines[1]!.y - label.lines[0]!.y).toBe(LABEL_LEADING);
    expect(label.lines[1]!.y).toBe(100 - LABEL_INSET);
    expect(inside(label, narrow)).toBe(true);
  });

  it('stays inside for any line height, even a line at the bottom', () => {
    for (let y = plot.y; y <= plot.y + plot.height; y += 7) {
      const label = lineLabelPlace('A target that takes quite a lot of room to say in full', y, { ...plot, width: 160 });
      expect(inside(label, { ...plot, width: 160 }), `line at ${y}`).toBe(true);
    }
  });
});

describe('a reference line down the plot (horizontal bars)', () => {
  it('is right of the line where it fits', () => {
    expect(upLineLabelPlace('Three trillion', 100, plot)).toMatchObject({ x: 100 + LABEL_INSET, align: 'start' });
  });

  it('moves to the left of a line near the right edge, never off the plot', () => {
    const label = upLineLabelPlace('$32,500 target', plot.x + plot.width - 10, plot);
    expect(label).toMatchObject({ x: plot.x + plot.width - 10 - LABEL_INSET, align: 'end', cut: false });
    expect(texts(label)).toEqual(['$32,500 target']);
    expect(inside(label)).toBe(true);
  });

  it('stays inside wherever the line is', () => {
    const narrow = { ...plot, width: 140 };
    for (let x = narrow.x; x <= narrow.x + narrow.width; x += 5) expect(inside(upLineLabelPlace('Average of all the years', x, narrow), narrow)).toBe(true);
  });
});

describe('a highlighted range', () => {
  it('starts at the range’s left edge', () => {
    expect(bandLabelPlace('Sale', 100, plot)).toMatchObject({
      x: 100 + LABEL_INSET,
      align: 'start',
      lines: [{ text: 'Sale', y: plot.y + ANNOTATION_FONT + LABEL_INSET }],
    });
  });

  it('moves left to end inside the plot when the range is near its right edge', () => {
    const label = bandLabelPlace('Summer sale', plot.x + plot.width - 8, plot);
    expect(label.x).toBeCloseTo(plot.x + plot.width - LABEL_INSET - wide('Summer sale'));
    expect(inside(label)).toBe(true);
  });

  it('goes to the bottom of the plot rather than cover a reference line’s label', () => {
    const line = lineLabelPlace('Capacity of the servers', plot.y + 1, plot);
    const label = bandLabelPlace('Holiday campaign', plot.x + plot.width - 40, plot, [line]);
    expect(label.lines[0]!.y).toBe(plot.y + plot.height - 3);
    expect(inside(label)).toBe(true);
    expect(bandLabelPlace('Sale', plot.x + 10, plot, [line]).lines[0]!.y).toBe(plot.y + ANNOTATION_FONT + LABEL_INSET);
  });

  it('a range’s label on horizontal bars ends at the plot’s right edge', () => {
    const label = endLabelPlace('A long name for the highlighted rows of bars', 60, { ...plot, width: 150 });
    expect(label.lines).toHaveLength(2);
    expect(inside(label, { ...plot, width: 150 })).toBe(true);
  });
});
