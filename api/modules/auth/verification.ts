/**
 * E-mail verification links: a random token (only its hash stored) valid for 24 hours and once.
 * A new link leaves the earlier ones working (anyone may ask for one, and must not void the
 * owner's); the first one followed spends them all. A link verifies only the address it was sent
 * to. Spent links are kept, so following one again can be told apart from a link that never
 * worked.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/safe-json';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../session/account';

const LIFETIME = 24 * 60 * 60 * 1000;

/** What following a link did: verified its address, found it verified already, or nothing. */
export type VerificationOutcome = 'verified' | 'already-verified' | 'failed';

export async function issueVerificationToken(db: Db, clock: Clock, user: UserRow): Promise<string> {
  const token = newToken();
  await db.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(clock.now().getTime() + LIFETIME),
  });
  return token;
}

/**
 * Marks the address verified. A link that cannot (used, voided, expired, or for an address the
 * account no longer has) is "already verified" when the address it was for is the account's and
 * is verified: its owner is following it again, and all is well.
 */
export async function consumeVerificationToken(db: Db, clock: Clock, token: string): Promise<VerificationOutcome> {
  const id = hashToken(token);
  return db.transaction(async (tx) => {
    // The account's row first: two of its links followed at once then take their turns (the second
    // finds itself spent) instead of each holding its link while waiting for the other's.
    const [link] = await tx.select({ userId: emailVerificationTokens.userId }).from(emailVerificationTokens).where(eq(emailVerificationTokens.id, id));
    if (link) await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for('no key update');
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ spentAt: clock.now() })
      .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.spentAt), gt(emailVerificationTokens.expiresAt, clock.now())))
      .returning();
    if (!claimed) return (await isVerifiedAddressOf(tx, id)) ? 'already-verified' : 'failed';
    const verified = await tx
      .update(users)
      .set({ isEmailVerified: true, updatedAt: clock.now() })
      .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
      .returning({ id: users.id });
    if (verified.length === 0) return 'failed';
    // The other links sent to the address have nothing left to do: followed, they say it is verified.
    await tx
      .update(emailVerificationTokens)
      .set({ spentAt: clock.now() })
      .where(
        and(eq(emailVerificationTokens.userId, claimed.userId), eq(emailVerificationTokens.email, claimed.email), isNull(emailVerificationTokens.spentAt)),
      );
    return 'verified';
  });
}

/** Whether the link with this hash was sent to the address its account has now, verified. */
async function isVerifiedAddressOf(db: Pick<Db, 'select'>, id: string): Promise<boolean> {
  const [match] = await db
    .select({ id: users.id })
    .from(emailVerificationTokens)
    .innerJoin(users, and(eq(users.id, emailVerificationTokens.userId), eq(users.email, emailVerificationTokens.email)))
    .where(and(eq(emailVerificationTokens.id, id), eq(users.isEmailVerified, true)));
  return match !== undefined;
}

export function verificationMail(user: UserRow, link: string): Mail {
  return {
    to: user.email,
    subject: 'Verify your e-mail for Chart Embed',
    text: `Hi ${user.username},\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\nThe link works once and for 24 hours. If you did not create an account, ignore this message.\n`,
    html: `<p>Hi ${escapeHtml(user.username)},</p><p>Please confirm your e-mail address:</p><p><a href="${escapeHtml(link)}">Verify my e-mail</a></p><p>The link works once and for 24 hours. If you did not create an account, ignore this message.</p>`,
  };
}
