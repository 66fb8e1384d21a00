import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { mapGeometry } from './build/map-geometry.ts';
import { noPreloadHelper } from './build/no-preload-helper.ts';
import { parallelChunkDeps } from './build/parallel-chunk-deps.ts';
import { terserPass } from './build/terser-pass.ts';
import { stripLitGlobals } from './build/strip-lit-globals.ts';
import { uplotFeatures } from './build/uplot-features.ts';

/**
 * Lit keeps the whitespace of html`` templates. In the minified chunk a newline followed
 * by spaces only occurs inside template literals (ours), so folding those runs to one space
 * shrinks the templates without changing what they render.
 */
const foldTemplateIndentation: Plugin = {
  name: 'fold-template-indentation',
  renderChunk: (code) => code.replace(/\n +/g, ' '),
};

/** Our stylesheet is one plain CSS text (no expressions): drop the spaces CSS does not need. */
const minifyCssTemplates: Plugin = {
  name: 'minify-css-templates',
  transform(code, id) {
    if (!id.endsWith('/widget/src/styles.ts')) return null;
    return code.replace(
      /unsafeCSS\(`([^`$]*)`\)/g,
      (_, text: string) =>
        `unsafeCSS(\`${text
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/;}/g, '}')
          .trim()}\`)`,
    );
  },
};

// The runtime is one ES module with a content hash in its name, so `/widget/*` can be cached for a
// year. The manifest tells the server (and the loader it writes) which file is current.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  // The same alias as tsconfig.json's `paths`.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  plugins: [
    noPreloadHelper(),
    parallelChunkDeps(),
    stripLitGlobals(),
    uplotFeatures(),
    mapGeometry(),
    minifyCssTemplates,
    foldTemplateIndentation,
    terserPass(),
  ],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/widget', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Terser's extra passes write the runtime about 600 B gzip smaller than the default minifier,
    // which pays for the English formats a cold page paints with (shared/formats/english-formats.ts).
    // Lazy chunks load with a plain import() (see build/no-preload-helper.ts).
    modulePreload: false,
    rolldownOptions: {
      input: {
        'chart-embed': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        // The standalone page's toolbar (Preact): a separate file, never part of the embed runtime.
        'page-toolbar': fileURLToPath(new URL('./src/page-toolbar/toolbar.tsx', import.meta.url)),
      },
      output: {
        entryFileNames: '[name].[hash].js',
        chunkFileNames: '[name].[hash].js',
        format: 'es',
        // V8's explicit compile hint: nearly every function of the entry runs when a chart draws, so
        // Chromium compiles them all while the file streams in, off the main thread, instead of one
        // by one on first call between the script tag and the first frame.
        postBanner: (chunk) => (chunk.name === 'chart-embed' ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
});
