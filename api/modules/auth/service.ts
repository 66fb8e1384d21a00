/**
 * Signing up, signing in and verifying e-mail, without the request: the routes pass in what they
 * read (body, client address, our origin) and set the cookie from what comes back.
 */
import type { LoginBody, RegisterBody } from '@shared/api/users';
import type { PasswordResetConfirmBody } from '@shared/api/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { BackgroundWork } from '../../lib/background-work';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/password-hash';
import type { Quota, RateLimiter } from '../../lib/rate-limit';
import type { Config } from '../../lib/config';
import { ACCOUNT_DISABLED, type UserRow } from '../../session/account';
import { createSession } from '../../session/sessions';
import { assertAvailable, findByEmail, findByLogin, rethrowUniqueViolation } from '../users/service';
import { issueVerificationToken, verificationMail } from './verification';
import { consumeResetToken, issueResetToken, resetMail, voidResetTokens } from './password-reset';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where mail sent after answering is tracked, so the server can be asked to finish it. */
  background: BackgroundWork;
  limiter: RateLimiter;
  /** Mails of each kind per recipient address, whoever asks for them (see mayMail). */
  mailQuota: Quota;
  passwords: PasswordHasher;
}

/** What the account routes (and the profile's) are made with: the services' deps, and how to read the request. */
export interface AuthModuleDeps extends AuthDeps {
  config: Config;
  origin(request: Request): string;
  clientIp(request: Request): string;
}

type Session = NonNullable<Awaited<ReturnType<typeof createSession>>>;

/** Signs in an account whose password was just verified. */
async function startSession(deps: AuthDeps, user: UserRow): Promise<Session> {
  const session = await createSession(deps.db, deps.clock, user);
  // A reset or the account's deletion committed while the password was being checked: it is not
  // the account's password any more, and signing in with it fails as a wrong one does.
  if (!session) throw new UnauthorizedError('Invalid credentials');
  return session;
}

export async function register(deps: AuthDeps, body: RegisterBody, client: { ip: string; origin: string }): Promise<{ user: UserRow; session: Session }> {
  // Per client address only: a key per e-mail address let anyone spend the owner's attempts with
  // clashing sign-ups. The verification mails the address gets are bounded by mayMail instead.
  await deps.limiter.hit([`register:ip:${client.ip}`]);
  await assertAvailable(deps.db, body.username, body.email);
  const passwordHash = await deps.passwords.hash(body.password);
  const now = deps.clock.now();
  const [user] = await deps.db
    .insert(users)
    .values({ username: body.username, email: body.email.trim(), passwordHash, createdAt: now, updatedAt: now })
    .returning()
    .catch(rethrowUniqueViolation);
  const session = await startSession(deps, user!);
  // Sent in the background: a slow mail server must not hold up signing up, and the account exists
  // either way (a mail that does not go out can be sent again from the account menu).
  deps.background.track(
    sendVerification(deps, user!, client.origin).catch((error: unknown) =>
      console.error(`[mail] verification mail to user ${user!.id} failed:`, (error as Error).message),
    ),
  );
  return { user: user!, session };
}

export async function login(deps: AuthDeps, body: LoginBody, client: { ip: string }): Promise<{ user: UserRow; session: Session }> {
  // Per address, and per account from each address: guesses are slowed wherever they come from,
  // but guesses from elsewhere never lock the owner out of their own account (a limit on the
  // account alone would let anyone do that with a few wrong passwords).
  const account = body.usernameOrEmail.trim().toLowerCase();
  await deps.limiter.hit([`login:ip:${client.ip}`, `login:account:${account}:ip:${client.ip}`]);
  const user = await findByLogin(deps.db, body.usernameOrEmail);
  const valid = await deps.passwords.verify(body.password, user?.passwordHash ?? null);
  if (!user || !valid) throw new UnauthorizedError('Invalid credentials');
  // Said only after the right password, so it tells a guesser nothing about the account.
  if (user.disabledAt !== null) throw new ForbiddenError(ACCOUNT_DISABLED);
  return { user, session: await startSession(deps, user) };
}

/**
 * Whether the address may get one more mail of this kind this hour. A mail held back is only
 * logged: whoever asked hears the same as for any address, and the owner keeps the links already
 * sent, since a new one no longer voids them.
 */
async function mayMail(deps: AuthDeps, kind: 'verification' | 'reset', user: UserRow): Promise<boolean> {
  if (await deps.mailQuota.take(`mail:${kind}:${user.email.toLowerCase()}`)) return true;
  console.log(`[mail] no ${kind} mail to user ${user.id}: its address had its share for this hour`);
  return false;
}

/** Mails a verification link, unless the address had its share of them this hour. */
export async function sendVerification(deps: AuthDeps, user: UserRow, origin: string): Promise<void> {
  if (!(await mayMail(deps, 'verification', user))) return;
  const token = await issueVerificationToken(deps.db, deps.clock, user);
  await deps.mailer.send(verificationMail(user, `${origin}/api/auth/verify-email?token=${token}`));
}

/**
 * Runs what an address-keyed request does after its answer has gone: whether the address has an
 * account decides whether a mail goes out, and mail servers take 100 ms or ten seconds, so doing
 * either before answering would tell anyone timing the answer who has an account. Failures are
 * logged, never answered.
 */
function afterAnswering(deps: AuthDeps, what: string, work: () => Promise<void>): void {
  deps.background.track(
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => console.error(`[mail] ${what} failed:`, (error as Error).message)),
  );
}

/** Sends a new link if the address has an unverified account; answers the same, at once, either way. */
export async function resendVerification(deps: AuthDeps, email: string, client: { ip: string; origin: string }): Promise<void> {
  // Per client address only, as for registering: mail to the address is bounded by mayMail.
  await deps.limiter.hit([`resend:ip:${client.ip}`]);
  afterAnswering(deps, 'a verification mail', async () => {
    const user = await findByEmail(deps.db, email);
    if (user && !user.isEmailVerified) await sendVerification(deps, user, client.origin);
  });
}

/** Mails a reset link if the address has an account; answers the same, at once, either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string, client: { ip: string; origin: string }): Promise<void> {
  // Per client address only: a key per e-mail address let anyone spend the owner's own requests
  // from other addresses. Their inbox is guarded after answering instead (mayMail), where holding a
  // mail back tells the asker nothing and blocks nobody.
  await deps.limiter.hit([`reset:ip:${client.ip}`]);
  afterAnswering(deps, 'a password reset mail', async () => {
    const user = await findByEmail(deps.db, email);
    if (!user || !(await mayMail(deps, 'reset', user))) return;
    const token = await issueResetToken(deps.db, deps.clock, user.id);
    await deps.mailer.send(resetMail(user, `${client.origin}/reset-password?token=${token}`));
  });
}

/** Sets a new password from a reset link; every session and personal access token of the account ends. */
export async function resetPassword(deps: AuthDeps, body: PasswordResetConfirmBody, client: { ip: string }): Promise<void> {
  await deps.limiter.hit([`reset-confirm:ip:${client.ip}`]);
  const passwordHash = await deps.passwords.hash(body.password);
  await consumeResetToken(deps.db, deps.clock, body.token, passwordHash);
}

/**
 * After an account's address changed: links sent to the old address no longer reset the password,
 * and the new one is unverified until its own link is followed. The link goes in the background,
 * as at registration: the profile is saved whatever the mail server does.
 */
export async function addressChanged(deps: AuthDeps, user: UserRow, origin: string): Promise<void> {
  await voidResetTokens(deps.db, user.id);
  deps.background.track(
    sendVerification(deps, user, origin).catch((error: unknown) =>
      console.error(`[mail] verification mail to user ${user.id} failed:`, (error as Error).message),
    ),
  );
}
