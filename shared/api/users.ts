/** Users, sign-in and the profile on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH } from './email-address';
import { Nullable, saying, withExamples } from './common';

export const exampleUser = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isEmailVerified: true,
  createdAt: '2025-03-01T08:55:00.000Z',
  updatedAt: '2025-03-01T08:55:00.000Z',
};

/** A user as every answer shows one: never a password hash, token or session id. */
export const UserRecord = withExamples(
  t.Object({
    id: t.Integer(),
    username: t.String(),
    email: t.String(),
    firstName: Nullable(t.String()),
    lastName: Nullable(t.String()),
    isEmailVerified: t.Boolean(),
    createdAt: t.String({ format: 'date-time' }),
    updatedAt: t.String({ format: 'date-time' }),
  }),
  exampleUser,
);
export type UserRecord = Static<typeof UserRecord>;

export const Username = t.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_.-]+$',
  error: 'username must be 3 to 32 letters, digits, _ . or -',
});
/** One bare address (shared/api/email-address.ts): a display name or a list could send mail elsewhere. */
export const Email = t.String({
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_ADDRESS_PATTERN.source,
  error: 'email must be a valid e-mail address',
});
export const Password = t.String({ minLength: 8, maxLength: 256, error: 'password must be 8 to 256 characters' });

export const RegisterBody = withExamples(t.Object({ username: Username, email: Email, password: Password }), {
  username: 'ada',
  email: 'ada@example.com',
  password: 'correct horse battery',
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = withExamples(
  t.Object({
    usernameOrEmail: t.String({ minLength: 1, maxLength: 254, error: 'usernameOrEmail is required' }),
    password: t.String({ minLength: 1, maxLength: 256, error: 'password is required' }),
  }),
  { usernameOrEmail: 'ada', password: 'correct horse battery' },
);
export type LoginBody = Static<typeof LoginBody>;

export const ResendBody = withExamples(t.Object({ email: Email }), { email: 'ada@example.com' });
export type ResendBody = Static<typeof ResendBody>;

const PersonalName = (field: string) => t.Optional(t.Union([t.String({ maxLength: 100 }), t.Null()], { error: `${field} must be at most 100 characters` }));

export const ProfileBody = withExamples(
  t.Object({
    username: Username,
    email: Email,
    firstName: PersonalName('firstName'),
    lastName: PersonalName('lastName'),
  }),
  { username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
);
export type ProfileBody = Static<typeof ProfileBody>;

export const LoggedOut = saying('Logged out');
/** The same whether or not the address has an account, so it tells nobody who has one. */
export const ResendAnswer = saying('If that address has an account waiting for verification, a new link is on its way.');
