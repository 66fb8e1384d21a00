/** Personal access tokens on the wire: made and listed with a session, used as `Authorization: Bearer`. */
import { Type as t, type Static } from '@sinclair/typebox';
import { NOT_BLANK, Nullable, saying, withExamples } from './common';

export const TokenBody = withExamples(
  t.Object({
    name: t.String({ minLength: 1, maxLength: 100, pattern: NOT_BLANK, error: 'name must be 1 to 100 characters' }),
  }),
  { name: 'Greenhouse sensor' },
);
export type TokenBody = Static<typeof TokenBody>;

/** A token as listed: never its secret. */
const TokenRecordSchema = t.Object({
  id: t.Integer(),
  name: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  lastUsedAt: Nullable(t.String({ format: 'date-time' })),
});
const listedToken: Static<typeof TokenRecordSchema> = {
  id: 3,
  name: 'Greenhouse sensor',
  createdAt: '2025-03-01T09:30:00.000Z',
  lastUsedAt: '2025-03-04T18:02:11.000Z',
};
export const TokenRecord = withExamples(TokenRecordSchema, listedToken);
export type TokenRecord = Static<typeof TokenRecord>;
export const TokenRecords = withExamples(t.Array(TokenRecordSchema), [listedToken]);

/** A token just made: the secret, shown this once. */
export const NewToken = withExamples(t.Composite([TokenRecordSchema, t.Object({ token: t.String() })]), {
  id: 3,
  name: 'Greenhouse sensor',
  createdAt: '2025-03-01T09:30:00.000Z',
  lastUsedAt: null,
  token: 'ce_pat_4bV0r3bq9sJ2kq6w1mXy8nZt5cHd7fLp0aRg3eUi2oW',
});
export type NewToken = Static<typeof NewToken>;

export const TokenRevoked = saying('Token revoked');
