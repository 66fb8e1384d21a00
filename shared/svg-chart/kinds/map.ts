/**
 * Maps, as the widget draws them: each region of the set in its value's colour from the shared
 * colour scale, regions without a value hatched in the "No data" colour, neighbours outside the
 * set muted for context, regions too small to see marked with a dot, borders in the background
 * colour, and the legend below (or above) the map. The geometry is passed in (the server builds it
 * once from the atlases), so this stays pure; without it the map says it cannot be drawn.
 */
import { colorScale } from '../../kinds/map/color-scale';
import type { MapGeometry } from '../../kinds/map/geometry/map-geometry';
import { projectRegions, type ProjectedRegion } from '../../kinds/map/geometry/project-regions';
import { mapOptions } from '../../kinds/map/map-options';
import { MAP_VIEWS } from '../../kinds/map/map-views';
import { matchRegions } from '../../kinds/map/match-regions';
import { REGION_SETS } from '../../kinds/map/region-sets';
import type { ChartSpec } from '../../spec/chart-spec';
import type { Box } from '../box';
import type { ChartStyle } from '../chart-style';
import { MAP_LEGEND_HEIGHT, mapLegendSvg } from '../map-legend';
import { num } from '../svg-number';

export interface MapDrawing {
  /** The geometry of the map's regions: the world's countries, or the US states. */
  geometry?: MapGeometry;
}

const HATCH_ID = 'map-no-data';
const RAMP_ID = 'map-ramp';
const LEGEND_GAP = 10;

/** Diagonal lines over the "No data" colour, drawn within the image. */
function hatchPattern(noData: string, hatch: string): string {
  return (
    `<defs><pattern id="${HATCH_ID}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="6" height="6" fill="${noData}"/><path d="M0,0v6" stroke="${hatch}" stroke-width="1.6"/></pattern></defs>`
  );
}

function message(box: Box, text: string, color: string): string {
  return `<text x="${num(box.x + box.width / 2)}" y="${num(box.y + box.height / 2)}" text-anchor="middle" font-size="14" fill="${color}">${text}</text>`;
}

/** The top and bottom of what the regions cover, from their paths' points and their dots. */
function drawnRows(regions: readonly ProjectedRegion[]): { top: number; bottom: number } | null {
  let top = Infinity;
  let bottom = -Infinity;
  for (const region of regions) {
    for (const [, y] of region.path.matchAll(/-?[\d.]+,(-?[\d.]+)/g)) {
      const v = Number(y);
      if (v < top) top = v;
      if (v > bottom) bottom = v;
    }
    if (region.dot && region.inSet) {
      top = Math.min(top, region.centroid[1] - region.dot);
      bottom = Math.max(bottom, region.centroid[1] + region.dot);
    }
  }
  return top <= bottom ? { top, bottom } : null;
}

/** A region's shape, and its dot when it is too small to see; a neighbour shown for context gets no dot. */
function regionSvg(region: ProjectedRegion, fill: string, dotScale: number): string {
  const shape = region.path ? `<path d="${region.path}" fill="${fill}"/>` : '';
  const dot =
    region.dot && region.inSet
      ? `<circle cx="${num(region.centroid[0])}" cy="${num(region.centroid[1])}" r="${num(region.dot * dotScale)}" fill="${fill}"/>`
      : '';
  return shape + dot;
}

export function mapSvg(spec: ChartSpec, style: ChartStyle, box: Box, locale = 'en-US', drawing: MapDrawing = {}): string {
  const options = mapOptions(spec.options.map);
  const setId = options.regions ?? matchRegions(spec.data.labels).set ?? 'world';
  const set = REGION_SETS[setId];
  if (!drawing.geometry) return message(box, 'The map could not be drawn', style.foreground);
  const values = spec.data.datasets[0]?.data ?? [];
  const valueOf = new Map<string, number>();
  spec.data.labels.forEach((code, i) => {
    const v = values[i];
    if (typeof v === 'number' && Number.isFinite(v)) valueOf.set(code, v);
  });
  const scale = colorScale([...valueOf.values()], options, { background: style.background, foreground: style.foreground, series: style.series });
  const legendShown = spec.options.legendPosition !== 'none';
  const legendRoom = legendShown ? MAP_LEGEND_HEIGHT + LEGEND_GAP : 0;
  const legendOnTop = spec.options.legendPosition === 'top';
  const mapBox: Box = { x: box.x, y: box.y, width: box.width, height: Math.max(20, box.height - legendRoom) };
  const members = new Set(set.codes);
  const regions = projectRegions(drawing.geometry, MAP_VIEWS[setId], members, mapBox.width, mapBox.height);
  const hatched = `url(#${HATCH_ID})`;
  const lacking = regions.some((r) => r.inSet && !valueOf.has(r.code));
  // On a phone-sized map the dots of Europe's small states would cover their neighbours: they shrink with the map.
  const dotScale = Math.min(1, Math.max(0.6, mapBox.width / 640));
  const context = regions.filter((r) => !r.inSet).map((r) => regionSvg(r, scale.outside, dotScale));
  // Dots go last, over the shapes of their larger neighbours.
  const shown = regions.filter((r) => r.inSet).sort((a, b) => Number(Boolean(a.dot)) - Number(Boolean(b.dot)));
  const inSet = shown.map((r) => regionSvg(r, valueOf.has(r.code) ? scale.color(valueOf.get(r.code)) : hatched, dotScale));
  // The map and its legend are centred together: a wide map in a tall box keeps its legend close.
  const rows = drawnRows(regions) ?? { top: 0, bottom: mapBox.height };
  const start = box.y + Math.max(0, mapBox.height - (rows.bottom - rows.top)) / 2;
  const mapTop = legendOnTop ? start + legendRoom : start;
  const legendTop = legendOnTop ? start : start + (rows.bottom - rows.top) + LEGEND_GAP;
  const legendBox: Box = { x: box.x, y: legendTop, width: box.width, height: MAP_LEGEND_HEIGHT };
  const legend = legendShown
    ? mapLegendSvg(
        {
          legend: scale.legend,
          noData: lacking ? hatched : null,
          numberFormat: spec.options.numberFormat,
          locale,
          foreground: style.foreground,
          gradientId: RAMP_ID,
        },
        legendBox,
      )
    : '';
  return (
    hatchPattern(scale.noData, scale.hatch) +
    `<g class="map" transform="translate(${num(mapBox.x)},${num(mapTop - rows.top)})" stroke="${style.background}" stroke-width="0.6" stroke-linejoin="round">` +
    `<g class="context">${context.join('')}</g><g class="regions">${inSet.join('')}</g></g>` +
    legend
  );
}
