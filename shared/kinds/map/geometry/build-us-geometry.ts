import type { Topology } from 'topojson-specification';
import type { MapGeometry, RegionIdOf } from './map-geometry';
import { rekeyRegions } from './rekey-regions';
import { simplifyRegions, type SimplifyOptions } from './simplify-regions';

// Tuned against us-atlas states-10m, already coarse: about 13 KiB gzip of a 30 KiB budget; the test
// measures it.
const US_SIMPLIFY: SimplifyOptions = { keep: 0.3, quantization: 1e4, minPartArea: 1e-7, minRingPoints: 6 };

/** The served US geometry, from us-atlas states-10m; `idOf` maps each FIPS code to a postal code. */
export function buildUsGeometry(atlas: Topology, idOf: RegionIdOf): MapGeometry {
  return simplifyRegions(rekeyRegions(atlas, 'states', idOf), US_SIMPLIFY);
}
