/**
 * Whether two words are at most one edit apart (Damerau: a letter added, dropped, changed, or two
 * neighbours swapped). Hand-written because that single question, asked of a few thousand index
 * words, is all the planner needs; a general fuzzy-search library would bring scoring to tune and
 * bytes to ship for no better answer.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
