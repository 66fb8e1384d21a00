/**
 * Credentials a password buys (a session at sign-in, a personal access token minted with that
 * session) are written only while the account still has that password. A sign-in checks the
 * password against the hash it read, and a reset may commit between that read and the write: the
 * reset ends every session and token there is, and the one written after it would survive.
 *
 * So the write goes in one transaction with a check that the hash is still the one that was
 * verified, holding the account's row (FOR SHARE) until it commits. A reset (or a deletion) that
 * committed first leaves no matching row, and nothing is written; one that comes after waits for
 * the row, and then ends what was written along with the rest.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './account';

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `write` while the account has the password hash it had when read; null (and nothing
 * written) once it has not, or is gone. A write that counts what the account holds first takes
 * the row for update, so two such writes take turns rather than both counting the same rows.
 */
export async function whilePasswordHolds<T>(
  db: Db,
  account: Pick<UserRow, 'id' | 'passwordHash'>,
  write: (tx: Transaction) => Promise<T>,
  lock: 'share' | 'update' = 'share',
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash)))
      .for(lock);
    return held ? write(tx) : null;
  });
}
