/**
 * Writes widget/custom-elements.json (the custom elements manifest editors and docs tools read)
 * from the element's JSDoc, keeping only the public API: internal state (`_x`) and private (`#x`)
 * members are left out. Run by `npm run build` whenever the widget is rebuilt.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the manifest is committed; package.json's `customElements` names this path. */
export const MANIFEST_PATH = 'widget/custom-elements.json';

const SOURCES = ['widget/src/chart-embed.ts', 'widget/src/index.ts'];

// The analyzer's CLI also points package.json's `customElements` at whatever folder it wrote to (a
// temporary folder put a temporary path there), and its `--packagejson` cannot be switched off from
// the command line. Its API only returns the manifest, so that is what runs. It runs in a child
// process because loading the analyzer's TypeScript takes about 0.4 s, which every script importing
// build.ts would otherwise pay even when nothing is rebuilt. Sources are named relative to the
// repository so that no path of this machine ends up in the manifest.
const ANALYZE = `
import { readFileSync } from 'node:fs';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
const modules = JSON.parse(process.argv[1]).map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2015, true));
process.stdout.write(JSON.stringify(create({ modules, plugins: litPlugin(), context: { dev: false, thirdPartyCEMs: [] } })));
`;

interface Named {
  name: string;
  privacy?: string;
}

/** The manifest's text, public API only. Writes no file. */
export function generateManifest(): string {
  const result = spawnSync('node', ['--input-type=module', '--eval', ANALYZE, JSON.stringify(SOURCES)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`The custom elements manifest could not be built:\n${result.error?.message ?? result.stderr}`);
  }
  const manifest = JSON.parse(result.stdout);
  const isPublic = (m: Named) => !m.name.startsWith('_') && !m.name.startsWith('#') && m.privacy !== 'private';
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.members) declaration.members = declaration.members.filter(isPublic);
      if (declaration.attributes) declaration.attributes = declaration.attributes.filter(isPublic);
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Writes the manifest when its text changed; returns whether it did. */
export function buildManifest(): boolean {
  const path = join(root, MANIFEST_PATH);
  const text = generateManifest();
  // An unchanged manifest is not rewritten, so that not even its mtime says a build changed it.
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildManifest();
