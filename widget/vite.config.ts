import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The runtime is one ES module with a content hash in its name, so `/widget/*` can be cached for a
// year. The manifest tells the server (and the loader it writes) which file is current.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/widget', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2021',
    rolldownOptions: {
      input: { 'chart-embed': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      output: { entryFileNames: '[name].[hash].js', format: 'es' },
    },
  },
});
