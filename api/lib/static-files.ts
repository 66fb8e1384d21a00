/**
 * Serves a built folder (the builder SPA, the widget runtime) with the headers a CDN and a browser
 * want: hashed files cached for a year, everything else revalidated by ETag, text compressed with
 * brotli or gzip once and kept in memory. The SPA fallback answers index.html for client routes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

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

interface Entry {
  body: Buffer;
  type: string;
  etag: string;
  compressible: boolean;
  gzip?: Buffer;
  br?: Buffer;
}

export interface StaticSiteOptions {
  root: string;
  /** Paths under these prefixes carry a content hash in their name and never change. */
  immutablePrefixes: string[];
  /** Answer index.html for paths that name no file (client-side routes). */
  spaFallback: boolean;
}

export function createStaticSite(options: StaticSiteOptions) {
  const root = resolve(options.root);
  const cache = new Map<string, Entry | null>();

  function load(file: string): Entry | null {
    if (cache.has(file)) return cache.get(file)!;
    let entry: Entry | null = null;
    if (existsSync(file) && statSync(file).isFile()) {
      const body = readFileSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      entry = {
        body,
        type,
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        compressible: /^text\/|json|svg|javascript/.test(type) && body.length > 512,
      };
    }
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
      let cacheControl = options.immutablePrefixes.some((p) => pathname.startsWith(p)) ? IMMUTABLE : 'no-cache';
      if (!entry) {
        const looksLikeRoute = extname(pathname) === '' || pathname.endsWith('.html');
        if (!options.spaFallback || !looksLikeRoute || cacheControl === IMMUTABLE) return null;
        entry = load(resolve(root, 'index.html'));
        cacheControl = 'no-cache';
        if (!entry) return null;
      }
      return send(request, entry, cacheControl);
    },
    /** Whether the folder has been built at all. */
    isBuilt: () => existsSync(root),
  };
}

function send(request: Request, entry: Entry, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'content-type': entry.type,
    'cache-control': cacheControl,
    etag: entry.etag,
    'x-content-type-options': 'nosniff',
  };
  if (entry.compressible) headers.vary = 'Accept-Encoding';
  if (request.headers.get('if-none-match') === entry.etag) return new Response(null, { status: 304, headers });

  let body = entry.body;
  if (entry.compressible) {
    const accepted = request.headers.get('accept-encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      body = entry.br;
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepted)) {
      entry.gzip ??= gzipSync(entry.body, { level: 9 });
      body = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
  }
  // Node Buffers are typed over ArrayBufferLike; these are plain ArrayBuffer-backed, so no copy is needed.
  return new Response(body as Uint8Array<ArrayBuffer>, { headers });
}
