/**
 * A scatter plot's marks as short SVG: plain points of one colour as one path of round-capped
 * zero-length strokes (about a dozen characters a point, so 10,000 points stay a few hundred
 * kilobytes), points that fall on the same half pixel drawn once, and bubbles as circles, the
 * largest first so that the small ones stay visible on top.
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
  for (const m of marks) {
    const key = `${m.group}:${Math.round(m.x * 2)}:${Math.round(m.y * 2)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let path = paths.get(m.group);
    if (!path) paths.set(m.group, (path = []));
    path.push(`M${num(m.x)},${num(m.y)}h0`);
  }
  return [...paths]
    .map(
      ([group, d]) =>
        `<path d="${d.join('')}" fill="none" stroke="${colors[group % colors.length]}" stroke-opacity="${opacity}" stroke-width="${num(2 * r)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** Bubbles, each its own circle with an edge of the background colour, the largest drawn first. */
export function bubblesSvg(marks: readonly Mark[], colors: readonly string[], background: string): string {
  const circles = [...marks]
    .sort((a, b) => b.r - a.r)
    .map((m) => `<circle cx="${num(m.x)}" cy="${num(m.y)}" r="${num(m.r)}" fill="${colors[m.group % colors.length]}"/>`)
    .join('');
  return `<g fill-opacity="0.7" stroke="${background}" stroke-width="0.75">${circles}</g>`;
}
