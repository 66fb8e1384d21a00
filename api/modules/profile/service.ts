import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { voidResetTokens } from '../auth/password-reset';
import type { AuthDeps } from '../auth/service';
import { sendVerification } from '../auth/service';
import { assertAvailable, rethrowUniqueViolation, type UserRow } from '../users/service';
import type { ProfileBody } from './model';

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
  if (emailChanged) {
    await voidResetTokens(deps.db, user.id);
    // In the background, as at registration: the profile is saved whatever the mail server does.
    void sendVerification(deps, updated!, origin).catch((error: unknown) =>
      console.error(`[mail] verification mail to user ${user.id} failed:`, (error as Error).message),
    );
  }
  return updated!;
}
