/**
 * Reading tests/upstream-recordings (issue 44) in tests: a recording's text, its JSON (the SEC
 * companyfacts file is Python's repr of the decoded answer, read by `pythonLiteral`), and the SHAPE
 * of an answer, so a fake's answer can be checked against what the recordings hold: which key paths
 * exist and which types each holds, and for a CSV its header and the kinds of its cells.
 */
import { readdirSync, readFileSync } from 'node:fs';

const ROOT = new URL('../upstream-recordings/', import.meta.url);

export const recordingText = (path: string): string => readFileSync(new URL(path, ROOT), 'utf8');

/** Every recording of a source (its bodies, not their provenance), as paths under the corpus. */
export function recordingsOf(source: string, extension?: string): string[] {
  return readdirSync(new URL(`${source}/`, ROOT))
    .filter((name) => !name.endsWith('.provenance.json') && (!extension || name.endsWith(extension)))
    .sort()
    .map((name) => `${source}/${name}`);
}

/** The README's words with its line wrapping undone, where described answers are quoted. */
export const recordingsReadme = (): string => recordingText('README.md').replace(/\s+/g, ' ');

/**
 * A Python literal as `repr` writes decoded JSON: dicts, lists, single- or double-quoted strings
 * with backslash escapes, ints, floats, True, False and None. Anything else throws.
 */
export function pythonLiteral(text: string): unknown {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`python literal: ${what} at ${at}: ${JSON.stringify(text.slice(at, at + 30))}`);
  };
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const string = (): string => {
    const quote = text[at++];
    let out = '';
    for (;;) {
      const char = text[at++];
      if (char === undefined) return fail('an unclosed string');
      if (char === quote) return out;
      if (char !== '\\') {
        out += char;
        continue;
      }
      const escaped = text[at++];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', b: '\b', f: '\f' };
      if (escaped !== undefined && escaped in simple) out += simple[escaped];
      else if (escaped === 'x' || escaped === 'u' || escaped === 'U') {
        const length = escaped === 'x' ? 2 : escaped === 'u' ? 4 : 8;
        out += String.fromCodePoint(parseInt(text.slice(at, at + length), 16));
        at += length;
      } else fail(`an escape \\${escaped}`);
    }
  };
  const value = (): unknown => {
    space();
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at++;
      const items: Array<[unknown, unknown]> = [];
      for (;;) {
        space();
        if (text[at] === close) break;
        const first = value();
        space();
        if (char === '{') {
          if (text[at++] !== ':') fail('a missing colon');
          items.push([first, value()]);
        } else items.push([first, undefined]);
        space();
        if (text[at] === ',') at++;
        else if (text[at] !== close) fail('a missing comma');
      }
      at++;
      return char === '{' ? Object.fromEntries(items.map(([k, v]) => [String(k), v])) : items.map(([item]) => item);
    }
    if (char === "'" || char === '"') return string();
    for (const [word, meaning] of [
      ['True', true],
      ['False', false],
      ['None', null],
    ] as const) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return meaning;
      }
    }
    const number = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(at));
    if (!number) return fail('an unknown token');
    at += number[0].length;
    return Number(number[0]);
  };
  const result = value();
  space();
  if (at !== text.length) fail('text after the value');
  return result;
}

export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

const kindOf = (value: unknown): JsonKind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as 'string' | 'number' | 'boolean');

/**
 * The shape of a JSON value: every key path it holds and the kinds found there. Array elements
 * are `[*]`; objects whose keys are data rather than field names (years, codes, row numbers) are
 * `*` at the paths given in `records` (`*` in a pattern matches any one key or index).
 */
export function shapeOf(value: unknown, records: readonly string[] = []): Map<string, Set<JsonKind>> {
  const shape = new Map<string, Set<JsonKind>>();
  const patterns = records.map((pattern) => new RegExp(`^${pattern.replace(/[.[\]$]/g, '\\$&').replace(/\*/g, '[^.]+')}$`));
  const isRecord = (path: string) => patterns.some((pattern) => pattern.test(path));
  const walk = (node: unknown, path: string) => {
    const kind = kindOf(node);
    if (!shape.has(path)) shape.set(path, new Set());
    shape.get(path)!.add(kind);
    if (kind === 'array') for (const item of node as unknown[]) walk(item, `${path}[*]`);
    if (kind === 'object') {
      for (const [key, child] of Object.entries(node as Record<string, unknown>)) walk(child, `${path}.${isRecord(path) ? '*' : key}`);
    }
  };
  walk(value, '$');
  return shape;
}

/** Merges shapes (several recordings of one call): every path of each, with every kind seen. */
export function mergeShapes(shapes: ReadonlyArray<Map<string, Set<JsonKind>>>): Map<string, Set<JsonKind>> {
  const merged = new Map<string, Set<JsonKind>>();
  for (const shape of shapes) for (const [path, kinds] of shape) merged.set(path, new Set([...(merged.get(path) ?? []), ...kinds]));
  return merged;
}

/** What a fake answers beyond the recordings: paths they never hold, and kinds never seen at a path. */
export function shapeBeyond(answered: Map<string, Set<JsonKind>>, recorded: Map<string, Set<JsonKind>>): string[] {
  const beyond: string[] = [];
  for (const [path, kinds] of answered) {
    const seen = recorded.get(path);
    if (!seen) beyond.push(`${path} (no recording holds it)`);
    else for (const kind of kinds) if (!seen.has(kind)) beyond.push(`${path}: ${kind} (recorded: ${[...seen].join(', ')})`);
  }
  return beyond;
}

export type CellKind = 'empty' | 'integer' | 'decimal' | 'day' | 'text';

/** A CSV's header and, per column, the kinds of its cells (quoted cells read as their text). */
export function csvShape(text: string): { header: string[]; kinds: Array<Set<CellKind>>; lineEnd: string; finalNewline: boolean } {
  const lines = text.split(/\r?\n/);
  const finalNewline = lines.at(-1) === '';
  if (finalNewline) lines.pop();
  const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const [header = '', ...rows] = lines;
  const names = cells(header);
  const kinds = names.map(() => new Set<CellKind>());
  for (const row of rows) {
    cells(row).forEach((cell, i) => {
      const kind: CellKind =
        cell === '' ? 'empty' : /^-?\d+$/.test(cell) ? 'integer' : /^-?\d*\.\d+$/.test(cell) ? 'decimal' : /^\d{4}-\d{2}-\d{2}$/.test(cell) ? 'day' : 'text';
      kinds[i]?.add(kind);
    });
  }
  return { header: names, kinds, lineEnd: text.includes('\r\n') ? '\r\n' : '\n', finalNewline };
}
