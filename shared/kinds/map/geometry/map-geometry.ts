import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';

/** What each served region carries besides its shape: the name readers see. */
export interface RegionProperties {
  name: string;
}

/** One region: `id` is its code (ISO alpha-3 for countries, USPS postal code for US states). */
export type RegionGeometry = (Polygon<RegionProperties> | MultiPolygon<RegionProperties>) & { id: string; properties: RegionProperties };

export interface RegionCollection extends GeometryCollection<RegionProperties> {
  geometries: RegionGeometry[];
}

/**
 * The served geometry file: quantized TopoJSON with one object, `regions`. Both the widget and the
 * server image draw from it, so they draw the same map.
 */
export interface MapGeometry extends Topology<{ regions: RegionCollection }> {
  objects: { regions: RegionCollection };
}

/**
 * Maps one source feature to its region, or null to leave it out. The source's id is the numeric
 * code the atlas uses (ISO 3166-1 numeric, or FIPS for states); a few atlas features have none and
 * are known only by name.
 */
export type RegionIdOf = (sourceId: string | undefined, atlasName: string) => { code: string; name: string } | null;
