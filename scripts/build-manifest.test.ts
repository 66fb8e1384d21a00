import { readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateManifest, MANIFEST_PATH } from './build-manifest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJsonPath = join(root, 'package.json');

interface Manifest {
  modules: { path: string; declarations?: { members?: { name: string }[]; attributes?: { name: string }[] }[] }[];
}

// The analyzer runs for real: a stub could not show that the real one leaves package.json alone.
describe('the custom elements manifest step', { timeout: 30_000 }, () => {
  let packageJsonBefore: Buffer;
  let packageJsonMtime: number;
  let text: string;

  beforeAll(() => {
    packageJsonBefore = readFileSync(packageJsonPath);
    packageJsonMtime = statSync(packageJsonPath).mtimeMs;
    text = generateManifest();
  });

  it('does not write package.json', () => {
    // The mtime catches a rewrite that happened to leave the same bytes.
    expect(readFileSync(packageJsonPath).equals(packageJsonBefore)).toBe(true);
    expect(statSync(packageJsonPath).mtimeMs).toBe(packageJsonMtime);
  });

  it('leaves package.json pointing at the committed manifest', () => {
    expect(JSON.parse(packageJsonBefore.toString('utf8')).customElements).toBe(MANIFEST_PATH);
  });

  it('holds no path of this machine, temporary or otherwise', () => {
    expect(text).not.toContain(root);
    expect(text).not.toContain(tmpdir());
    const manifest = JSON.parse(text) as Manifest;
    expect(manifest.modules.length).toBeGreaterThan(0);
    for (const module of manifest.modules) expect(module.path).toMatch(/^widget\/src\/[\w./-]+\.ts$/);
  });

  it('comes out byte-identical when nothing changed', () => {
    expect(generateManifest()).toBe(text);
  });

  it('keeps only the public API', () => {
    const manifest = JSON.parse(text) as Manifest;
    const names = manifest.modules.flatMap((m) => (m.declarations ?? []).flatMap((d) => [...(d.members ?? []), ...(d.attributes ?? [])]));
    expect(names.length).toBeGreaterThan(0);
    for (const { name } of names) expect(name).not.toMatch(/^[_#]/);
  });
});
