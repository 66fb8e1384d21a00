/** User rows: lookups by name or e-mail (case-insensitively), uniqueness, and the public record. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { UserRecord } from '@shared/api/users';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import type { UserRow } from '../../session/account';

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isEmailVerified: row.isEmailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const lower = (column: typeof users.username | typeof users.email) => sql`lower(${column})`;

export async function findByLogin(db: Db, usernameOrEmail: string): Promise<UserRow | null> {
  const name = usernameOrEmail.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(lower(users.username), name), eq(lower(users.email), name)))
    .limit(1);
  return row ?? null;
}

export async function findByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(lower(users.email), email.trim().toLowerCase()));
  return row ?? null;
}

export async function findById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** 409 with a message the UI can show when the username or e-mail belongs to someone else. */
export async function assertAvailable(db: Db, username: string, email: string, exceptUserId?: number): Promise<void> {
  const others = (condition: ReturnType<typeof eq>) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)))
      .limit(1);
  if ((await others(eq(lower(users.username), username.toLowerCase()))).length > 0) {
    throw new ConflictError('That username is already taken');
  }
  if ((await others(eq(lower(users.email), email.toLowerCase()))).length > 0) {
    throw new ConflictError('An account with that e-mail already exists');
  }
}

/** A unique index caught a race that assertAvailable could not: same answer, 409. */
export function rethrowUniqueViolation(error: unknown): never {
  const broken = uniqueViolation(error);
  if (broken) throw new ConflictError(broken.constraint.includes('email') ? 'An account with that e-mail already exists' : 'That username is already taken');
  throw error;
}
