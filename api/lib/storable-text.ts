/**
 * Text PostgreSQL cannot store as sent: U+0000 (NUL), which `text` and `jsonb` refuse outright
 * (the insert failed and the request answered 500), and an unpaired UTF-16 surrogate, which
 * would be stored as U+FFFD, a character the sender never wrote.
 */

/** Cheap first look at a JSON text: both can only arrive as `\u` escapes. */
const ESCAPED = /\\u0000|\\u[dD][89a-fA-F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the character U+0000 (NUL)';
  if (LONE_SURROGATE.test(text)) return 'holds a broken character (an unpaired UTF-16 surrogate)';
  return null;
}

/**
 * The first string (or key) in a parsed JSON value that cannot be stored, as a message naming its
 * field (`options.title`, `data.labels[3]`), or null. `source` is the JSON text it was parsed from.
 */
export function unstorableText(value: unknown, source: string): string | null {
  if (!ESCAPED.test(source)) return null;
  const walk = (v: unknown, path: string): string | null => {
    if (typeof v === 'string') {
      const problem = problemOf(v);
      return problem && `${path || 'The request body'} ${problem}`;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], `${path}[${i}]`);
        if (found) return found;
      }
      return null;
    }
    if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const field = path ? `${path}.${key}` : key;
        const keyProblem = problemOf(key);
        if (keyProblem) return `A field name ${keyProblem}`;
        const found = walk(item, field);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(value, '');
}

/** For a URL: NUL in a path or query, `%00` once decoded, is refused the same way. */
export const urlHasNul = (url: string) => /%00/.test(url);
