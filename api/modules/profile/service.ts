import { eq } from 'drizzle-orm';
import type { ProfileBody } from '@shared/api/users';
import { users } from '../../db/schema';
import { ForbiddenError } from '../../lib/errors';
import type { UserRow } from '../../session/account';
import { addressChanged, type AuthDeps } from '../auth/service';
import { assertAvailable, rethrowUniqueViolation } from '../users/service';
import { deleteAccount } from './account-deletion';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Saves the profile. A new e-mail address is unverified until its own link is followed, so the
 * flag is reset and a link sent; old links no longer verify anything.
 */
export async function updateProfile(deps: AuthDeps, user: UserRow, body: ProfileBody, origin: string): Promise<UserRow> {
  await assertAvailable(deps.db, body.username, body.email, user.id);
  const emailChanged = body.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [updated] = await deps.db
    .update(users)
    .set({
      username: body.username,
      email: body.email.trim(),
      firstName: blankToNull(body.firstName),
      lastName: blankToNull(body.lastName),
      ...(emailChanged ? { isEmailVerified: false } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning()
    .catch(rethrowUniqueViolation);
  if (emailChanged) await addressChanged(deps, updated!, origin);
  return updated!;
}

/**
 * Deletes the account once its password is given again: a session left open on a shared computer
 * must not be enough. Limited like signing in, so the password cannot be guessed here instead.
 * Answers the slugs of the charts that went, for the embed caches.
 */
export async function deleteOwnAccount(deps: AuthDeps, user: UserRow, password: string, client: { ip: string }): Promise<string[]> {
  await deps.limiter.hit([`delete-account:ip:${client.ip}`, `delete-account:user:${user.id}`]);
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw new ForbiddenError('That password is not correct: your account was not deleted');
  }
  return deleteAccount(deps.db, user.id);
}
