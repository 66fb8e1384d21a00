/**
 * The map geometry the server draws images with, built once per thread, on the first map asked
 * for, from the atlases in node_modules with the same builders and the same naming of the
 * atlases' features the widget's build uses (so the image and the embed draw the same shapes).
 * Charts of other kinds never load it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { buildUsGeometry } from '@shared/kinds/map/geometry/build-us-geometry';
import { buildWorldGeometry } from '@shared/kinds/map/geometry/build-world-geometry';
import type { MapGeometry } from '@shared/kinds/map/geometry/map-geometry';
import { usAtlasIdOf, worldAtlasIdOf } from '@shared/kinds/map/atlas-ids';
import { mapOptions } from '@shared/kinds/map/map-options';
import { matchRegions } from '@shared/kinds/map/match-regions';
import { REGION_SETS, type MapGeometryId } from '@shared/kinds/map/region-sets';
import type { ChartSpec } from '@shared/spec/chart-spec';

const require = createRequire(import.meta.url);
const atlas = (name: string) => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as Topology;

const built: Partial<Record<MapGeometryId, MapGeometry>> = {};

/** The geometry of the world's countries or of the US states, built on first use. */
export function mapGeometry(id: MapGeometryId): MapGeometry {
  return (built[id] ??=
    id === 'us'
      ? buildUsGeometry(atlas('us-atlas/states-10m.json'), usAtlasIdOf)
      : buildWorldGeometry(atlas('world-atlas/countries-50m.json'), worldAtlasIdOf));
}

/** The geometry a chart's image needs: a map's, or none for every other kind. */
export function geometryFor(spec: ChartSpec): MapGeometry | undefined {
  if (spec.chartType !== 'map') return undefined;
  const set = mapOptions(spec.options.map).regions ?? matchRegions(spec.data.labels).set ?? 'world';
  return mapGeometry(REGION_SETS[set].geometry);
}
