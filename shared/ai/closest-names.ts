/**
 * Known codes near one a source does not know, for the suggestions that go back to the model with
 * a miss: names that contain it (or that it contains) first, then small spelling differences.
 * A guess far from every known code suggests nothing rather than noise.
 */
export function closestNames(wanted: string, known: Iterable<string>, limit = 5): string[] {
  const query = wanted.trim().toLowerCase();
  if (query === '') return [];
  const scored: Array<[name: string, score: number]> = [];
  const seen = new Set<string>();
  for (const name of known) {
    if (seen.has(name)) continue;
    seen.add(name);
    const score = nearness(query, name.toLowerCase());
    if (score !== null) scored.push([name, score]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name]) => name);
}

function nearness(query: string, name: string): number | null {
  if (name === query) return 0;
  if (name.includes(query) || (name.length >= 3 && query.includes(name))) return 1;
  const allowed = Math.max(1, Math.floor(Math.min(query.length, name.length) / 3));
  const distance = editDistance(query, name, allowed);
  return distance <= allowed ? 1 + distance : null;
}

/** Levenshtein distance, given up (as `limit + 1`) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
