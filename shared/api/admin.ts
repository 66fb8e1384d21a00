/** The admin's sign-in and user table on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

export const AdminLoginBody = t.Object({ code: t.String({ minLength: 1, maxLength: 256, error: 'code is required' }) });
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminStatus = t.Object({ isAdmin: t.Boolean() });
export type AdminStatus = Static<typeof AdminStatus>;

/** The admin table's columns; nothing secret. */
export const AdminUserRow = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: Nullable(t.String()),
  isEmailVerified: t.Boolean(),
  firstName: Nullable(t.String()),
  lastName: Nullable(t.String()),
  createdAt: t.String({ format: 'date-time' }),
  updatedAt: t.String({ format: 'date-time' }),
});
export type AdminUserRow = Static<typeof AdminUserRow>;

export const AdminUsers = t.Array(AdminUserRow);
