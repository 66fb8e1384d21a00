import { t } from 'elysia';

export const ViewsQuery = t.Object({ days: t.Optional(t.Numeric({ minimum: 1, maximum: 365, error: 'days must be from 1 to 365' })) });
