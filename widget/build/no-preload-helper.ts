import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in a preload helper, even with `modulePreload: false` (it is there
 * to load CSS that lazy chunks import; we have none). On someone else's page that helper is a
 * bad guest: it adds `<link>` tags to the host's <head> and fires `vite:preloadError` on the host's
 * window, and it costs bytes in the entry. This plugin answers the helper's module with one that
 * only runs the import.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER ? id : null),
    load: (id) => (id === HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}
