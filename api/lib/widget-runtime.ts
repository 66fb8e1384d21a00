import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The hashed runtime file from the widget build's manifest (`chart-embed.HASH.js`), or null if unbuilt. */
export function widgetRuntimeFile(distDir: string): string | null {
  const manifest = join(distDir, 'widget/.vite/manifest.json');
  if (!existsSync(manifest)) return null;
  const entries = Object.values(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>);
  return entries.find((e) => e.isEntry)?.file ?? null;
}
