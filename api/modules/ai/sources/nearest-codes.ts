/**
 * Known codes close to one a source does not know, so the model's second try can pick a real one.
 * Case is ignored: a model writing "ngdp_rpch" meant NGDP_RPCH.
 */
export function nearestCodes(wanted: string, known: Iterable<string>, max = 5): string[] {
  const target = wanted.toUpperCase();
  const ranked: Array<{ code: string; contains: boolean; distance: number; prefix: number }> = [];
  for (const code of known) {
    const upper = code.toUpperCase();
    if (upper === target) continue;
    ranked.push({
      code,
      // "GDP" asked, "NGDPD" known: containment says more than the raw edit distance does.
      contains: upper.includes(target) || target.includes(upper),
      distance: editDistance(target, upper),
      prefix: sharedPrefix(target, upper),
    });
  }
  ranked.sort((a, b) => Number(b.contains) - Number(a.contains) || a.distance - b.distance || b.prefix - a.prefix || a.code.localeCompare(b.code));
  return ranked.slice(0, max).map((entry) => entry.code);
}

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
