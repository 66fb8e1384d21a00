/**
 * WCAG 2 contrast between two colours, from 1 (the same) to 21 (black on white). Marks such as
 * lines, bars and slices need 3:1 against what they are drawn on (WCAG 1.4.11, non-text contrast).
 */

/** The ratio WCAG 1.4.11 asks of lines, bars and slices against their background. */
export const NON_TEXT_CONTRAST = 3;

/** The relative luminance of a `#rrggbb` colour (0 for black, 1 for white), or null for anything else. */
export function relativeLuminance(color: string): number | null {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return null;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** How two `#rrggbb` colours contrast, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter; null when either is not `#rrggbb`. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
