import { describe, expect, it } from 'vitest';
import { labelsFrom, newHighlight, newReferenceLine, withFrom } from './annotation-rows';

const labels = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

describe('annotation rows', () => {
  it('start a reference line at a round value halfway up the data', () => {
    expect(newReferenceLine({ min: 9, max: 24 })).toEqual({ value: '17', label: '' });
    expect(newReferenceLine({ min: 0, max: 1234 })).toEqual({ value: '620', label: '' });
    expect(newReferenceLine({ min: 0.01, max: 0.3 })).toEqual({ value: '0.16', label: '' });
    expect(newReferenceLine({ min: -5, max: 5 })).toEqual({ value: '0', label: '' });
    expect(newReferenceLine(null)).toEqual({ value: '0', label: '' });
  });

  it('start a highlighted range on the last quarter of the labels', () => {
    expect(newHighlight(labels)).toEqual({ from: 'Jul', to: 'Sep', label: '' });
    expect(newHighlight(['A', 'B'])).toEqual({ from: 'A', to: 'B', label: '' });
    expect(newHighlight(['A'])).toEqual({ from: 'A', to: 'A', label: '' });
    expect(newHighlight([])).toEqual({ from: '', to: '', label: '' });
  });

  it('never end a range before it starts', () => {
    expect(labelsFrom(labels, 'Jul')).toEqual(['Jul', 'Aug', 'Sep']);
    expect(labelsFrom(labels, 'Nowhere')).toEqual(labels);
    const range = { from: 'Feb', to: 'Apr', label: 'Sale' };
    expect(withFrom(range, 'Mar', labels)).toEqual({ from: 'Mar', to: 'Apr', label: 'Sale' });
    expect(withFrom(range, 'Jun', labels)).toEqual({ from: 'Jun', to: 'Jun', label: 'Sale' });
  });
});
