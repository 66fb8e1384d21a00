/**
 * Personal access tokens: made with a session (the token is answered once; only its SHA-256 is
 * kept), listed without secrets, revoked by deleting the row, so the next call with it fails.
 * A password reset revokes them all.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { NewToken, TokenRecord } from '@shared/api/tokens';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../session/account';
import { whilePasswordHolds } from '../../session/password-bound';

/** Secret scanners (GitHub's among them) recognise a fixed prefix; it also tells people what it is. */
const PREFIX = 'ce_pat_';
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
