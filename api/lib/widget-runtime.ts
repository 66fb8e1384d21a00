import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A hashed file of the widget build by its entry name (`chart-embed.HASH.js`), or null if unbuilt. */
export function widgetFile(distDir: string, name: 'chart-embed' | 'page-toolbar'): string | null {
  const manifest = join(distDir, 'widget/.vite/manifest.json');
  if (!existsSync(manifest)) return null;
  const entries = Object.values(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string; name?: string; isEntry?: boolean }>);
  return entries.find((e) => e.isEntry && e.name === name)?.file ?? null;
}

export const widgetRuntimeFile = (distDir: string) => widgetFile(distDir, 'chart-embed');
