/**
 * Deterministic synthetic numbers for the fake open-data sources. They are NOT real statistics:
 * a hash of (code, entity, year) scaled to a range that looks plausible for the kind of indicator,
 * so a chart can be checked against exactly what a fake served.
 */

/** FNV-1a over the parts: stable across runs and machines. */
export function fakeHash(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

// First match wins; a code the catalogue adds later lands on the last, generic range.
const RANGES: Array<[pattern: RegExp, min: number, max: number, decimals: number]> = [
  [/POP/, 1_000_000, 1_400_000_000, 0],
  [/^NY\.GDP\.MKTP\.CD$/, 10_000_000_000, 25_000_000_000_000, 0],
  [/PCAP|DPC$/, 500, 90_000, 3],
  [/^NGDPD$/, 100, 30_000, 3],
  [/ZG$|PCH$/, -4, 9, 3],
  [/LE00/, 55, 85, 3],
  [/CO2/, 10, 12_000, 3],
  [/UEM|^LUR$/, 2, 15, 3],
  [/GGXWDG/, 20, 150, 3],
];

export function syntheticValue(code: string, entity: string, year: number): number {
  const [, min, max, decimals] = RANGES.find(([pattern]) => pattern.test(code)) ?? [null, 0, 100, 2];
  const fraction = fakeHash(code, entity, year) / 2 ** 32;
  return Number((min + fraction * (max - min)).toFixed(decimals));
}
