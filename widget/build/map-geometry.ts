import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:map-geometry';
const RESOLVED = `\0${ID}`;
const SCRIPT = fileURLToPath(new URL('./map-geometry-files.ts', import.meta.url));
const BUN = fileURLToPath(new URL('../../node_modules/.bin/bun', import.meta.url));

interface Written {
  files: Record<string, { fileName: string; source: string }>;
  module: string;
}

/**
 * The map geometry as hashed, immutable JSON files beside the runtime's chunks in dist/widget, and
 * `virtual:map-geometry`, which only the map chunk imports: their URLs, resolved against the chunk's
 * own (so a page that loads the runtime from our origin fetches them from there too). Line charts
 * never fetch them. Written by map-geometry-files.ts, run under Bun as the server runs it.
 */
export function mapGeometry(): Plugin {
  let written: Written | null = null;
  return {
    name: 'map-geometry',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      written ??= JSON.parse(execFileSync(BUN, [SCRIPT, 'chunk'], { encoding: 'utf8', maxBuffer: 1 << 26 })) as Written;
      for (const { fileName, source } of Object.values(written.files)) this.emitFile({ type: 'asset', fileName, source });
      return written.module;
    },
  };
}
