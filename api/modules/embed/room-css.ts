/**
 * An embed's reserved height as CSS, one media query per width step where its texts need more
 * than it was given (shared/chart-core/plot-room.ts): the page paints at its final height, with no
 * script and no layout shift. The frame page's viewport is the chart's width; the standalone page's
 * is wider by its margins (`margin`).
 */
import { reservedHeight, type RoomStep } from '@shared/chart-core/plot-room';

export interface RoomRule {
  /** `height` (the frame: the chart is exactly this tall) or `min-height` (a page that sets its own height). */
  property: 'height' | 'min-height';
  /** The viewport's width beyond the chart's. */
  margin?: number;
}

export function roomCss(asked: number, steps: readonly RoomStep[], { property, margin = 0 }: RoomRule = { property: 'height' }): string {
  const rule = (height: number) => `chart-embed{${property}:${height}px}`;
  let css = rule(reservedHeight(steps, Infinity, asked));
  for (let i = steps.length - 2; i >= 0; i--) {
    const need = reservedHeight(steps, steps[i]![0], asked);
    if (need > asked) css += `@media (width<${steps[i + 1]![0] + margin}px){${rule(need)}}`;
  }
  return css;
}
