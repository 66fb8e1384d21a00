/**
 * The first thing every request meets. A request whose URL cannot be read (a Host header such as
 * `a b`, `x@y` or `evil.example:99999`) is answered 400 here, before anything that parses the URL;
 * and API answers carry the headers a JSON API should send (also on errors).
 *
 * Bun closes a connection that is silent for `idleTimeout` seconds, which keeps a client from
 * holding one open with a body it never finishes. The server is silent too while a handler waits
 * for an upstream (an AI answer may take a minute), so once the request is whole (before the
 * handler runs) its connection may wait as long as the slowest upstream is allowed to take.
 */
import { Elysia } from 'elysia';
import { BadRequestError } from './errors';
import { urlHasNul } from './storable-text';

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * API calls any page may make from a browser, answers and errors alike: oEmbed is read by CMS
 * editors and link previews running on other sites.
 */
const OPEN_API_PATHS: ReadonlySet<string> = new Set(['/api/oembed']);

/** The headers an API answer to this path carries beyond JSON's own. */
export function apiHeadersFor(path: string | null): Record<string, string> {
  return path !== null && OPEN_API_PATHS.has(path) ? { ...API_HEADERS, 'access-control-allow-origin': '*' } : API_HEADERS;
}

/** The path of a request, or null when its URL (its Host header) is not a valid one. */
export function pathOf(request: Request): string | null {
  try {
    return new URL(request.url).pathname;
  } catch {
    return null;
  }
}

const BAD_HOST = 'The Host header is not a valid host name';
const NUL_IN_URL = 'The address must not contain the character U+0000 (NUL)';

/**
 * The same first check for Bun's native routes (the embed paths, the runtime), which run ahead of
 * Elysia's lifecycle: the handler runs only for a request whose URL can be read.
 */
export function guardNative<R extends Request>(handler: (request: R) => Response | Promise<Response>, answer: (error: unknown, request: Request) => Response) {
  return (request: R): Response | Promise<Response> => {
    if (pathOf(request) === null) return answer(new BadRequestError(BAD_HOST), request);
    if (urlHasNul(request.url)) return answer(new BadRequestError(NUL_IN_URL), request);
    return handler(request);
  };
}

/** Bun's largest idle timeout, in seconds. */
const MAX_IDLE_SECONDS = 255;

export const requestGuard = ({ handlerSeconds }: { handlerSeconds: number }) =>
  new Elysia({ name: 'request-guard' })
    .onRequest(({ request, set }) => {
      const path = pathOf(request);
      if (path === null) throw new BadRequestError(BAD_HOST);
      if (urlHasNul(request.url)) throw new BadRequestError(NUL_IN_URL);
      if (path.startsWith('/api/')) Object.assign(set.headers, apiHeadersFor(path));
    })
    .onBeforeHandle({ as: 'global' }, ({ request, server }) => {
      server?.timeout(request, Math.min(MAX_IDLE_SECONDS, Math.ceil(handlerSeconds)));
    });
