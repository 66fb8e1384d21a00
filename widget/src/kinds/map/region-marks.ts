import type { ProjectedRegion } from '@shared/kinds/map/geometry/project-regions';
import type { Palette } from '../../plot/plot';
import { svgNode } from './svg-node';

/** Around a tiny region's dot, the room a pointer can hit it in (CSS px). */
const HIT_RADIUS = 8;

/** What was drawn for one region: its shape, and for a tiny one its hit ring and dot. */
interface Drawn {
  shape?: SVGElement;
  ring?: SVGElement;
  dot?: SVGElement;
}

/**
 * The regions, drawn into `layer`: context regions outside the set first, muted and deaf to the
 * pointer, then the set's regions bordered in the background colour, each with its code for the
 * pointer to find; regions too small to see get a dot of their colour (and a wider, invisible ring
 * to hit). Returns the drawing function: when the same regions come back at another size (a
 * resize), only their shapes and places change, which keeps a world map's redraw within a frame.
 */
export function regionMarks(layer: Element, fill: (r: ProjectedRegion) => string, palette: Palette): (regions: readonly ProjectedRegion[]) => void {
  let drawn: Drawn[] = [];
  let key = '';

  function build(regions: readonly ProjectedRegion[]): void {
    layer.replaceChildren();
    drawn = regions.map(() => ({}));
    const shapes = svgNode(layer, 'g', { stroke: palette.bg, 'stroke-width': 0.6, 'stroke-linejoin': 'round' });
    for (const inSet of [false, true]) {
      regions.forEach((r, i) => {
        if (r.inSet !== inSet || !r.path) return;
        drawn[i]!.shape = svgNode(shapes, 'path', { d: r.path, fill: fill(r), 'data-code': inSet ? r.code : null, 'pointer-events': inSet ? null : 'none' });
      });
    }
    regions.forEach((r, i) => {
      if (!r.inSet || !r.dot) return;
      const [cx, cy] = r.centroid;
      drawn[i]!.ring = svgNode(layer, 'circle', { cx, cy, r: HIT_RADIUS, fill: 'transparent', 'data-code': r.code });
      drawn[i]!.dot = svgNode(layer, 'circle', { cx, cy, r: r.dot, fill: fill(r), stroke: palette.bg, 'stroke-width': 1, 'data-code': r.code });
    });
  }

  return (regions) => {
    const now = regions.map((r) => `${r.code}${r.path ? '+' : '-'}${r.dot ?? ''}`).join();
    if (now !== key) {
      key = now;
      return build(regions);
    }
    regions.forEach((r, i) => {
      const { shape, ring, dot } = drawn[i]!;
      shape?.setAttribute('d', r.path);
      for (const circle of [ring, dot]) {
        circle?.setAttribute('cx', String(r.centroid[0]));
        circle?.setAttribute('cy', String(r.centroid[1]));
      }
    });
  };
}

/** The focused region's outline in the foreground colour, drawn into `layer` over the others. */
export function drawFocus(layer: Element, region: ProjectedRegion | undefined, palette: Palette): void {
  layer.replaceChildren();
  if (!region) return;
  const outline = { fill: 'none', stroke: palette.fg, 'stroke-width': 2, 'stroke-linejoin': 'round', 'pointer-events': 'none' };
  if (region.dot) svgNode(layer, 'circle', { ...outline, cx: region.centroid[0], cy: region.centroid[1], r: region.dot + 1.5 });
  else svgNode(layer, 'path', { ...outline, d: region.path });
}
