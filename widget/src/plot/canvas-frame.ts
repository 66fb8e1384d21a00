import type { HoverPoint, Plot, PlotInput } from './plot';
import { guarded } from './guarded';

/** What a kind drawn on a canvas of its own answers the frame around it. */
export interface CanvasChart {
  /** Paints the whole chart at a size in CSS pixels, with the focused point (or slice) outlined. */
  paint(width: number, height: number, focused: number | null): void;
  /** The point under a place of the canvas, in CSS pixels, or null. */
  hit(x: number, y: number): number | null;
  /** Where a point's tooltip points to, as last painted. */
  place(index: number): Omit<HoverPoint, 'index'>;
}

/**
 * The frame of every kind uPlot does not draw (pie, horizontal bars), written once: a canvas sized
 * for the screen's pixel density, the pointer and the keyboard picking a point, the legend hiding
 * entries (the kind reads `hidden` when it paints), and the Plot the element drives.
 */
export function canvasFrame(
  { target, width, height, onHover, onReady, onError }: PlotInput,
  count: number,
  kind: (ctx: CanvasRenderingContext2D, hidden: ReadonlySet<number>) => CanvasChart,
): Plot {
  const canvas = target.appendChild(document.createElement('canvas'));
  const ctx = canvas.getContext('2d')!;
  const hidden = new Set<number>();
  const chart = kind(ctx, hidden);
  let focused: number | null = null;

  function draw(w = width, h = height): void {
    [width, height] = [w, h];
    const dpr = devicePixelRatio;
    canvas.width = w * dpr;
    canvas.height = h * dpr;
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    chart.paint(w, h, focused);
  }

  function show(i: number | null): void {
    focused = i;
    draw();
    onHover(i === null ? null : { ...chart.place(i), index: i });
  }

  const guard = guarded(onError);
  canvas.addEventListener(
    'pointermove',
    guard((event: PointerEvent) => {
      const hit = chart.hit(event.offsetX, event.offsetY);
      if (hit !== focused) show(hit);
    }),
  );
  canvas.addEventListener(
    'pointerleave',
    guard(() => show(null)),
  );
  draw();
  queueMicrotask(onReady);

  return {
    count,
    setSize: draw,
    focusPoint: show,
    setShown(i, shown) {
      if (shown) hidden.delete(i);
      else hidden.add(i);
      draw();
    },
    destroy: () => canvas.remove(),
  };
}
