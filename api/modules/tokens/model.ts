import { t } from 'elysia';

export { NewToken, TokenBody, TokenRecord, TokenRecords, TokenRevoked } from '@shared/api/tokens';

export const TokenIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The token id must be a positive whole number' }) });
