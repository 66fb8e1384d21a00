import { valueFormat } from '@shared/chart-core/value-format';
import { colorScale } from '@shared/kinds/map/color-scale';
import type { MapGeometry } from '@shared/kinds/map/geometry/map-geometry';
import { projectRegions, type ProjectedRegion } from '@shared/kinds/map/geometry/project-regions';
import { mapOptions, type RegionSetId } from '@shared/kinds/map/map-options';
import { regionOrder, summarizeMap } from '@shared/kinds/map/map-summary';
import { MAP_VIEWS } from '@shared/kinds/map/map-views';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { SET_MEMBERS } from 'virtual:map-geometry';
import { kindWords } from '../../accessibility';
import { guarded } from '../../plot/guarded';
import type { HoverPoint, Plot, PlotInput } from '../../plot/plot';
import { loadGeometry } from './load-geometry';
import { drawLegend, LEGEND_HEIGHT } from './map-legend';
import { mapPaint } from './map-paint';
import { drawFocus, drawRegions } from './region-marks';
import { svgNode } from './svg-node';

/** The registry's entry point (kinds/registry.ts): a map is always drawn as one. */
export const plot = () => createMap;

/** The set a spec's regions belong to: stored with the spec by every write, else read from its codes. */
const setOf = (spec: ChartSpec): RegionSetId => spec.options.map?.regions ?? (spec.data.labels.every((l) => String(l).length === 2) ? 'us-states' : 'world');

/**
 * Choropleth maps, drawn as SVG in the plot box from the geometry file (fetched by maps only) with
 * the chart core's projection and colour scale, as the server image is. The legend of the scale
 * sits in a strip of fixed height under the map. Keyboard focus moves through the regions highest
 * value first; the tooltip, the summary and the data table name regions as the geometry does.
 */
export function createMap(input: PlotInput): Plot {
  const { target, spec, palette, locale, onHover, onReady, onError } = input;
  let { width, height } = input;
  const set = setOf(spec);
  const labels = spec.data.labels.map(String);
  const given = spec.data.datasets[0]?.data ?? [];
  const values = labels.map((_, i) => (typeof given[i] === 'number' ? (given[i] as number) : null));
  const indexOf = new Map(labels.map((code, i) => [code, i]));
  const valueOf = (code: string) => values[indexOf.get(code) ?? -1] ?? null;
  const scale = colorScale(values, mapOptions(spec.options.map), mapPaint(input));
  const write = valueFormat(spec.options.numberFormat, locale);
  const order = regionOrder(spec);
  const legendShown = spec.options.legendPosition !== 'none';
  const box = svgNode(target, 'svg', { class: 'map', color: palette.fg, 'font-family': palette.font, 'font-size': 12 });
  const hatch = svgNode(svgNode(box, 'defs', {}), 'pattern', {
    id: 'map-hatch',
    patternUnits: 'userSpaceOnUse',
    width: 6,
    height: 6,
    patternTransform: 'rotate(45)',
  });
  svgNode(hatch, 'rect', { width: 6, height: 6, fill: scale.noData });
  svgNode(hatch, 'line', { x1: 1, y1: 0, x2: 1, y2: 6, stroke: scale.hatch, 'stroke-width': 1.5 });
  const shapes = svgNode(box, 'g', {});
  const outline = svgNode(box, 'g', {});
  const legend = svgNode(box, 'g', { class: 'map-legend', fill: 'currentColor' });
  let geometry: MapGeometry | null = null;
  let members: ReadonlySet<string> = new Set();
  let names = new Map<string, string>();
  let regions: ProjectedRegion[] = [];
  let focused: string | null = null;
  const nameOf = (code: string) => names.get(code) ?? code;
  const fill = (r: ProjectedRegion) => (!r.inSet ? scale.outside : valueOf(r.code) === null ? 'url(#map-hatch)' : scale.color(valueOf(r.code)));

  function project(): void {
    if (!geometry) return;
    const room = Math.max(legendShown ? height - LEGEND_HEIGHT : height, 20);
    box.setAttribute('width', String(width));
    box.setAttribute('height', String(height));
    regions = projectRegions(geometry, MAP_VIEWS[set], members, width, room);
    drawRegions(shapes, regions, fill, palette);
    drawFocus(
      outline,
      regions.find((r) => r.code === focused),
      palette,
    );
    if (!legendShown) return;
    legend.setAttribute('transform', `translate(0 ${room})`);
    drawLegend(
      legend,
      scale.legend,
      width,
      write,
      regions.some((r) => r.inSet && valueOf(r.code) === null),
    );
  }

  /** Shows a region (by code) as focused, its tooltip at `at` or at its centre; null clears it. */
  function show(code: string | null, at?: { left: number; top: number }): void {
    focused = code;
    drawFocus(
      outline,
      regions.find((r) => r.code === code),
      palette,
    );
    if (code === null) return onHover(null);
    const region = regions.find((r) => r.code === code);
    const [left, top] = region?.centroid ?? [width / 2, height / 2];
    const value = valueOf(code);
    const point: HoverPoint = {
      ...(at ?? { left, top }),
      index: indexOf.get(code) ?? -1,
      text: { title: nameOf(code), rows: [{ slot: -1, label: spec.data.datasets[0]?.label ?? '', value: value === null ? 'No data' : write.value(value) }] },
    };
    onHover(point);
  }

  const guard = guarded(onError);
  box.addEventListener(
    'pointermove',
    guard((event: PointerEvent) => {
      const code = (event.target as Element).closest('[data-code]')?.getAttribute('data-code') ?? null;
      const rect = target.getBoundingClientRect();
      if (code !== focused || code) show(code, { left: event.clientX - rect.left, top: event.clientY - rect.top });
    }),
  );
  box.addEventListener(
    'pointerleave',
    guard(() => show(null)),
  );

  loadGeometry(MAP_VIEWS[set].projection === 'albers-usa' ? 'us' : 'world').then(
    guard((loaded: MapGeometry) => {
      if (!box.isConnected) return;
      geometry = loaded;
      const all = loaded.objects.regions.geometries;
      names = new Map(all.map((g) => [String(g.id), g.properties.name]));
      members = new Set(SET_MEMBERS[set] ? SET_MEMBERS[set].split(' ') : all.map((g) => String(g.id)));
      kindWords.set(spec, { summary: (lang) => summarizeMap(spec, nameOf, lang), label: (i) => nameOf(labels[i]!) });
      project();
      onReady();
    }),
    onError,
  );

  return {
    count: labels.length,
    setSize(w, h) {
      [width, height] = [w, h];
      project();
    },
    focusPoint: (i) => geometry && show(i === null ? null : (labels[order[i]!] ?? null)),
    setShown() {},
    destroy: () => box.remove(),
  };
}
