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
import { drawLegend, LEGEND_GAP, LEGEND_HEIGHT } from './map-legend';
import { mapFrame } from './map-frame';
import { mapPaint } from './map-paint';
import { drawFocus, regionMarks } from './region-marks';

/** The registry's entry point (kinds/registry.ts): a map is always drawn as one. */
export const plot = () => createMap;

/**
 * The element's legend lists series, and a map's one series is its scale, which the map draws
 * itself: hidden while a map is shown. From this chunk, not the element, so that a line chart's
 * runtime carries no byte of it; the legend may show until the chunk arrives, next to an empty
 * plot, and the map is fitted to the room it leaves.
 */
const NO_SERIES_LEGEND = new CSSStyleSheet();
NO_SERIES_LEGEND.replaceSync('.legend{display:none}');

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
  const root = target.getRootNode() as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, NO_SERIES_LEGEND];
  // Measured again: the room the legend leaves is the map's.
  let [width, height] = [spec.options.responsive === false ? input.width : Math.max(target.clientWidth, 50), Math.max(target.clientHeight, 50)];
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
  const legendOnTop = spec.options.legendPosition === 'top';
  const legendRoom = legendShown ? LEGEND_HEIGHT + LEGEND_GAP : 0;
  const { box, shapes, outline, legend } = mapFrame(target, palette, scale, legendOnTop ? legendRoom : 0);
  let geometry: MapGeometry | null = null;
  let members: ReadonlySet<string> = new Set();
  let names = new Map<string, string>();
  let regions: ProjectedRegion[] = [];
  let focused: string | null = null;
  const nameOf = (code: string) => names.get(code) ?? code;
  const fill = (r: ProjectedRegion) => (!r.inSet ? scale.outside : valueOf(r.code) === null ? 'url(#map-no-data)' : scale.color(valueOf(r.code)));
  const drawRegions = regionMarks(shapes, fill, palette);

  function project(): void {
    if (!geometry) return;
    const room = Math.max(height - legendRoom, 20);
    box.setAttribute('width', String(width));
    box.setAttribute('height', String(height));
    regions = projectRegions(geometry, MAP_VIEWS[set], members, width, room);
    drawRegions(regions);
    drawFocus(
      outline,
      regions.find((r) => r.code === focused),
      palette,
    );
    if (!legendShown) return;
    legend.setAttribute('transform', `translate(0 ${legendOnTop ? 0 : height - LEGEND_HEIGHT})`);
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
      text: {
        title: nameOf(code),
        rows: [{ slot: -1, color: scale.color(value), label: spec.data.datasets[0]?.label ?? '', value: value === null ? 'No data' : write.value(value) }],
      },
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
    destroy() {
      box.remove();
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== NO_SERIES_LEGEND);
    },
  };
}
