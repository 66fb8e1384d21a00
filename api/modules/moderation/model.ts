import { t } from 'elysia';

export { AdminUser } from '@shared/api/admin';
export { DisableBody } from '@shared/api/moderation';

export const UserIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The user id must be a positive whole number' }) });
