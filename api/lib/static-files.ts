/**
 * Serves a built folder (the builder SPA, the widget runtime) with the headers a CDN and a browser
 * want: hashed files cached for a year, everything else revalidated by ETag, text compressed with
 * brotli or gzip once and kept in memory. The SPA fallback answers index.html for client routes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { cachedBody, respondCached, type CachedBody } from './cached-response';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticSiteOptions {
  root: string;
  /** Paths under these prefixes carry a content hash in their name and never change. */
  immutablePrefixes: string[];
  /** Answer index.html for paths that name no file (client-side routes). */
  spaFallback: boolean;
  /** Extra headers on every file, such as CORS for the widget runtime. */
  headers?: Record<string, string>;
}

export function createStaticSite(options: StaticSiteOptions) {
  const root = resolve(options.root);
  const cache = new Map<string, CachedBody | null>();
  // Constants, so respondCached builds each file's header records once.
  const immutable = { 'cache-control': IMMUTABLE, ...options.headers };
  const revalidated = { 'cache-control': 'no-cache', ...options.headers };

  function load(file: string): CachedBody | null {
    if (cache.has(file)) return cache.get(file)!;
    const entry = existsSync(file) && statSync(file).isFile() ? cachedBody(readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream') : null;
    cache.set(file, entry);
    return entry;
  }

  function fileFor(pathname: string): string | null {
    // Dot-files (such as Vite's .vite/manifest.json) are build metadata, not part of the site.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return null;
    const target = resolve(root, `.${pathname}`);
    return target === root || target.startsWith(root + sep) ? target : null;
  }

  return {
    /** The response for a GET of this path, or null when the site has nothing for it. */
    respond(request: Request, pathname: string): Response | null {
      const file = fileFor(pathname);
      let entry = file ? load(file) : null;
      let headers = options.immutablePrefixes.some((p) => pathname.startsWith(p)) ? immutable : revalidated;
      if (!entry) {
        const looksLikeRoute = extname(pathname) === '' || pathname.endsWith('.html');
        if (!options.spaFallback || !looksLikeRoute || headers === immutable) return null;
        entry = load(resolve(root, 'index.html'));
        headers = revalidated;
        if (!entry) return null;
      }
      return respondCached(request, entry, headers);
    },
    /** Whether the folder has been built at all. */
    isBuilt: () => existsSync(root),
  };
}
