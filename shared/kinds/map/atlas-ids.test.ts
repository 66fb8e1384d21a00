import { describe, expect, it } from 'vitest';
import { usAtlasIdOf, worldAtlasIdOf } from './atlas-ids';

describe('atlas ids', () => {
  it('names world-atlas features by alpha-3, those without an id by their name', () => {
    expect(worldAtlasIdOf('250', 'France')).toEqual({ code: 'FRA', name: 'France' });
    expect(worldAtlasIdOf('702', 'Singapore')?.code).toBe('SGP');
    expect(worldAtlasIdOf(undefined, 'Kosovo')?.code).toBe('XKX');
    expect(worldAtlasIdOf(undefined, 'N. Cyprus')?.code).toBe('CYP');
    expect(worldAtlasIdOf(undefined, 'Siachen Glacier')).toBeNull();
  });

  it('names us-atlas states by postal code and leaves the territories out', () => {
    expect(usAtlasIdOf('06', 'California')).toEqual({ code: 'CA', name: 'California' });
    expect(usAtlasIdOf('72', 'Puerto Rico')?.code).toBe('PR');
    expect(usAtlasIdOf('66', 'Guam')).toBeNull();
  });
});
