import { describe, expect, it } from 'vitest';
import { normalizeSpec } from '@shared/spec/normalize-spec';
import { geometryFor, mapGeometry } from './map-geometry';

const codes = (id: 'world' | 'us') => mapGeometry(id).objects.regions.geometries.map((g) => g.id);

describe('the server’s map geometry', () => {
  it('is built once, and only for maps', () => {
    const line = normalizeSpec({ chartType: 'line', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } });
    expect(geometryFor(line)).toBeUndefined();
    const states = normalizeSpec({ chartType: 'map', data: { labels: ['TX', 'CA'], datasets: [{ label: 'x', data: [1, 2] }] } });
    expect(geometryFor(states)).toBe(mapGeometry('us'));
    expect(mapGeometry('world')).toBe(mapGeometry('world'));
  });

  it('names countries and states by their codes, each once', () => {
    expect(codes('world')).toContain('FRA');
    expect(new Set(codes('world')).size).toBe(codes('world').length);
    expect(codes('us')).toContain('TX');
    expect(codes('us')).not.toContain('48');
  });
});
