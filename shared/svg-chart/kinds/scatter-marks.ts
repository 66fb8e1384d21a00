/**
 * A scatter plot's marks as short SVG: plain points of one colour as one filled path of circles,
 * each two arcs (resvg fills 10,000 of them in a fifth of the time it strokes as many round-capped
 * dots, and an element per point would be longer still), points that fall on the same half pixel
 * drawn once, and bubbles as circles, the largest first so that the small ones stay visible on top.
 */
import { num } from '../svg-number';

export interface Mark {
  x: number;
  y: number;
  r: number;
  group: number;
}

/** One path per colour of dots of radius `r`: a dot already drawn at the same half pixel is not drawn again. */
export function dotsSvg(marks: readonly Mark[], r: number, colors: readonly string[], opacity: number): string {
  const paths = new Map<number, string[]>();
  const seen = new Set<string>();
  // Two half circles from the left edge round to it again.
  const arcs = `a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0-${num(2 * r)} 0`;
  for (const m of marks) {
    const key = `${m.group}:${Math.round(m.x * 2)}:${Math.round(m.y * 2)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let path = paths.get(m.group);
    if (!path) paths.set(m.group, (path = []));
    path.push(`M${num(m.x - r)},${num(m.y)}${arcs}`);
  }
  return [...paths].map(([group, d]) => `<path class="dots" d="${d.join('')}" fill="${colors[group % colors.length]}" fill-opacity="${opacity}"/>`).join('');
}

/**
 * Bubbles, each its own circle with an edge of the background colour, the largest drawn first;
 * as translucent and as edged as the widget paints them (points-paint.ts).
 */
export function bubblesSvg(marks: readonly Mark[], colors: readonly string[], background: string): string {
  const circles = [...marks]
    .sort((a, b) => b.r - a.r)
    .map((m) => `<circle cx="${num(m.x)}" cy="${num(m.y)}" r="${num(m.r)}" fill="${colors[m.group % colors.length]}"/>`)
    .join('');
  return `<g fill-opacity="0.6" stroke="${background}" stroke-width="1">${circles}</g>`;
}
