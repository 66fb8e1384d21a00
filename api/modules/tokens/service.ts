/**
 * Personal access tokens: made with a session (the token is answered once; only its SHA-256 is
 * kept), listed without secrets, revoked by deleting the row, so the next call with it fails.
 * A password reset revokes them all.
 */
import { and, count, desc, eq, lt, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import { whilePasswordHolds } from '../auth/password-bound';
import { ACCOUNT_DISABLED, type UserRow } from '../users/service';
import type { NewToken, TokenRecord } from './model';

/** Secret scanners (GitHub's among them) recognise a fixed prefix; it also tells people what it is. */
const PREFIX = 'ce_pat_';
/** Writing last-used on every call would cost a write per call; once a minute says enough. */
const LAST_USED_STEP_MS = 60_000;
/** Tokens one account may hold: one per script or feed is plenty, and each is a secret to keep. */
export const MAX_TOKENS = 25;

type TokenRow = typeof accessTokens.$inferSelect;

export const toTokenRecord = (row: TokenRow): TokenRecord => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * A new token for the owner of a session, as the session read them. Not made once the account's
 * password changed since (the reset that ended the session revokes tokens, and would miss this
 * one): 401, as for the session itself. Nor past MAX_TOKENS (409): tokens are made one at a time
 * per account, so a burst of requests cannot pass the count.
 */
export async function createToken(db: Db, owner: Pick<UserRow, 'id' | 'passwordHash'>, name: string): Promise<NewToken> {
  const token = `${PREFIX}${newToken()}`;
  const row = await whilePasswordHolds(
    db,
    owner,
    async (tx) => {
      const [held] = await tx.select({ n: count() }).from(accessTokens).where(eq(accessTokens.userId, owner.id));
      if ((held?.n ?? 0) >= MAX_TOKENS) throw new ConflictError(`An account may hold ${MAX_TOKENS} tokens: revoke one you no longer use first`);
      const [made] = await tx
        .insert(accessTokens)
        .values({ userId: owner.id, name: name.trim(), tokenHash: hashToken(token) })
        .returning();
      return made!;
    },
    'update',
  );
  if (!row) throw new UnauthorizedError('Not signed in');
  return { ...toTokenRecord(row), token };
}

export async function listTokens(db: Db, userId: number): Promise<TokenRow[]> {
  return db.select().from(accessTokens).where(eq(accessTokens.userId, userId)).orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
}

export async function revokeToken(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  if (gone.length === 0) throw new NotFoundError('Token not found');
}

/** Every token of the account stops working: a password reset does this. */
export async function revokeEveryToken(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

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
