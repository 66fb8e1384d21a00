/**
 * The map geometry the runtime serves (shared/kinds/map/geometry/), built from the atlases in
 * node_modules, and the small module that tells the map chunk where it is. Written for the Vite
 * build (map-geometry.ts) and for the browser tests' server (web-test-runner.config.mjs), each of
 * which runs this file under Bun: the server image builds the same geometry under Bun, and engines
 * differ in the last bits of their trigonometry, so one runtime gives one map.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { usAtlasIdOf, worldAtlasIdOf } from '@shared/kinds/map/atlas-ids';
import { buildUsGeometry } from '@shared/kinds/map/geometry/build-us-geometry';
import { buildWorldGeometry } from '@shared/kinds/map/geometry/build-world-geometry';
import { REGION_SETS, type MapGeometryId } from '@shared/kinds/map/region-sets';

export interface GeometryFile {
  /** `map-world.<hash>.json`: its content never changes under its name, so it is cached for a year. */
  fileName: string;
  source: string;
}

const require = createRequire(import.meta.url);
const atlas = (name: string): Topology => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as Topology;

export function geometryFiles(): Record<MapGeometryId, GeometryFile> {
  const file = (id: MapGeometryId, geometry: unknown): GeometryFile => {
    const source = JSON.stringify(geometry);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    return { fileName: `map-${id}.${hash}.json`, source };
  };
  return {
    world: file('world', buildWorldGeometry(atlas('world-atlas/countries-50m.json'), worldAtlasIdOf)),
    us: file('us', buildUsGeometry(atlas('us-atlas/states-10m.json'), usAtlasIdOf)),
  };
}

/**
 * The members of each framed region set, codes apart by spaces; the world and the US states are
 * every region of their geometry (''). The map chunk learns them here rather than from the region
 * tables, whose names and variants it does not need: the geometry names the regions.
 */
function setMembers(): Record<string, string> {
  return Object.fromEntries(Object.values(REGION_SETS).map((set) => [set.id, set.id === 'world' || set.id === 'us-states' ? '' : set.codes.join(' ')]));
}

/**
 * The source of `virtual:map-geometry`: each geometry's URL (`url` turns a file name into the URL
 * the module fetches it from) and the sets' members.
 */
export function geometryModule(files: Record<MapGeometryId, GeometryFile>, url: (fileName: string) => string): string {
  const urls = Object.entries(files).map(([id, f]) => `${JSON.stringify(id)}:${url(f.fileName)}`);
  return `export const GEOMETRY_URLS={${urls.join(',')}};export const SET_MEMBERS=${JSON.stringify(setMembers())};`;
}

/**
 * Run by the build and by the browser tests' server (under Bun, which reads the `@shared` paths):
 * prints the files and the module. The argument says where the module finds the files: `chunk`,
 * beside the chunk that imports it; else the path they are served under.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'chunk';
  const files = geometryFiles();
  const url = (name: string) => (base === 'chunk' ? `new URL(/* @vite-ignore */ ${JSON.stringify(name)},import.meta.url).href` : JSON.stringify(base + name));
  process.stdout.write(JSON.stringify({ files, module: geometryModule(files, url) }));
}
