/** The headers of `/e/` answers, and the answers for a slug that holds no chart. */
import type { CachedBody } from '../../lib/cached-response';
import { CROSS_ORIGIN } from '../../lib/cross-origin';
import { NotFoundError } from '../../lib/errors';
import { isImage, OPEN_KINDS, type Addressed, type Kind } from './address';
import { IMAGE_CSP } from './chart-image';
import { renderMissingFrame } from './frame-page';
import { missingChartScript } from './loader';
import { PAGE_CSP, renderMissingChartPage } from './standalone-page';

/** A rendered answer, with the name it downloads as when it is a file, and its headers (made once). */
export type Rendered = CachedBody & { fileName?: string; headers?: Record<string, string>; policy?: string };

/**
 * Revalidated on every load, by browsers and CDNs alike (`/e/runtime.js`, which names the current
 * build): a new build shows on the next load.
 */
export const CACHE_CONTROL = 'public, no-cache';

/**
 * What a chart's answers carry (the loader, page, frame, spec, data and images): serving them
 * counts no view (the reader's browser reports views), so a CDN may keep them for 30 seconds and
 * serve them stale for 30 more while it revalidates, and for a day while we are down: an edit or
 * a refresh reaches every reader within a minute. Browsers revalidate on every load, and may show
 * the previous version once while they do (stale-while-revalidate applies to them too).
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400';

/** A beacon's answer: empty, open to any page, never kept. */
export const BEACON_HEADERS = { 'access-control-allow-origin': '*', 'cache-control': 'no-store', ...CROSS_ORIGIN };

/** A download's Content-Disposition: the plain name for old clients, the exact one in UTF-8. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function headersFor(kind: Kind, entry: Rendered): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': SHARED_CACHE_CONTROL, ...CROSS_ORIGIN };
  if (OPEN_KINDS.includes(kind)) headers['access-control-allow-origin'] = '*';
  if (entry.fileName) headers['content-disposition'] = attachment(entry.fileName);
  if (kind === 'page') headers['content-security-policy'] = entry.policy ?? PAGE_CSP;
  if (isImage(kind)) headers['content-security-policy'] = IMAGE_CSP;
  return headers;
}

/**
 * A slug with no chart: each kind answers in its own language, so a script tag gets a script that
 * says so, an iframe a small box, and a person following a dead link a page. Scripts asking for
 * JSON keep getting JSON.
 */
export function missingChart(request: Request, { slug, kind, frame }: Addressed, origin: string): Response {
  if (kind === 'js') {
    return new Response(missingChartScript(slug), { status: 404, headers: { 'content-type': 'text/javascript; charset=utf-8', ...CROSS_ORIGIN } });
  }
  if (kind === 'frame') {
    const page = renderMissingFrame(origin, slug, frame!);
    return new Response(page.html, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': page.policy, 'cache-control': 'no-store', ...CROSS_ORIGIN },
    });
  }
  if (kind === 'page' && /text\/html/.test(request.headers.get('accept') ?? '')) {
    return new Response(renderMissingChartPage(origin), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' },
    });
  }
  throw new NotFoundError('There is no chart at that address');
}
