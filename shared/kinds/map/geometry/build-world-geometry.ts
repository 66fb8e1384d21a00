import type { Topology } from 'topojson-specification';
import type { MapGeometry, RegionIdOf } from './map-geometry';
import { rekeyRegions } from './rekey-regions';
import { simplifyRegions, type SimplifyOptions } from './simplify-regions';
import { SMALL_PLACES, withSmallPlaces } from './small-places';

// Tuned against world-atlas countries-50m: about 52 KiB gzip, under the 60 KiB budget with room for
// longer names; the test measures it.
const WORLD_SIMPLIFY: SimplifyOptions = { keep: 0.14, quantization: 1e4, minPartArea: 2e-6, minRingPoints: 6 };

// Antarctica is left out: no world choropleth colours it meaningfully, and at the bottom of an Equal
// Earth map it would take a sixth of the height from the countries that have data.
const ANTARCTICA = '010';

/**
 * The served world geometry, from world-atlas countries-50m (not 110m, which lacks the smallest
 * states: Singapore, Malta, Bahrain, Andorra…), plus a small shape for each of the few the atlas lacks
 * (SMALL_PLACES). `idOf` names each atlas feature by its region code.
 */
export function buildWorldGeometry(atlas: Topology, idOf: RegionIdOf): MapGeometry {
  const regions = rekeyRegions(withSmallPlaces(atlas, 'countries', SMALL_PLACES), 'countries', (id, name) => (id === ANTARCTICA ? null : idOf(id, name)));
  return simplifyRegions(regions, WORLD_SIMPLIFY);
}
