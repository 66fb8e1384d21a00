import { t } from 'elysia';

/** A user as every answer shows one (SPEC.md §3): never a password hash, token or session id. */
export const UserRecord = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: t.String(),
  firstName: t.Union([t.String(), t.Null()]),
  lastName: t.Union([t.String(), t.Null()]),
  isEmailVerified: t.Boolean(),
  createdAt: t.String({ format: 'date-time' }),
  updatedAt: t.String({ format: 'date-time' }),
});
export type UserRecord = typeof UserRecord.static;

/** The rules the spec leaves to the server, as users expect them. */
export const Username = t.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
  error: 'username must be 3 to 32 letters, digits, _ . or -',
});
export const Email = t.String({
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  error: 'email must be a valid e-mail address',
});
export const Password = t.String({ minLength: 8, maxLength: 256, error: 'password must be 8 to 256 characters' });
