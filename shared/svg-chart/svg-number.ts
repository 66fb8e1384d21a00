/**
 * Coordinates as short text: a tenth of a pixel is finer than any screen shows, and the shorter
 * numbers keep a 10,000-point chart's path a fraction of its size with full precision.
 */
export function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 10) / 10;
  // Avoids "-0", which is valid but reads like a mistake when someone opens the file.
  return rounded === 0 ? '0' : String(rounded);
}
