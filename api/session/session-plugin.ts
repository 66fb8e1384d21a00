/**
 * Resolves the signed-in user for the routes of the module that uses it (`user` is null for
 * guests): from the session cookie, renewing it along with the session, or, in modules that take
 * them (the chart calls), from a personal access token sent as `Authorization: Bearer`. A request
 * with a token is judged by its token alone: its cookies are not read.
 */
import { Elysia } from 'elysia';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { bearerTokenOf } from '../lib/bearer-token';
import type { RateLimiter } from '../lib/rate-limit';
import { SESSION_COOKIE, setSessionCookie, validateSession } from './sessions';
import { userForToken } from './token-user';
import type { UserRow } from './account';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'secureCookies'>;
  /** Given to modules whose calls a personal access token may make: each token's rate limit. */
  tokenLimiter?: RateLimiter;
}

export const TOKENS_REFUSED = 'Personal access tokens work for the chart calls only: this call takes a signed-in session or no credentials';

export function sessionPlugin(deps: SessionDeps) {
  return new Elysia().derive({ as: 'scoped' }, async ({ cookie, request }): Promise<{ user: UserRow | null; viaToken: boolean }> => {
    const bearer = bearerTokenOf(request);
    if (bearer !== null) {
      if (!deps.tokenLimiter) throw new ForbiddenError(TOKENS_REFUSED);
      const { user } = await userForToken({ db: deps.db, clock: deps.clock, limiter: deps.tokenLimiter }, bearer);
      return { user, viaToken: true };
    }
    const jar = cookie[SESSION_COOKIE]!;
    const token = jar.value;
    if (typeof token !== 'string' || token === '') return { user: null, viaToken: false };
    const session = await validateSession(deps.db, deps.clock, token);
    if (!session) {
      jar.remove();
      return { user: null, viaToken: false };
    }
    if (session.renewedUntil) setSessionCookie(jar, token, session.renewedUntil, deps.config.secureCookies);
    return { user: session.user, viaToken: false };
  });
}

/** For modules without sessions (admin): a request that sends a token is refused outright. */
export const refuseTokens = new Elysia({ name: 'refuse-tokens' }).onBeforeHandle({ as: 'scoped' }, ({ request }) => {
  if (bearerTokenOf(request) !== null) throw new ForbiddenError(TOKENS_REFUSED);
});

export function requireUser(user: UserRow | null): UserRow {
  if (!user) throw new UnauthorizedError('Not signed in');
  return user;
}
