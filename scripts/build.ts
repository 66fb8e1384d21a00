/**
 * Builds the widget runtime and the builder SPA when their inputs changed since the last build
 * (a content hash, not mtimes: a fresh clone has new mtimes but the same files), then prints the
 * size report. `--force` rebuilds anyway. Uses only Node APIs so tests can call it too.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildManifest } from './build-manifest';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Target {
  name: 'widget' | 'builder';
  config: string;
  inputs: string[];
}

const TARGETS: Target[] = [
  { name: 'widget', config: 'widget/vite.config.ts', inputs: ['widget/src', 'widget/build', 'widget/vite.config.ts', 'shared'] },
  {
    name: 'builder',
    config: 'builder/vite.config.ts',
    inputs: ['builder', 'shared', 'widget/src', 'widget/build'],
  },
];

const COMMON_INPUTS = ['package-lock.json', 'tsconfig.json'];

function listFiles(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : listFiles(join(path, name))));
}

function inputHash(target: Target): string {
  const hash = createHash('sha256');
  for (const file of [...target.inputs, ...COMMON_INPUTS]
    .flatMap(listFiles)
    .filter((f) => !f.endsWith('.test.ts'))
    .sort()) {
    hash
      .update(relative(root, join(root, file)))
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function stampFile(target: Target): string {
  return join(root, 'dist', target.name, '.build-hash');
}

/** Returns the names of the targets it built. */
export function buildIfStale(options: { force?: boolean; quiet?: boolean } = {}): string[] {
  const built: string[] = [];
  for (const target of TARGETS) {
    const hash = inputHash(target);
    const stamp = stampFile(target);
    if (!options.force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    if (!options.quiet) console.log(`Building the ${target.name}...`);
    const result = spawnSync(
      process.execPath.includes('bun') ? 'node' : process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        join(root, target.config),
        // The builder's config draws the demo frames from shared/ source, which the default loader warns about.
        '--configLoader',
        'runner',
        '--logLevel',
        options.quiet ? 'error' : 'warn',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) throw new Error(`Building the ${target.name} failed`);
    if (target.name === 'widget') buildManifest();
    writeFileSync(stamp, hash);
    built.push(target.name);
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = buildIfStale({ force: process.argv.includes('--force') });
  if (built.length === 0) console.log('The widget and the builder are up to date.');
  const { printSizeReport } = await import('./size-report');
  if (!printSizeReport()) process.exit(1);
}
