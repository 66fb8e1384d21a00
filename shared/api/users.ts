/** Users, sign-in and the profile on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** A user as every answer shows one: never a password hash, token or session id. */
export const UserRecord = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: t.String(),
  firstName: Nullable(t.String()),
  lastName: Nullable(t.String()),
  isEmailVerified: t.Boolean(),
  createdAt: t.String({ format: 'date-time' }),
  updatedAt: t.String({ format: 'date-time' }),
});
export type UserRecord = Static<typeof UserRecord>;

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

export const RegisterBody = t.Object({ username: Username, email: Email, password: Password });
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = t.Object({
  usernameOrEmail: t.String({ minLength: 1, maxLength: 254, error: 'usernameOrEmail is required' }),
  password: t.String({ minLength: 1, maxLength: 256, error: 'password is required' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const ResendBody = t.Object({ email: Email });
export type ResendBody = Static<typeof ResendBody>;

const PersonalName = (field: string) => t.Optional(t.Union([t.String({ maxLength: 100 }), t.Null()], { error: `${field} must be at most 100 characters` }));

export const ProfileBody = t.Object({
  username: Username,
  email: Email,
  firstName: PersonalName('firstName'),
  lastName: PersonalName('lastName'),
});
export type ProfileBody = Static<typeof ProfileBody>;
