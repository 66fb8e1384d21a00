import { t } from 'elysia';
import { Email, Password, Username } from '../users/model';

export const RegisterBody = t.Object({ username: Username, email: Email, password: Password });
export type RegisterBody = typeof RegisterBody.static;

export const LoginBody = t.Object({
  usernameOrEmail: t.String({ minLength: 1, maxLength: 254, error: 'usernameOrEmail is required' }),
  password: t.String({ minLength: 1, maxLength: 256, error: 'password is required' }),
});
export type LoginBody = typeof LoginBody.static;

export const ResendBody = t.Object({ email: Email });
export type ResendBody = typeof ResendBody.static;

export const VerifyQuery = t.Object({ token: t.Optional(t.String({ maxLength: 128 })) });

export const Message = t.Object({ message: t.String() });
