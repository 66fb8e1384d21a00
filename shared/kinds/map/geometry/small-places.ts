import type { Arc, GeometryCollection, Polygon, Topology } from 'topojson-specification';

/** A place the atlas has no shape for: its atlas id (ISO 3166-1 numeric), name and centre (lon, lat). */
export interface SmallPlace {
  id: string;
  name: string;
  lon: number;
  lat: number;
}

/**
 * Region-table countries and territories that world-atlas countries-50m leaves out. Without a shape a
 * map with data for them draws nothing and puts their marker and tooltip nowhere useful, so each gets a
 * small diamond at its real place; the map marks it with a dot like Vatican City.
 * - Channel Islands: the World Bank's economy for Jersey and Guernsey together, which the atlas draws
 *   apart; its diamond sits in the sea between them, clear of both.
 * - Gibraltar: the atlas draws the Rock as part of Spain; the diamond is drawn over it.
 * - Tuvalu: centred on Funafuti, the capital atoll.
 */
export const SMALL_PLACES: readonly SmallPlace[] = [
  { id: '830', name: 'Channel Islands', lon: -2.35, lat: 49.35 },
  { id: '292', name: 'Gibraltar', lon: -5.35, lat: 36.14 },
  { id: '798', name: 'Tuvalu', lon: 179.2, lat: -8.52 },
];

// Half the diamond's width, in degrees: big enough to survive the served file's quantization grid
// (about 0.036° by 0.014°) as a shape, small enough to stay a few pixels wide on a continent's map.
const HALF_WIDTH = 0.05;

// d3-geo reads a clockwise ring (north, east, south, west) as the small area it encloses.
function diamond({ lon, lat }: SmallPlace): [number, number][] {
  return [
    [lon, lat + HALF_WIDTH],
    [lon + HALF_WIDTH, lat],
    [lon, lat - HALF_WIDTH],
    [lon - HALF_WIDTH, lat],
    [lon, lat + HALF_WIDTH],
  ];
}

// A quantized topology stores each arc as its first grid point, then steps between grid points.
function encode(points: [number, number][], transform: Topology['transform']): Arc {
  if (!transform) return points;
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  let [px, py] = [0, 0];
  return points.map(([lon, lat]): [number, number] => {
    const [x, y] = [Math.round((lon - tx) / sx), Math.round((lat - ty) / sy)];
    const step: [number, number] = [x - px, y - py];
    [px, py] = [x, y];
    return step;
  });
}

/**
 * A copy of the atlas with a small shape for each place its collection `objectName` has no feature
 * for, so the places are keyed, simplified and served like the atlas's own countries. The atlas
 * itself is left as it was.
 */
export function withSmallPlaces(atlas: Topology, objectName: string, places: readonly SmallPlace[]): Topology {
  const source = atlas.objects[objectName] as GeometryCollection | undefined;
  if (!source || source.type !== 'GeometryCollection') throw new Error(`atlas has no collection "${objectName}"`);
  const present = new Set(source.geometries.map((geometry) => (geometry.id === undefined ? '' : String(geometry.id))));
  const missing = places.filter((place) => !present.has(place.id));
  const arcs = [...atlas.arcs, ...missing.map((place) => encode(diamond(place), atlas.transform))];
  const added = missing.map((place, i): Polygon => ({ type: 'Polygon', arcs: [[atlas.arcs.length + i]], id: place.id, properties: { name: place.name } }));
  return { ...atlas, objects: { ...atlas.objects, [objectName]: { ...source, geometries: [...source.geometries, ...added] } }, arcs };
}
