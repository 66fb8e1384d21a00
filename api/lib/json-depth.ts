/**
 * How deeply a JSON text nests arrays and objects, counted in one pass without parsing it. Deep
 * nesting is refused before `JSON.parse` and before validation: a body of 100,000 `[` is only
 * 200 KB, yet recursing through it (Elysia builds its validation message recursively) overflows the
 * stack and holds the whole server for seconds. Returns as soon as `limit` is passed.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}
