/**
 * `virtual:map-geometry` for the builder's copy of the widget: the map chunk the preview loads
 * fetches the geometry files the widget's own build wrote and the server serves under /widget/
 * (the same names, as both are written from the same atlases by the same script), so the builder
 * emits no second copy and a creator's browser caches one file for previews and embeds alike.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:map-geometry';
const RESOLVED = `\0${ID}`;
const SCRIPT = fileURLToPath(new URL('../widget/build/map-geometry-files.ts', import.meta.url));
const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));

export function widgetMapGeometry(): Plugin {
  let module: string | null = null;
  return {
    name: 'widget-map-geometry',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      module ??= (JSON.parse(execFileSync(BUN, [SCRIPT, '/widget/'], { encoding: 'utf8', maxBuffer: 1 << 26 })) as { module: string }).module;
      return module;
    },
  };
}
