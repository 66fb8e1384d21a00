/** Personal access tokens on the wire: made and listed with a session, used as `Authorization: Bearer`. */
import { Type as t, type Static } from '@sinclair/typebox';
import { NOT_BLANK, Nullable } from './common';

export const TokenBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 100, pattern: NOT_BLANK, error: 'name must be 1 to 100 characters' }),
});
export type TokenBody = Static<typeof TokenBody>;

/** A token as listed: never its secret. */
export const TokenRecord = t.Object({
  id: t.Integer(),
  name: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  lastUsedAt: Nullable(t.String({ format: 'date-time' })),
});
export type TokenRecord = Static<typeof TokenRecord>;
export const TokenRecords = t.Array(TokenRecord);

/** A token just made: the secret, shown this once. */
export const NewToken = t.Composite([TokenRecord, t.Object({ token: t.String() })]);
export type NewToken = Static<typeof NewToken>;
