import type { ColorScale } from '@shared/kinds/map/color-scale';
import type { Palette } from '../../plot/plot';
import { svgNode } from './svg-node';

/**
 * The map's SVG in the plot box: the "No data" hatch (its id as the server image names it), a
 * layer for the regions and one for the focus outline, moved below a legend on top; and the
 * legend's group. Text is in the foreground colour and the chart's font.
 */
export function mapFrame(target: HTMLElement, palette: Palette, scale: ColorScale, mapTop: number) {
  const box = svgNode(target, 'svg', { class: 'map', color: palette.fg, 'font-family': palette.font, 'font-size': 12 });
  const hatch = svgNode(svgNode(box, 'defs', {}), 'pattern', {
    id: 'map-no-data',
    patternUnits: 'userSpaceOnUse',
    width: 6,
    height: 6,
    patternTransform: 'rotate(45)',
  });
  svgNode(hatch, 'rect', { width: 6, height: 6, fill: scale.noData });
  svgNode(hatch, 'line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: scale.hatch, 'stroke-width': 1.6 });
  const drawn = svgNode(box, 'g', { transform: `translate(0 ${mapTop})` });
  return {
    box,
    shapes: svgNode(drawn, 'g', {}),
    outline: svgNode(drawn, 'g', {}),
    legend: svgNode(box, 'g', { class: 'map-legend', fill: 'currentColor' }),
  };
}
