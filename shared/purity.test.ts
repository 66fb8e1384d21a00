import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `tsc -p shared` keeps Node, Bun and DOM globals out of shared/'s sources, but an import of a file
// from api/, builder/ or widget/ would simply be compiled along with them, and an import of a Node
// module only fails there while nothing happens to bring Node's types in. This test closes both.

const shared = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Statements only, never prose: the clause before `from` may hold names, braces, commas, `*`, `as`
// and `type`, so a sentence such as "data from 'stooq'" in a comment or string does not match.
const PATTERNS = [
  /^\s*(?:import|export)\s+[\w$*\s{},]+?\s+from\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function specifiers(text: string): string[] {
  return PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] as string));
}

const imports = sources(shared).flatMap((file) => specifiers(readFileSync(file, 'utf8')).map((specifier) => ({ file: relative(shared, file), specifier })));

describe('shared/ sources', () => {
  it('are found with their imports', () => {
    expect(imports).toContainEqual({ file: 'reading/csv-to-chart.ts', specifier: 'papaparse' });
    expect(imports).toContainEqual({ file: 'reading/csv-to-chart.ts', specifier: './read-columns' });
  });

  it('import nothing from outside shared/', () => {
    const outside = imports.filter(({ file, specifier }) => {
      if (!specifier.startsWith('.')) return false;
      const target = resolve(shared, dirname(file), specifier);
      return target !== shared && !target.startsWith(shared + sep);
    });
    expect(outside).toEqual([]);
  });

  it('import no Node or Bun module', () => {
    const runtime = imports.filter(({ specifier }) => isBuiltin(specifier) || specifier === 'bun' || specifier.startsWith('bun:'));
    expect(runtime).toEqual([]);
  });
});
