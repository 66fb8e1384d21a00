/** Reports from readers and what the admin does about them, on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { Author, NOT_BLANK, Nullable, oneOf, saying, withExamples } from './common';

export const REPORT_REASON_MAX = 500;

export const ReportBody = withExamples(
  t.Object({ reason: t.String({ minLength: 1, maxLength: REPORT_REASON_MAX, pattern: NOT_BLANK, error: 'reason must be 1 to 500 characters' }) }),
  { reason: 'Spam: the same link under every chart' },
);
export type ReportBody = Static<typeof ReportBody>;

/** The same words whether the report is new or was already there: reporting twice changes nothing. */
export const ReportReceived = saying('Thank you. The report was sent to the moderators.');

/** The chart a report is about, or the chart the reported comment is on; `title` is what the feed shows as its name. */
const ReportedChart = t.Object({ id: t.Integer(), slug: t.String(), title: t.String(), owner: Author });
const ReportedComment = t.Object({ id: t.Integer(), content: t.String(), author: Author, createdAt: t.String({ format: 'date-time' }) });

const ReportRecordSchema = t.Object({
  id: t.Integer(),
  kind: oneOf(['chart', 'comment'] as const, 'kind'),
  reason: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  reporter: Author,
  chart: ReportedChart,
  /** The reported comment; null for a report about a chart. */
  comment: Nullable(ReportedComment),
});
export type ReportRecord = Static<typeof ReportRecordSchema>;

const exampleReport: ReportRecord = {
  id: 3,
  kind: 'comment',
  reason: 'Spam: the same link under every chart',
  createdAt: '2025-03-02T08:00:00.000Z',
  reporter: { id: 9, username: 'linus' },
  chart: { id: 42, slug: 'kOiQtwyH-kI', title: 'Greenhouse', owner: { id: 7, username: 'ada' } },
  comment: { id: 11, content: 'Cheap watches at example.net', author: { id: 8, username: 'grace' }, createdAt: '2025-03-01T10:15:00.000Z' },
};

/** A page of open reports, newest first; `nextBefore` asks for the page after it (null on the last). */
export const ReportPage = withExamples(t.Object({ reports: t.Array(ReportRecordSchema), nextBefore: Nullable(t.Integer()) }), {
  reports: [exampleReport],
  nextBefore: null,
});
export type ReportPage = Static<typeof ReportPage>;

export const ReportDismissed = saying('Report dismissed');

export const DisableBody = withExamples(t.Object({ disabled: t.Boolean({ error: 'disabled must be true or false' }) }), { disabled: true });
export type DisableBody = Static<typeof DisableBody>;
