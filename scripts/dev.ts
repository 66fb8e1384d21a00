/**
 * `npm run dev`: the API under `bun --watch` on API_PORT (default 3001) and Vite with HMR on PORT
 * (default 3000), which proxies /api, /e and /widget to the API. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { buildIfStale } from './build';

// /e/SLUG.js points at the built widget runtime, so build it (and the builder) first if stale.
buildIfStale();

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch', 'api/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('node', ['node_modules/vite/bin/vite.js', '--config', 'builder/vite.config.ts', '--configLoader', 'runner'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
