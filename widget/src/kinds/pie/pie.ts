import { pieRadius, pieSlices, pieValues, PIE_START, SHARE_FONT } from '@shared/kinds/pie/pie-layout';
import { readableOn } from '@shared/themes/readable-on';
import { canvasFrame } from '../../plot/canvas-frame';
import type { Plot, PlotInput } from '../../plot/plot';

const TAU = Math.PI * 2;
const START = PIE_START;

/** The registry's entry point (kinds/registry.ts): a pie chart is always drawn as one. */
export const plot = () => createPie;

/**
 * Pie charts, which uPlot does not draw: one slice per label in the label's palette colour,
 * clockwise from twelve o'clock, laid out by the chart core (shared/kinds/pie/pie-layout.ts) as the server
 * image is. The focused slice is outlined. A lazy chunk: line charts never fetch it.
 */
export function createPie(input: PlotInput): Plot {
  const { spec, palette, locale } = input;
  return canvasFrame(input, spec.data.labels.length, (ctx, hidden) => {
    const given = pieValues(spec.data.labels, spec.data.datasets[0]?.data);
    // Hidden slices (through the legend) count as zero, so the others close the circle.
    let values = given;
    let cx = 0;
    let cy = 0;
    let r = 0;

    /** The end angle of each slice; a slice starts where the previous one ends. */
    const ends = () => {
      const total = values.reduce((a, b) => a + b, 0) || 1;
      let angle = START;
      return values.map((v) => (angle += (v / total) * TAU));
    };

    return {
      paint(w, h, focused) {
        [cx, cy, r] = [w / 2, h / 2, pieRadius(w, h)];
        values = given.map((v, i) => (hidden.has(i) ? 0 : v));
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
      },
      hit(x, y) {
        const [dx, dy] = [x - cx, y - cy];
        // atan2 runs from -π to π; slices start at -π/2, so angles left of twelve o'clock come last.
        const angle = Math.atan2(dy, dx) < START ? Math.atan2(dy, dx) + TAU : Math.atan2(dy, dx);
        const hit = Math.hypot(dx, dy) > r ? -1 : ends().findIndex((end) => angle < end);
        return hit < 0 ? null : hit;
      },
      place(i) {
        const all = ends();
        const mid = ((all[i - 1] ?? START) + all[i]!) / 2;
        return { left: cx + Math.cos(mid) * r * 0.6, top: cy + Math.sin(mid) * r * 0.6 };
      },
    };
  });
}
