import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mapGeometry } from '../widget/build/map-geometry';
import { demoFrames } from './demo-frames';

const apiPort = process.env.API_PORT ?? '3001';

// `npm run dev` serves the builder with HMR and sends /api, /e and /widget to the API in watch mode.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The previews draw with the widget's source, maps included: their geometry goes beside the chunks.
  plugins: [react(), demoFrames(), mapGeometry('assets/')],
  // The same alias as tsconfig.json's `paths`.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/builder', import.meta.url)),
    emptyOutDir: true,
    // Read by scripts/size-report.ts to add up the JavaScript each route loads.
    manifest: true,
    target: 'es2022',
    // The size report (scripts/size-report.ts) prints gzip sizes per route chunk instead.
    reportCompressedSize: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(['/api', '/e', '/widget'].map((path) => [path, `http://127.0.0.1:${apiPort}`])),
  },
});
