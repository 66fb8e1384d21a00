import { t } from 'elysia';

export { LoggedOut, LoginBody, RegisterBody, ResendAnswer, ResendBody } from '@shared/api/users';
export { PasswordChanged, PasswordResetBody, PasswordResetConfirmBody, PasswordResetRequested } from '@shared/api/account';
export { Message } from '@shared/api/common';

export const VerifyQuery = t.Object({ token: t.Optional(t.String({ maxLength: 128 })) });
