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

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/** The path of a request, or null when its URL (its Host header) is not a valid one. */
export function pathOf(request: Request): string | null {
  try {
    return new URL(request.url).pathname;
  } catch {
    return null;
  }
}

/** Bun's largest idle timeout, in seconds. */
const MAX_IDLE_SECONDS = 255;

export const requestGuard = ({ handlerSeconds }: { handlerSeconds: number }) =>
  new Elysia({ name: 'request-guard' })
    .onRequest(({ request, set }) => {
      const path = pathOf(request);
      if (path === null) throw new BadRequestError('The Host header is not a valid host name');
      if (path.startsWith('/api/')) Object.assign(set.headers, API_HEADERS);
    })
    .onBeforeHandle({ as: 'global' }, ({ request, server }) => {
      server?.timeout(request, Math.min(MAX_IDLE_SECONDS, Math.ceil(handlerSeconds)));
    });

export const apiHeaders = API_HEADERS;
