// Written at build time by widget/build/map-geometry.ts (and the browser tests' server).
declare module 'virtual:map-geometry' {
  /** Where each geometry file is served: `world` (countries) and `us` (states). */
  export const GEOMETRY_URLS: Record<'world' | 'us', string>;
  /** Each region set's members, codes apart by spaces; '' for a set of every region of its geometry. */
  export const SET_MEMBERS: Record<string, string>;
}
