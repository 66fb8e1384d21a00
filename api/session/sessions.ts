/**
 * Sign-in sessions. The cookie holds a random 256-bit token; the database keeps its SHA-256 with an
 * expiry 30 days out, pushed back to 30 days whenever a request comes in the second half of that.
 */
import { eq } from 'drizzle-orm';
import type { Cookie } from 'elysia';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashToken, newToken } from '../lib/tokens';
import { whilePasswordHolds } from './password-bound';
import type { UserRow } from './account';

export const SESSION_COOKIE = 'session';
const DAY = 24 * 60 * 60 * 1000;
const LIFETIME = 30 * DAY;

/**
 * A new session for an account whose password was just verified against `account.passwordHash`;
 * null when the account has another password by now (a reset) or is gone (see password-bound.ts).
 */
export async function createSession(db: Db, clock: Clock, account: Pick<UserRow, 'id' | 'passwordHash'>): Promise<{ token: string; expiresAt: Date } | null> {
  const token = newToken();
  const expiresAt = new Date(clock.now().getTime() + LIFETIME);
  return whilePasswordHolds(db, account, async (tx) => {
    await tx.insert(sessions).values({ id: hashToken(token), userId: account.id, expiresAt });
    return { token, expiresAt };
  });
}

/** The user of a live session, and the new expiry when it was renewed; null when there is none or the account is disabled. */
export async function validateSession(db: Db, clock: Clock, token: string): Promise<{ user: UserRow; renewedUntil: Date | null } | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const now = clock.now().getTime();
  // Disabling deletes the user's sessions; this also catches one made by a login racing with it.
  if (row.expiresAt.getTime() <= now || row.user.disabledAt !== null) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.expiresAt.getTime() - now > LIFETIME / 2) return { user: row.user, renewedUntil: null };
  const renewedUntil = new Date(now + LIFETIME);
  await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, id));
  return { user: row.user, renewedUntil };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export function setSessionCookie(cookie: Cookie<unknown>, token: string, expires: Date, secure: boolean): void {
  cookie.set({ value: token, httpOnly: true, sameSite: 'lax', path: '/', secure, expires });
}
