import type { Palette } from '../../plot/plot';
import type { ScatterScene } from './scatter-scene';
import { halo, NOTE_FONT, type TextBox } from './trend-paint';

const GAP = 3;

const overlaps = (a: TextBox, b: TextBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The named points' labels, each beside its point: right of it, else left, above or below,
 * whichever first stays inside the plot and clear of the labels already placed (and of the trend's
 * equation). A label with no such place is left out rather than drawn over another: the tooltip
 * and the data table still name the point. Each named point is ringed, so its label is read as its.
 * At most fifty labels, so trying each against the others costs nothing.
 */
export function paintLabels(
  ctx: CanvasRenderingContext2D,
  scene: ScatterScene,
  named: ReadonlyArray<readonly [drawn: number, text: string]>,
  taken: TextBox[],
  palette: Palette,
): void {
  const { plot } = scene.layout;
  ctx.font = `${NOTE_FONT}px ${palette.font}`;
  for (const [i, text] of named) {
    const [x, y, r] = [scene.px[i]!, scene.py[i]!, scene.radius[i]!];
    if (x < plot.x || x > plot.x + plot.width || y < plot.y || y > plot.y + plot.height) continue;
    const width = ctx.measureText(text).width;
    const middle = y + NOTE_FONT * 0.35;
    const places: Array<[number, number]> = [
      [x + r + GAP, middle],
      [x - r - GAP - width, middle],
      [x - width / 2, y - r - GAP - 2],
      [x - width / 2, y + r + GAP + NOTE_FONT],
    ];
    const box = places
      .map(([left, base]) => ({ left, top: base - NOTE_FONT, right: left + width, bottom: base + 3 }))
      .find(
        (b) => b.left >= plot.x && b.right <= plot.x + plot.width && b.top >= plot.y && b.bottom <= plot.y + plot.height && !taken.some((t) => overlaps(t, b)),
      );
    ctx.lineWidth = 1;
    ctx.strokeStyle = palette.fg;
    ctx.beginPath();
    ctx.arc(x, y, r + 1.5, 0, Math.PI * 2);
    ctx.stroke();
    if (!box) continue;
    taken.push(box);
    halo(ctx, text, box.left, box.top + NOTE_FONT, palette);
  }
}
