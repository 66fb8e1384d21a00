import { valueFormat } from '@shared/chart-core/value-format';
import { pointOrder, summarizeScatter } from '@shared/kinds/scatter/scatter-summary';
import { fitColumns } from '@shared/kinds/scatter/trend-line';
import { kindWords } from '../../accessibility';
import { guarded } from '../../plot/guarded';
import type { Plot, PlotInput } from '../../plot/plot';
import { paintAxes } from './axes-paint';
import { groupColors } from './group-colors';
import { paintLegend } from './group-legend';
import { pointAt, pointColumns } from './point-columns';
import { paintLabels } from './point-labels';
import { pointText } from './point-text';
import { paintFocus, paintPoints } from './points-paint';
import { scatterScene, type ScatterScene } from './scatter-scene';
import { paintTrend, type TextBox } from './trend-paint';

/** The registry's entry point (kinds/registry.ts): a scatter plot is always drawn as one. */
export const plot = () => createScatter;

/**
 * The element's legend lists series, which for a scatter plot are its x, y and size columns: not
 * what its colours say. Hidden while a scatter is shown; the chunk draws the groups' legend. From
 * this chunk, as the map does, so a line chart's runtime carries no byte of it.
 */
const NO_SERIES_LEGEND = new CSSStyleSheet();
NO_SERIES_LEGEND.replaceSync('.legend{display:none}');

/** A canvas at the screen's pixel density, `width` × `height` CSS pixels, cleared. */
function fit(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const dpr = devicePixelRatio;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
}

/**
 * Scatter plots and bubble charts on a canvas, laid out by the chart core (axes, ticks, legend) as
 * the server image is. Points are painted one path per colour; the pointer finds the nearest point
 * through the core's grid index, and the focus ring is drawn on a second canvas over the first, so
 * moving it never repaints ten thousand points. Keyboard focus moves by x, then y.
 */
export function createScatter(input: PlotInput): Plot {
  const { target, spec, palette, locale, onHover, onReady, onError } = input;
  const root = target.getRootNode() as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, NO_SERIES_LEGEND];
  // Measured again: the room the hidden legend leaves is the plot's.
  let width = spec.options.responsive === false ? input.width : Math.max(target.clientWidth, 50);
  let height = Math.max(target.clientHeight, 50);
  const points = pointColumns(spec);
  const { groups, bubbles, drawn } = points;
  const colors = groupColors(input, groups.length);
  const write = valueFormat(spec.options.numberFormat, locale);
  const { logX = false, logY = false, trend, labelled } = spec.options.scatter ?? {};
  const line = trend ? fitColumns(points.xs, points.ys, logX, logY) : null;
  const wanted = new Set(labelled);
  const named: Array<[number, string]> = [];
  if (wanted.size) spec.data.labels.forEach((label, i) => wanted.has(label as string) && drawn[i]! >= 0 && named.push([drawn[i]!, String(label)]));
  let order: number[] | null = null;

  const [base, over] = [0, 1].map(() => target.appendChild(document.createElement('canvas')));
  over!.style.cssText = 'position:absolute;left:0;top:0';
  const ctx = base!.getContext('2d')!;
  const ring = over!.getContext('2d')!;
  let scene: ScatterScene;
  let focused = -1;
  /** Whether the ring's canvas has pixels for the plot's size: not before a point is first ringed. */
  let ringFitted = false;

  function paintRing(): void {
    if (!ringFitted) {
      if (focused < 0) return;
      fit(over!, ring, width, height);
      ringFitted = true;
    }
    ring.clearRect(0, 0, width, height);
    if (focused >= 0) paintFocus(ring, scene, focused, palette);
  }

  function draw(): void {
    scene = scatterScene(spec, points, width, height, write.tick);
    fit(base!, ctx, width, height);
    // The ring's canvas takes the plot's size (where the pointer is followed) but no pixels yet: a
    // reader who never points at a point never pays for a second canvas the plot's size.
    Object.assign(over!.style, { width: `${width}px`, height: `${height}px` });
    ringFitted = false;
    paintAxes(ctx, scene.layout, palette);
    paintPoints(ctx, scene, colors, bubbles, palette);
    const taken: TextBox[] = [];
    const equation = line && paintTrend(ctx, scene, line, logX, logY, locale, palette);
    if (equation) taken.push(equation);
    paintLabels(ctx, scene, named, taken, palette);
    if (scene.layout.legend) paintLegend(ctx, scene.layout.legend, colors, palette);
    paintRing();
  }

  /** Rings a drawn point (-1: none) and shows its tooltip beside it. */
  function show(i: number): void {
    focused = i;
    paintRing();
    if (i < 0 || i >= points.count) return onHover(null);
    const point = pointAt(points, i);
    onHover({ left: scene.px[i]!, top: scene.py[i]!, index: point.index, text: pointText(spec, point, groups, colors, write) });
  }

  const guard = guarded(onError);
  over!.addEventListener(
    'pointermove',
    guard((event: PointerEvent) => {
      const i = scene.index.nearest(event.offsetX, event.offsetY, scene.reach);
      if (i !== focused) show(i);
    }),
  );
  over!.addEventListener(
    'pointerleave',
    guard(() => focused >= 0 && show(-1)),
  );

  draw();
  kindWords.set(spec, { summary: (lang) => summarizeScatter(spec, lang), label: (i) => String(spec.data.labels[i] ?? '') });
  queueMicrotask(onReady);

  return {
    count: points.count,
    setSize(w, h) {
      [width, height] = [w, h];
      draw();
    },
    focusPoint(i) {
      // Worked out at the first key press: a reader who never uses the keyboard never sorts the points.
      order ??= pointOrder(spec).flatMap((label) => (drawn[label]! >= 0 ? [drawn[label]!] : []));
      show(i === null ? -1 : (order[i] ?? -1));
    },
    setShown() {},
    destroy() {
      base!.remove();
      over!.remove();
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== NO_SERIES_LEGEND);
    },
  };
}
