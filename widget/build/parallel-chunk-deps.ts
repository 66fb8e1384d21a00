import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; code: string };

/** A dynamic import of a file of the bundle, as the bundler writes it, in backticks or quotes: `import("./table.abc123.js")`. */
const DYNAMIC_IMPORT = /\bimport\(([`"'])\.\/([\w.-]+\.js)\1\)/g;

/**
 * A lazy chunk's own static imports (the value formats, the accessibility words it shares with
 * other chunks) are only asked for once the chunk has arrived and been parsed: a second round trip
 * before it can draw. Vite's preload helper would fetch them alongside, but through `<link>` tags
 * in the host's <head> (build/no-preload-helper.ts removes it). This plugin does the same with
 * plain imports: each `import("./chunk.js")` asks for the files the chunk needs beyond what its
 * importer has already loaded in the same breath, and answers the chunk's module. The browser's
 * module map loads each file once, whoever asks.
 */
export function parallelChunkDeps(): Plugin {
  return {
    name: 'parallel-chunk-deps',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as Chunk);
      /** A file and every file it imports statically, however deep. */
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const next of chunks.get(file)?.imports ?? []) closure(next, into);
        return into;
      };
      for (const chunk of chunks.values()) {
        const loaded = closure(chunk.fileName);
        chunk.code = chunk.code.replace(DYNAMIC_IMPORT, (call, quote: string, file: string) => {
          if (!chunks.has(file)) return call;
          const needed = [...closure(file)].filter((f) => f !== file && !loaded.has(f));
          if (!needed.length) return call;
          const imports = [...needed, file].map((f) => `import(${quote}./${f}${quote})`);
          // Promise.all handles every rejection, so a failed file is one rejection of the chunk's import.
          return `Promise.all([${imports.join(',')}]).then((m)=>m.pop())`;
        });
      }
    },
  };
}
