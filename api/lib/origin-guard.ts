/**
 * CSRF defence without tokens: a state-changing API request whose Origin (or, failing that,
 * Referer) names another site is refused with 403. Requests with neither header come from
 * non-browser clients, which carry no ambient cookies to abuse; SameSite=Lax covers the rest.
 */
import { Elysia } from 'elysia';
import { ForbiddenError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originGuard(ownOrigin: (request: Request) => string) {
  return new Elysia({ name: 'origin-guard' }).onRequest(({ request }) => {
    if (SAFE_METHODS.has(request.method) || !new URL(request.url).pathname.startsWith('/api/')) return;
    const claimed = request.headers.get('origin') ?? originOf(request.headers.get('referer'));
    if (claimed !== null && claimed !== ownOrigin(request)) {
      throw new ForbiddenError('Cross-site requests are not allowed');
    }
  });
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
