/**
 * Who a personal access token stands for, as the session plugin asks it. Making, listing and
 * revoking tokens is the tokens module's; reading one is every module's, so it lives here.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { UnauthorizedError } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { hashToken } from '../lib/tokens';
import { ACCOUNT_DISABLED, type UserRow } from './account';

/** Writing last-used on every call would cost a write per call; once a minute says enough. */
const LAST_USED_STEP_MS = 60_000;

/**
 * The user a bearer token stands for, counted against the rate limit that all of the account's
 * tokens share (429 with Retry-After over it): more tokens give a script no more calls. An
 * unknown or revoked token, or one of a disabled account, is a 401.
 */
export async function userForToken(deps: { db: Db; clock: Clock; limiter: RateLimiter }, token: string): Promise<{ user: UserRow; tokenId: number }> {
  const [found] = await deps.db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, hashToken(token)));
  if (!found) throw new UnauthorizedError('The access token is not valid: it was revoked, or never existed');
  // Kept, not deleted, so the account's scripts work again when the admin enables it.
  if (found.user.disabledAt !== null) throw new UnauthorizedError(ACCOUNT_DISABLED);
  await deps.limiter.hit([`tokens:user:${found.user.id}`]);
  const now = deps.clock.now();
  if (!found.token.lastUsedAt || now.getTime() - found.token.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    await deps.db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(
        and(eq(accessTokens.id, found.token.id), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_STEP_MS)))),
      );
  }
  return { user: found.user, tokenId: found.token.id };
}
