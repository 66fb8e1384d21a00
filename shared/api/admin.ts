/** The admin's sign-in and user table on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { Nullable, saying, withExamples } from './common';

export const AdminLoginBody = withExamples(t.Object({ code: t.String({ minLength: 1, maxLength: 256, error: 'code is required' }) }), {
  code: 'the code printed at first start',
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminStatus = withExamples(t.Object({ isAdmin: t.Boolean() }), { isAdmin: false });
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
  /** When the admin disabled the account; null while it is active. */
  disabledAt: Nullable(t.String({ format: 'date-time' })),
});
export type AdminUserRow = Static<typeof AdminUserRow>;

const exampleUser: AdminUserRow = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  isEmailVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2025-03-01T08:55:00.000Z',
  updatedAt: '2025-03-01T08:55:00.000Z',
  disabledAt: null,
};

export const AdminUsers = withExamples(t.Array(AdminUserRow), [exampleUser]);

export const AdminGranted = saying('Admin access granted');

/** One user after the admin disabled or enabled them. */
export const AdminUser = withExamples(AdminUserRow, { ...exampleUser, disabledAt: '2025-03-02T09:00:00.000Z' });

/** One outside service as the admin's table shows it (api/lib/upstream-health.ts); no keys, no addresses. */
export const UpstreamStateRow = t.Object({
  id: t.String(),
  name: t.String(),
  kind: t.Union([t.Literal('source'), t.Literal('prices')]),
  configured: t.Boolean(),
  status: t.Union([t.Literal('ok'), t.Literal('failing'), t.Literal('unknown'), t.Literal('not configured')]),
  lastSuccessAt: Nullable(t.String({ format: 'date-time' })),
  lastFailureAt: Nullable(t.String({ format: 'date-time' })),
  lastFailure: Nullable(t.String()),
});
export type UpstreamStateRow = Static<typeof UpstreamStateRow>;

export const AdminSources = withExamples(t.Array(UpstreamStateRow), [
  {
    id: 'owid',
    name: 'Our World in Data',
    kind: 'source',
    configured: true,
    status: 'failing',
    lastSuccessAt: '2026-11-26T08:00:00.000Z',
    lastFailureAt: '2026-11-27T08:00:00.000Z',
    lastFailure: 'answered a CSV header we do not know: ["entity","code","year","life_expectancy"]',
  },
]);
