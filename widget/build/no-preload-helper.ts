import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * A call of the helper, as the bundle has it before minification: `helper(()=>import(…)…,
 * __VITE_PRELOAD__)`, or with an async arrow that picks the names used from the import.
 */
const CALL = /\b([\w$]+)\((?:async)?\(\)=>(?:\{let\{[^}]*\}=await )?import\(/;
const DEPS = ',__VITE_PRELOAD__)';

/**
 * Vite wraps every dynamic import in a preload helper, even with `modulePreload: false` (it is there
 * to load CSS that lazy chunks import; we have none). On someone else's page that helper is a
 * bad guest: it adds `<link>` tags to the host's <head> and fires `vite:preloadError` on the host's
 * window, and it costs bytes in the entry. This plugin answers the helper's module with one that
 * only runs the import, then unwraps each call, so only the plain `import()` is left. A call of
 * another shape fails the build rather than keep the helper unnoticed.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? id : null),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const helper = CALL.exec(chunk.code)?.[1];
        if (!helper) continue;
        // `helper(()=>X,deps)` becomes `(()=>X)()`, which the terser pass folds to X.
        const opening = new RegExp(`\\b${helper.replace(/\$/g, '\\$')}\\(((?:async)?\\(\\)=>)`, 'g');
        const calls = chunk.code.match(opening)?.length ?? 0;
        const code = chunk.code.replace(opening, '($1').replaceAll(DEPS, ')()');
        if (calls !== chunk.code.split(DEPS).length - 1) this.error(`no-preload-helper: a dynamic import of another shape in ${chunk.fileName}`);
        chunk.code = code;
      }
    },
  };
}
