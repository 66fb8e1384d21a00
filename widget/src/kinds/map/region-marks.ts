import type { ProjectedRegion } from '@shared/kinds/map/geometry/project-regions';
import type { Palette } from '../../plot/plot';
import { svgNode } from './svg-node';

/** Around a tiny region's dot, the room a pointer can hit it in (CSS px). */
const HIT_RADIUS = 8;

/**
 * The regions, drawn into `layer`: context regions outside the set first, muted and deaf to the
 * pointer, then the set's regions bordered in the background colour, each with its code for the
 * pointer to find; regions too small to see get a dot of their colour (and a wider, invisible ring
 * to hit).
 */
export function drawRegions(layer: Element, regions: readonly ProjectedRegion[], fill: (r: ProjectedRegion) => string, palette: Palette): void {
  layer.replaceChildren();
  const shapes = svgNode(layer, 'g', { stroke: palette.bg, 'stroke-width': 0.6, 'stroke-linejoin': 'round' });
  for (const inSet of [false, true]) {
    for (const r of regions) {
      if (r.inSet !== inSet || !r.path) continue;
      svgNode(shapes, 'path', { d: r.path, fill: fill(r), 'data-code': inSet ? r.code : null, 'pointer-events': inSet ? null : 'none' });
    }
  }
  for (const r of regions) {
    if (!r.inSet || !r.dot) continue;
    const [cx, cy] = r.centroid;
    svgNode(layer, 'circle', { cx, cy, r: HIT_RADIUS, fill: 'transparent', 'data-code': r.code });
    svgNode(layer, 'circle', { cx, cy, r: r.dot, fill: fill(r), stroke: palette.bg, 'stroke-width': 1, 'data-code': r.code });
  }
}

/** The focused region's outline in the foreground colour, drawn into `layer` over the others. */
export function drawFocus(layer: Element, region: ProjectedRegion | undefined, palette: Palette): void {
  layer.replaceChildren();
  if (!region) return;
  const outline = { fill: 'none', stroke: palette.fg, 'stroke-width': 2, 'stroke-linejoin': 'round', 'pointer-events': 'none' };
  if (region.dot) svgNode(layer, 'circle', { ...outline, cx: region.centroid[0], cy: region.centroid[1], r: region.dot + 1.5 });
  else svgNode(layer, 'path', { ...outline, d: region.path });
}
