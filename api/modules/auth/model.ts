import { t } from 'elysia';

export { LoginBody, RegisterBody, ResendBody } from '../../../shared/api/users';
export { Message } from '../../../shared/api/common';

export const VerifyQuery = t.Object({ token: t.Optional(t.String({ maxLength: 128 })) });
