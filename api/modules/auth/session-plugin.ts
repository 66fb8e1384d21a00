/**
 * Resolves the signed-in user from the session cookie for the routes of the module that uses it
 * (`user` is null for guests), renewing the cookie along with the session.
 */
import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { UnauthorizedError } from '../../lib/errors';
import type { UserRow } from '../users/service';
import { SESSION_COOKIE, setSessionCookie, validateSession } from './sessions';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'secureCookies'>;
}

export function sessionPlugin(deps: SessionDeps) {
  return new Elysia().derive({ as: 'scoped' }, async ({ cookie }): Promise<{ user: UserRow | null }> => {
    const jar = cookie[SESSION_COOKIE]!;
    const token = jar.value;
    if (typeof token !== 'string' || token === '') return { user: null };
    const session = await validateSession(deps.db, deps.clock, token);
    if (!session) {
      jar.remove();
      return { user: null };
    }
    if (session.renewedUntil) setSessionCookie(jar, token, session.renewedUntil, deps.config.secureCookies);
    return { user: session.user };
  });
}

export function requireUser(user: UserRow | null): UserRow {
  if (!user) throw new UnauthorizedError('Not signed in');
  return user;
}
