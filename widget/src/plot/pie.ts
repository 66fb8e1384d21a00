import { pieRadius, pieSlices, pieValues, PIE_START, SHARE_FONT } from '@shared/kinds/pie/pie-layout';
import { readableOn } from '@shared/themes/readable-on';
import type { Plot, PlotInput } from './plot';
import { guarded } from './guarded';

const TAU = Math.PI * 2;
const START = PIE_START;

/**
 * Pie charts, which uPlot does not draw: one slice per label in the label's palette colour,
 * clockwise from twelve o'clock, laid out by the chart core (shared/kinds/pie/pie-layout.ts) as the server
 * image is. The focused slice is outlined. A lazy chunk: line charts never fetch it.
 */
export function createPie({ target, spec, palette, locale, width, height, onHover, onReady, onError }: PlotInput): Plot {
  const canvas = target.appendChild(document.createElement('canvas'));
  const ctx = canvas.getContext('2d')!;
  const { labels, datasets } = spec.data;
  const given = pieValues(labels, datasets[0]?.data);
  // Hidden slices (through the legend) count as zero, so the others close the circle.
  const values = [...given];
  let focused: number | null = null;
  let cx = 0;
  let cy = 0;
  let r = 0;

  /** The end angle of each slice; a slice starts where the previous one ends. */
  const ends = () => {
    const total = values.reduce((a, b) => a + b, 0) || 1;
    let angle = START;
    return values.map((v) => (angle += (v / total) * TAU));
  };

  function draw(w = width, h = height): void {
    [width, height, cx, cy, r] = [w, h, w / 2, h / 2, pieRadius(w, h)];
    const dpr = devicePixelRatio;
    canvas.width = w * dpr;
    canvas.height = h * dpr;
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // Slices and their shares from the chart core, as the server image draws them.
    pieSlices(values, r, locale).forEach(({ from, to, label }, i) => {
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.arc(cx, cy, r, from, to);
      ctx.closePath();
      ctx.fillStyle = palette.series[i]!;
      ctx.fill();
      ctx.lineWidth = i === focused ? 3 : 2;
      ctx.strokeStyle = i === focused ? palette.fg : palette.bg;
      ctx.stroke();
      if (label) {
        ctx.font = `bold ${SHARE_FONT}px ${palette.font}`;
        ctx.fillStyle = readableOn(palette.series[i]!);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(label.text, cx + label.dx, cy + label.dy);
      }
    });
  }

  function show(i: number | null): void {
    focused = i;
    draw();
    if (i === null) return onHover(null);
    const all = ends();
    const mid = ((all[i - 1] ?? START) + all[i]!) / 2;
    onHover({ left: cx + Math.cos(mid) * r * 0.6, top: cy + Math.sin(mid) * r * 0.6, index: i });
  }

  const guard = guarded(onError);
  canvas.addEventListener(
    'pointermove',
    guard((event: PointerEvent) => {
      const dx = event.offsetX - cx;
      const dy = event.offsetY - cy;
      // atan2 runs from -π to π; slices start at -π/2, so angles left of twelve o'clock come last.
      const angle = Math.atan2(dy, dx) < START ? Math.atan2(dy, dx) + TAU : Math.atan2(dy, dx);
      const hit = Math.hypot(dx, dy) > r ? -1 : ends().findIndex((end) => angle < end);
      if ((hit < 0 ? null : hit) !== focused) show(hit < 0 ? null : hit);
    }),
  );
  canvas.addEventListener(
    'pointerleave',
    guard(() => show(null)),
  );
  draw();
  queueMicrotask(onReady);

  return {
    count: labels.length,
    setSize: draw,
    focusPoint: show,
    setShown(i, shown) {
      values[i] = shown ? given[i]! : 0;
      draw();
    },
    destroy: () => canvas.remove(),
  };
}
