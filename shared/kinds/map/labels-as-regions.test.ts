import { describe, expect, it } from 'vitest';
import { labelsAsRegions } from './labels-as-regions';

describe('labelsAsRegions', () => {
  it('reads country names as regions, naming the labels it could not place', () => {
    expect(labelsAsRegions(['France', 'Germany', 'Atlantis'])).toEqual({ regions: 'europe', unmatched: ['Atlantis'] });
  });

  it('reads states by name or postal code', () => {
    expect(labelsAsRegions(['California', 'TX'])).toEqual({ regions: 'us-states', unmatched: [] });
  });

  it('offers nothing when too few labels are regions, or when one is', () => {
    expect(labelsAsRegions(['France', 'Apples', 'Pears'])).toBeNull();
    expect(labelsAsRegions(['France'])).toBeNull();
    expect(labelsAsRegions(['2024-01-02', '2024-01-03'])).toBeNull();
  });

  it('offers nothing for more rows than a map may have', () => {
    expect(labelsAsRegions(Array.from({ length: 301 }, (_, i) => (i % 2 ? 'France' : 'Germany')))).toBeNull();
  });
});
