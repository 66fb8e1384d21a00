/**
 * Writes widget/custom-elements.json (the custom elements manifest editors and docs tools read)
 * from the element's JSDoc, keeping only the public API: internal state (`_x`) and private (`#x`)
 * members are left out. Run by `npm run build` whenever the widget is rebuilt.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Named {
  name: string;
  privacy?: string;
}

export function buildManifest(): void {
  // The analyzer also records where it wrote the manifest in package.json's `customElements`; with
  // widget/ as its folder that entry is the committed, correct path, so a build changes no tracked file.
  const result = spawnSync(
    'node',
    [join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--litelement', '--globs', 'widget/src/chart-embed.ts', 'widget/src/index.ts', '--outdir', 'widget'],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`The custom elements manifest could not be built:\n${result.stderr}`);
  const manifest = JSON.parse(readFileSync(join(root, 'widget/custom-elements.json'), 'utf8'));
  const isPublic = (m: Named) => !m.name.startsWith('_') && !m.name.startsWith('#') && m.privacy !== 'private';
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.members) declaration.members = declaration.members.filter(isPublic);
      if (declaration.attributes) declaration.attributes = declaration.attributes.filter(isPublic);
    }
  }
  writeFileSync(join(root, 'widget/custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildManifest();
