import { t } from 'elysia';

export const VerifyQuery = t.Object({ token: t.Optional(t.String({ maxLength: 128 })) });
