/**
 * "Forgot password" links: a random token (only its SHA-256 stored) valid for one hour and once.
 * A new link leaves the earlier ones working (anyone may ask for one, and must not void the
 * owner's); using any of them voids them all.
 *
 * Using one sets the password and ends every session and every personal access token of the
 * account. A reset is what an owner does when the password leaked: whoever knew it is signed out
 * everywhere, and a token they minted with it would otherwise outlive the reset (see
 * session/password-bound.ts for the sign-ins racing it). Scripts need new tokens; the mail says so.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/safe-json';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../session/account';
import { revokeEveryToken } from '../tokens/service';

const LIFETIME = 60 * 60 * 1000;

export const INVALID_RESET_LINK =
  'This reset link is not valid: it (or another link for the account) was used already, it has expired (links work for one hour), or the account has another e-mail address now. Ask for a new link.';

export async function issueResetToken(db: Db, clock: Clock, userId: number): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), lte(passwordResetTokens.expiresAt, clock.now())));
    await tx.insert(passwordResetTokens).values({ id: hashToken(token), userId, expiresAt: new Date(clock.now().getTime() + LIFETIME) });
  });
  return token;
}

/** Sets the new password, signs the account out everywhere and revokes its tokens; 400 for a used, expired or unknown link. */
export async function consumeResetToken(db: Db, clock: Clock, token: string, passwordHash: string): Promise<void> {
  const live = and(eq(passwordResetTokens.id, hashToken(token)), gt(passwordResetTokens.expiresAt, clock.now()));
  await db.transaction(async (tx) => {
    const [link] = await tx.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live);
    if (!link) throw new BadRequestError(INVALID_RESET_LINK);
    // The account's row first: two links of one account used at once then take their turns (the
    // second finds its link voided) instead of each holding its link while waiting for the other's.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for('no key update');
    const [row] = await tx.delete(passwordResetTokens).where(live).returning({ userId: passwordResetTokens.userId });
    if (!row) throw new BadRequestError(INVALID_RESET_LINK);
    await tx.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, row.userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
    // A session or token written by a sign-in racing this held the account's row until it was
    // committed (session/password-bound.ts): locking the row waited for it, so these deletes see it.
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    await revokeEveryToken(tx, row.userId);
  });
}

/** A new address must not be reset through a link sent to the old one. */
export async function voidResetTokens(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export function resetMail(user: UserRow, link: string): Mail {
  const why = 'Someone, hopefully you, asked to reset the password of your Chart Embed account.';
  const after =
    'The link works once and for one hour. Using it signs you out on every device and revokes your personal access tokens, so make new ones for your scripts and plugins afterwards. If you did not ask, ignore this message: your password and tokens stay as they are.';
  return {
    to: user.email,
    subject: 'Reset your Chart Embed password',
    text: `Hi ${user.username},\n\n${why} Open this link to choose a new password:\n\n${link}\n\n${after}\n`,
    html: `<p>Hi ${escapeHtml(user.username)},</p><p>${why}</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>${after}</p>`,
  };
}
