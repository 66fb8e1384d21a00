import type { MapView } from './map-view';

export type MapViewId =
  | 'world'
  | 'africa'
  | 'asia'
  | 'europe'
  | 'north-america'
  | 'south-america'
  | 'oceania'
  | 'wb-eas'
  | 'wb-ecs'
  | 'wb-lcn'
  | 'wb-mea'
  | 'wb-nac'
  | 'wb-sas'
  | 'wb-ssf'
  | 'us-states';

// Conic views suit the mid-latitude, wide regions; azimuthal ones the regions across the equator. Each
// box holds its members' main land (far islands of a member, such as the Azores, may fall outside),
// and east may exceed 180 where a region crosses the antimeridian.
export const MAP_VIEWS: Readonly<Record<MapViewId, MapView>> = {
  world: { projection: 'equal-earth' },
  africa: {
    projection: 'azimuthal-equal-area',
    bounds: [
      [-26, -36],
      [60, 38],
    ],
  },
  asia: {
    projection: 'conic-equal-area',
    bounds: [
      [26, -11],
      [146, 55],
    ],
  },
  europe: {
    projection: 'conic-equal-area',
    bounds: [
      [-25, 34],
      [45, 71],
    ],
  },
  'north-america': {
    projection: 'conic-equal-area',
    bounds: [
      [-168, 7],
      [-20, 72],
    ],
  },
  'south-america': {
    projection: 'azimuthal-equal-area',
    bounds: [
      [-82, -56],
      [-34, 13],
    ],
  },
  oceania: {
    projection: 'azimuthal-equal-area',
    bounds: [
      [112, -48],
      [195, 10],
    ],
  },
  'wb-eas': {
    projection: 'azimuthal-equal-area',
    bounds: [
      [73, -47],
      [190, 54],
    ],
  },
  'wb-ecs': {
    projection: 'conic-equal-area',
    bounds: [
      [-22, 34],
      [135, 72],
    ],
  },
  'wb-lcn': {
    projection: 'azimuthal-equal-area',
    bounds: [
      [-118, -56],
      [-34, 33],
    ],
  },
  'wb-mea': {
    projection: 'conic-equal-area',
    bounds: [
      [-17, 12],
      [63, 42],
    ],
  },
  'wb-nac': {
    projection: 'conic-equal-area',
    bounds: [
      [-170, 18],
      [-52, 72],
    ],
  },
  'wb-sas': {
    projection: 'azimuthal-equal-area',
    bounds: [
      [60, -1],
      [98, 38],
    ],
  },
  'wb-ssf': {
    projection: 'azimuthal-equal-area',
    bounds: [
      [-26, -36],
      [60, 28],
    ],
  },
  'us-states': { projection: 'albers-usa' },
};
