import { describe, expect, it } from 'vitest';
import { editDistance, nearestRegion } from './nearest-region';

describe('the region a misspelt label means', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('france', 'frnace', 3)).toBe(1);
    expect(editDistance('germany', 'germny', 3)).toBe(1);
    expect(editDistance('spain', 'spain', 3)).toBe(0);
    expect(editDistance('chad', 'switzerland', 2)).toBe(3);
  });

  it('offers the nearest region of the set when few edits away', () => {
    expect(nearestRegion('Frnace', 'europe')).toBe('France');
    expect(nearestRegion('germny', 'world')).toBe('Germany');
    expect(nearestRegion('Californa', 'us-states')).toBe('California');
  });

  it('offers nothing for labels that are far from every name', () => {
    expect(nearestRegion('Atlantis', 'world')).toBeNull();
    expect(nearestRegion('Q1', 'world')).toBeNull();
    expect(nearestRegion('Frnace', 'us-states')).toBeNull();
  });
});
