/** How a region set is drawn: which projection, and the lon/lat box it is fitted to. */
export interface MapView {
  projection: 'equal-earth' | 'albers-usa' | 'conic-equal-area' | 'azimuthal-equal-area';
  /**
   * [[west, south], [east, north]] in degrees. Out-of-set regions inside it are drawn muted as
   * context. east may exceed 180 so a box can cross the antimeridian (Oceania).
   */
  bounds?: [[number, number], [number, number]];
}
