/**
 * CSRF defence without tokens: a state-changing API request whose Origin (or, failing that,
 * Referer) names another site is refused with 403. Requests with neither header come from
 * non-browser clients, which carry no ambient cookies to abuse; SameSite=Lax covers the rest.
 */
import { Elysia } from 'elysia';
import { ForbiddenError } from './errors';
import { bearerTokenOf } from './bearer-token';
import { originOf } from './origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originGuard(ownOrigin: (request: Request) => string) {
  return new Elysia({ name: 'origin-guard' }).onRequest(({ request }) => {
    if (SAFE_METHODS.has(request.method) || !new URL(request.url).pathname.startsWith('/api/')) return;
    // A bearer token is not an ambient credential a foreign page could borrow, and a request that
    // sends one is judged by it alone (its cookies are not read): no cross-site risk to check.
    if (bearerTokenOf(request) !== null) return;
    const referer = request.headers.get('referer');
    // A Referer that names no readable origin is a claim that cannot be ours.
    const claimed = request.headers.get('origin') ?? (referer ? (originOf(referer) ?? 'unreadable') : null);
    if (claimed !== null && claimed !== ownOrigin(request)) {
      throw new ForbiddenError('Cross-site requests are not allowed');
    }
  });
}
