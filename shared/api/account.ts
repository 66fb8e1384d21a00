/** The account itself on the wire: a forgotten password. */
import { Type as t, type Static } from '@sinclair/typebox';
import { saying, withExamples } from './common';
import { Email, Password } from './users';

export const PasswordResetBody = withExamples(t.Object({ email: Email }), { email: 'ada@example.com' });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** The same whether or not the address has an account, so it tells nobody who has one. */
export const PasswordResetRequested = saying('If an account uses that address, we have sent it a link to reset the password.');

export const PasswordResetConfirmBody = withExamples(
  t.Object({
    token: t.String({ minLength: 1, maxLength: 128, error: 'token is required: open the link from the e-mail' }),
    password: Password,
  }),
  { token: 'q1mEw0Zr8l6sXbT3yKc9VnJ4dHf2aPo7uLg5iR0eWzM', password: 'a new correct horse' },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

export const PasswordChanged = saying('Your password has been changed. Sign in with the new one.');
