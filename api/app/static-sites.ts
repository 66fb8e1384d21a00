/**
 * The two built sites the app serves from `dist/`: the builder, a single-page app, and the widget
 * runtime under `/widget/`.
 */
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { answerError } from '../lib/error-handler';
import { pathOf } from '../lib/request-guard';
import { createStaticSite } from '../lib/static-files';
import { CROSS_ORIGIN } from '../lib/cross-origin';

/**
 * The builder's pages run with a signed-in session, so no other site may frame them (a click
 * there could be a click here) and they load scripts from this origin only. Styles may be inline:
 * Radix's dialogs and the PNG download write style elements.
 */
export const BUILDER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const BUILDER_HEADERS = {
  'content-security-policy': BUILDER_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export interface StaticSites {
  /** A file of the widget runtime; also a Bun native route, so it answers its own errors. */
  widgetFile(request: Request): Response;
  /** A builder file, or index.html for the SPA's routes; throws for API and embed paths. */
  builderPage(request: Request): Response;
}

export function staticSites(distDir: string): StaticSites {
  const builder = createStaticSite({ root: `${distDir}/builder`, immutablePrefixes: ['/assets/'], spaFallback: true, headers: BUILDER_HEADERS });
  // The runtime is a module script loaded by foreign pages, so it needs CORS, and like the embed
  // paths it may be loaded and timed by any page.
  const widget = createStaticSite({
    root: `${distDir}/widget`,
    immutablePrefixes: ['/'],
    spaFallback: false,
    headers: { 'access-control-allow-origin': '*', ...CROSS_ORIGIN },
  });
  return {
    widgetFile: (request) => {
      const path = pathOf(request);
      // Ahead of the request guard, so its first check is made here: a URL that cannot be read is a 400.
      if (path === null) return answerError(new BadRequestError('The Host header is not a valid host name'), request);
      const response = widget.respond(request, path.slice('/widget'.length));
      return response ?? answerError(new NotFoundError('No such widget file'), request);
    },
    builderPage: (request) => {
      const { pathname } = new URL(request.url);
      // Unknown API and embed paths are real 404s, never the SPA's index.html.
      if (pathname.startsWith('/api/') || pathname.startsWith('/e/')) {
        throw new NotFoundError(`Not found: GET ${pathname}`);
      }
      if (!builder.isBuilt()) throw new ServiceUnavailableError('The builder has not been built yet: run `npm run build`.');
      const response = builder.respond(request, pathname);
      if (!response) throw new NotFoundError('No such file');
      return response;
    },
  };
}
