/**
 * Reports: a signed-in reader flags a chart or a comment with a reason, once per target (reporting
 * the same thing again changes nothing), and the admin reads the open ones, newest first, and
 * dismisses them. Deleting a target deletes its reports: the foreign keys cascade.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportPage, ReportRecord } from '@shared/api/moderation';
import type { Db } from '../../db/client';
import { charts, comments, reports, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { findComment, requireChart } from '../social/service';

export const DEFAULT_REPORT_PAGE = 50;

type Target = { chartId: number; commentId?: never } | { commentId: number; chartId?: never };

/**
 * Files the report unless this reporter already filed one on the target; true when it is new.
 * Only what the reporter can see may be reported: anything else is the same 404 as a missing one.
 */
export async function fileReport(db: Db, clock: Clock, reporterId: number, target: Target, reason: string): Promise<boolean> {
  if (target.commentId !== undefined) await requireChart(db, (await findComment(db, target.commentId)).chartId, reporterId);
  else await requireChart(db, target.chartId, reporterId);
  // The two partial unique indexes (reporter and chart, reporter and comment) catch a repeat.
  const added = await db
    .insert(reports)
    .values({ reporterId, chartId: target.chartId ?? null, commentId: target.commentId ?? null, reason: reason.trim(), createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return added.length > 0;
}

const reporter = alias(users, 'reporter');
const owner = alias(users, 'owner');
const author = alias(users, 'author');

/** Open reports newest first (ids grow in filing order), `limit` at a time, before the report `before`. */
export async function listReports(db: Db, options: { limit?: number; before?: number }): Promise<ReportPage> {
  const limit = options.limit ?? DEFAULT_REPORT_PAGE;
  const rows = await db
    .select({ report: reports, reporter: reporter.username, chart: charts, owner: owner.username, comment: comments, author: author.username })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(comments, eq(comments.id, reports.commentId))
    .leftJoin(author, eq(author.id, comments.userId))
    .innerJoin(charts, eq(charts.id, sql`coalesce(${reports.chartId}, ${comments.chartId})`))
    .innerJoin(owner, eq(owner.id, charts.userId))
    .where(options.before === undefined ? undefined : lt(reports.id, options.before))
    .orderBy(desc(reports.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r): ReportRecord => ({
    id: r.report.id,
    kind: r.comment ? 'comment' : 'chart',
    reason: r.report.reason,
    createdAt: r.report.createdAt.toISOString(),
    reporter: { id: r.report.reporterId, username: r.reporter },
    chart: {
      id: r.chart.id,
      slug: r.chart.slug,
      title: r.chart.name || r.chart.options.title || 'Untitled Chart',
      owner: { id: r.chart.userId, username: r.owner },
    },
    comment: r.comment
      ? { id: r.comment.id, content: r.comment.content, author: { id: r.comment.userId, username: r.author! }, createdAt: r.comment.createdAt.toISOString() }
      : null,
  }));
  return { reports: page, nextBefore: rows.length > limit ? page[page.length - 1]!.id : null };
}

export async function dismissReport(db: Db, id: number): Promise<void> {
  const gone = await db.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
  if (gone.length === 0) throw new NotFoundError('Report not found');
}
