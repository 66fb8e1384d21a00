import { geoAlbersUsa, geoConicEqualArea, type GeoProjection } from 'd3-geo';

/** The scale unit maps are captured at (see unit-shapes.ts); about a 900 px wide map. */
export const UNIT_SCALE = 1000;

export interface UsProjections {
  /** Lower 48, Alaska and Hawaii (d3's Albers USA). */
  main: GeoProjection;
  /** Puerto Rico, which Albers USA leaves out: an inset at the lower 48's scale, east of Florida's tip. */
  puertoRico: GeoProjection;
}

/** Both, at the unit scale around (0, 0); the map is fitted to its box afterwards, inset included. */
export function unitUsProjections(): UsProjections {
  return {
    main: geoAlbersUsa().scale(UNIT_SCALE).translate([0, 0]),
    puertoRico: geoConicEqualArea()
      .rotate([66.5, 0])
      .center([0, 18.2])
      .parallels([8, 18])
      .scale(UNIT_SCALE)
      .translate([0.33 * UNIT_SCALE, 0.22 * UNIT_SCALE]),
  };
}
