/** The account itself on the wire: a forgotten password, the person's data as a file, and deleting it all. */
import { Type as t, type Static } from '@sinclair/typebox';
import { ChartRecord, exampleChart } from './charts';
import { Nullable, saying, withExamples } from './common';
import { Email, exampleUser, Password, UserRecord } from './users';

export const PasswordResetBody = withExamples(t.Object({ email: Email }), { email: 'ada@example.com' });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** The same whether or not the address has an account, so it tells nobody who has one. */
export const PasswordResetRequested = saying('If an account uses that address, we have sent it a link to reset the password.');

export const PasswordResetConfirmBody = withExamples(
  t.Object({
    token: t.String({ minLength: 1, maxLength: 128, error: 'token is required: open the link from the e-mail' }),
    password: Password,
  }),
  { token: 'q1mEw0Zr8l6sXbT3yKc9VnJ4dHf2aPo7uLg5iR0eWzM', password: 'a new correct horse' },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

export const PasswordChanged = saying('Your password has been changed. Sign in with the new one.');

export const DeleteAccountBody = withExamples(t.Object({ password: t.String({ minLength: 1, maxLength: 256, error: 'password is required' }) }), {
  password: 'correct horse battery',
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const AccountDeleted = saying('Your account and everything in it have been deleted');

const ExportComment = t.Object({
  id: t.Integer(),
  chartId: t.Integer(),
  chartSlug: t.String(),
  parentCommentId: Nullable(t.Integer()),
  content: t.String(),
  createdAt: t.String({ format: 'date-time' }),
});
const ExportLike = t.Object({ chartId: t.Integer(), chartSlug: t.String(), createdAt: t.String({ format: 'date-time' }) });
/** A token as its owner may see it later: never its secret or hash. */
const ExportToken = t.Object({ name: t.String(), createdAt: t.String({ format: 'date-time' }), lastUsedAt: Nullable(t.String({ format: 'date-time' })) });
/** A signed-in browser, without the id that would let anyone replay it. */
const ExportSession = t.Object({ createdAt: t.String({ format: 'date-time' }), expiresAt: t.String({ format: 'date-time' }) });

/** Everything the server keeps about one person, as `GET /api/profile/export` downloads it. */
export const AccountExport = withExamples(
  t.Object({
    exportedAt: t.String({ format: 'date-time' }),
    profile: UserRecord,
    charts: t.Array(ChartRecord),
    comments: t.Array(ExportComment),
    likes: t.Array(ExportLike),
    accessTokens: t.Array(ExportToken),
    sessions: t.Array(ExportSession),
  }),
  {
    exportedAt: '2025-03-05T08:00:00.000Z',
    profile: exampleUser,
    charts: [exampleChart],
    comments: [{ id: 12, chartId: 40, chartSlug: 'Xr4mB2qLw9c', parentCommentId: 11, content: 'It is now.', createdAt: '2025-03-01T10:40:00.000Z' }],
    likes: [{ chartId: 40, chartSlug: 'Xr4mB2qLw9c', createdAt: '2025-03-01T10:41:00.000Z' }],
    accessTokens: [{ name: 'Greenhouse sensor', createdAt: '2025-03-01T09:30:00.000Z', lastUsedAt: '2025-03-04T18:02:11.000Z' }],
    sessions: [{ createdAt: '2025-03-01T08:55:00.000Z', expiresAt: '2025-03-31T08:55:00.000Z' }],
  },
);
export type AccountExport = Static<typeof AccountExport>;
