import type { MapGeometry } from '@shared/kinds/map/geometry/map-geometry';
import type { MapGeometryId } from '@shared/kinds/map/region-sets';
import { GEOMETRY_URLS } from 'virtual:map-geometry';

const loads = new Map<MapGeometryId, Promise<MapGeometry>>();

/**
 * A geometry file, fetched once per page for all its maps (the file is immutable, so the browser
 * keeps it too). Without cookies, as the spec is fetched. A failed fetch is forgotten, so the next
 * drawing tries again.
 */
export function loadGeometry(id: MapGeometryId): Promise<MapGeometry> {
  let load = loads.get(id);
  if (!load) {
    load = fetch(GEOMETRY_URLS[id], { credentials: 'omit' }).then((response) => {
      if (!response.ok) throw new Error(`map geometry: HTTP ${response.status}`);
      return response.json() as Promise<MapGeometry>;
    });
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}
