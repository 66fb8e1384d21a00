import { t } from 'elysia';

export const AdminLoginBody = t.Object({ code: t.String({ minLength: 1, maxLength: 256, error: 'code is required' }) });
export type AdminLoginBody = typeof AdminLoginBody.static;

export const AdminStatus = t.Object({ isAdmin: t.Boolean() });

/** The admin table's columns (SPEC.md §3); nothing secret. */
export const AdminUserRow = t.Object({
  id: t.Integer(),
  username: t.String(),
  email: t.Union([t.String(), t.Null()]),
  isEmailVerified: t.Boolean(),
  firstName: t.Union([t.String(), t.Null()]),
  lastName: t.Union([t.String(), t.Null()]),
  createdAt: t.String({ format: 'date-time' }),
  updatedAt: t.String({ format: 'date-time' }),
});
export const AdminUsers = t.Array(AdminUserRow);
