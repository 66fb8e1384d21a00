import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { regionKey } from './region-key';
import { US_STATE_VARIANTS, US_STATES } from './us-states';

interface AtlasFeature {
  id: string;
  properties: { name: string };
}
const atlas = JSON.parse(readFileSync('node_modules/us-atlas/states-10m.json', 'utf8')) as {
  objects: { states: { geometries: AtlasFeature[] } };
};
/** Island areas us-atlas draws that the US-states set leaves out (see us-states.ts). */
const LEFT_OUT = new Set(['60', '66', '69', '78']);

describe('US_STATES', () => {
  it('has the 50 states, DC and Puerto Rico, each once', () => {
    expect(US_STATES).toHaveLength(52);
    expect(new Set(US_STATES.map(([postal]) => postal)).size).toBe(52);
    expect(new Set(US_STATES.map(([, fips]) => fips)).size).toBe(52);
    for (const [postal, fips] of US_STATES) {
      expect(postal).toMatch(/^[A-Z]{2}$/);
      expect(fips).toMatch(/^\d{2}$/);
    }
  });

  it('agrees with every us-atlas feature it covers, by id and name', () => {
    const byFips = new Map(US_STATES.map((row) => [row[1], row]));
    const drawn = atlas.objects.states.geometries.filter((f) => !LEFT_OUT.has(f.id));
    expect(drawn).toHaveLength(52);
    for (const feature of drawn) expect(byFips.get(feature.id)?.[2], feature.id).toBe(feature.properties.name);
  });

  it('keeps variants apart from other states', () => {
    const names = new Map(US_STATES.map(([postal, , name]) => [regionKey(name), postal]));
    for (const [variant, postal] of US_STATE_VARIANTS) {
      expect(
        US_STATES.some((row) => row[0] === postal),
        variant,
      ).toBe(true);
      expect(names.get(regionKey(variant)) ?? postal, variant).toBe(postal);
    }
  });
});
