import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:map-geometry';
const RESOLVED = `\0${ID}`;
const SCRIPT = fileURLToPath(new URL('./map-geometry-files.ts', import.meta.url));
const BUN = fileURLToPath(new URL('../../node_modules/.bin/bun', import.meta.url));
/** Where the dev server answers the files (the build writes them beside the chunks instead). */
const DEV_PATH = '/__map-geometry/';

interface Written {
  files: Record<string, { fileName: string; source: string }>;
  module: string;
}

const write = (base: string): Written => JSON.parse(execFileSync(BUN, [SCRIPT, base], { encoding: 'utf8', maxBuffer: 1 << 26 })) as Written;

/**
 * The map geometry as hashed, immutable JSON files beside the chunks (`folder`: '' for the
 * runtime's dist/widget, where chunks sit at the top; 'assets/' for the builder's), and
 * `virtual:map-geometry`, which only the map chunk imports: their URLs, resolved against the chunk's
 * own, so a page that loads the runtime from our origin fetches them from there too. Line charts
 * never fetch them. Written by map-geometry-files.ts, run under Bun as the server runs it. The dev
 * server answers them from memory.
 */
export function mapGeometry(folder = ''): Plugin {
  let written: Written | null = null;
  let serving = false;
  return {
    name: 'map-geometry',
    configResolved: (config) => void (serving = config.command === 'serve'),
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (request, response, next) => {
        written ??= write(DEV_PATH);
        const file = Object.values(written.files).find((f) => request.url === `/${f.fileName}`);
        if (!file) return next();
        response.setHeader('content-type', 'application/json');
        response.end(file.source);
      });
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      written ??= write(serving ? DEV_PATH : 'chunk');
      if (!serving) for (const { fileName, source } of Object.values(written.files)) this.emitFile({ type: 'asset', fileName: folder + fileName, source });
      return written.module;
    },
  };
}
