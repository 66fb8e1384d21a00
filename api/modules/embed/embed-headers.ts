/** The headers of `/e/` answers, and the answers for a slug that holds no chart. */
import type { CachedBody } from '../../lib/cached-response';
import { NotFoundError } from '../../lib/errors';
import { isImage, OPEN_KINDS, VIEWED_KINDS, type Addressed, type Kind } from './address';
import { IMAGE_CSP } from './chart-image';
import { renderMissingFrame } from './frame-page';
import { missingChartScript } from './loader';
import { PAGE_CSP, renderMissingChartPage } from './standalone-page';

/** A rendered answer, with the name it downloads as when it is a file, and its headers (made once). */
export type Rendered = CachedBody & { fileName?: string; headers?: Record<string, string> };

/**
 * Revalidated on every load: a reader's browser (or a CDN) asks with the ETag and mostly gets a
 * 304, and an edit or a refresh shows on the next load, not a minute later.
 */
export const CACHE_CONTROL = 'public, no-cache';

/**
 * Answers that count no view (the spec, the data, the images): a CDN may keep them for a minute,
 * serve them stale for another while it revalidates, and for a day while we are down, so an edit
 * reaches every reader within two minutes. Browsers still revalidate on every load. The loader,
 * the page and the frame keep CACHE_CONTROL for as long as serving them is what counts a view.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400';

/**
 * Embeds may be loaded by any page, including ones that isolate themselves (COEP), and timed by
 * it: without Timing-Allow-Origin a host page's Resource Timing of our files is all zeros, so a
 * blogger (or bench/cold-paint.ts) could not tell our server's time from the browser's.
 */
export const CROSS_ORIGIN = { 'cross-origin-resource-policy': 'cross-origin', 'timing-allow-origin': '*' };

/** A download's Content-Disposition: the plain name for old clients, the exact one in UTF-8. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function headersFor(kind: Kind, entry: Rendered): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': VIEWED_KINDS.includes(kind) ? CACHE_CONTROL : SHARED_CACHE_CONTROL, ...CROSS_ORIGIN };
  if (OPEN_KINDS.includes(kind)) headers['access-control-allow-origin'] = '*';
  if (entry.fileName) headers['content-disposition'] = attachment(entry.fileName);
  if (kind === 'page') headers['content-security-policy'] = PAGE_CSP;
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
