/**
 * Text colour on a filled shape, such as a pie slice's share: the server image and the widget
 * pick it the same way.
 */

/** Black or white, whichever contrasts more with a `#rrggbb` colour (WCAG relative luminance). */
export function readableOn(color: string): string {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255);
  if (channels.some((c) => Number.isNaN(c))) return '#000000';
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05; they are equal at L ≈ 0.18.
  return luminance > 0.179 ? '#0f172a' : '#ffffff';
}
