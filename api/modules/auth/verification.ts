/**
 * E-mail verification links: a random token (only its hash stored) valid for 24 hours and once.
 * Sending a new link voids the earlier ones; a link verifies only the address it was sent to.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/safe-json';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../users/service';

const LIFETIME = 24 * 60 * 60 * 1000;

export async function issueVerificationToken(db: Db, clock: Clock, user: UserRow): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    await tx.insert(emailVerificationTokens).values({
      id: hashToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(clock.now().getTime() + LIFETIME),
    });
  });
  return token;
}

/** Marks the address verified; false when the link is unknown, used, expired or for an old address. */
export async function consumeVerificationToken(db: Db, clock: Clock, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.id, hashToken(token)), gt(emailVerificationTokens.expiresAt, clock.now())))
      .returning();
    if (!row) return false;
    const verified = await tx
      .update(users)
      .set({ isEmailVerified: true, updatedAt: clock.now() })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
      .returning({ id: users.id });
    if (verified.length === 0) return false;
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.userId));
    return true;
  });
}

export function verificationMail(user: UserRow, link: string): Mail {
  return {
    to: user.email,
    subject: 'Verify your e-mail for Chart Embed',
    text: `Hi ${user.username},\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\nThe link works once and for 24 hours. If you did not create an account, ignore this message.\n`,
    html: `<p>Hi ${escapeHtml(user.username)},</p><p>Please confirm your e-mail address:</p><p><a href="${escapeHtml(link)}">Verify my e-mail</a></p><p>The link works once and for 24 hours. If you did not create an account, ignore this message.</p>`,
  };
}
