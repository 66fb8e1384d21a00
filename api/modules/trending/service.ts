/**
 * The trending feed: listed charts ranked by recent engagement with a time decay, in the manner of
 * Hacker News:
 *
 *   score = (3 × likes + 2 × comments + 0.2 × views in the last 7 days + 1) / (age in hours + 2) ^ 1.5
 *
 * Likes weigh most (a deliberate act), comments next, views least (an embed on a busy page brings
 * many without anyone choosing). The decay lets new charts rise and old ones sink. Pages are cut
 * from one ranking: the cursor carries the moment it was computed at and the offset.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charts, chartViewsDaily, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError } from '../../lib/errors';
import { toChartRecord } from '../charts/service';

export const DEFAULT_PAGE = 24;
const NEWEST_CANDIDATES = 2000;

interface Cursor {
  at: number;
  offset: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    // `at` must be a time a Date can hold (±8.64e15 ms): 1e300 is an integer, yet toISOString throws on it.
    if (Number.isSafeInteger(cursor.at) && Math.abs(cursor.at) <= 8.64e15 && Number.isSafeInteger(cursor.offset) && cursor.offset >= 0) return cursor;
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('cursor is not one this server gave out');
}

/** `viewer` is the signed-in user, if any: each chart says whether they like it. */
export async function trendingCharts(db: Db, clock: Clock, options: { limit?: number; cursor?: string; viewer?: number | null }) {
  const { at, offset } = options.cursor ? decodeCursor(options.cursor) : { at: clock.now().getTime(), offset: 0 };
  const limit = options.limit ?? DEFAULT_PAGE;
  const now = new Date(at);
  const since = new Date(at - 6 * 86_400_000).toISOString().slice(0, 10);
  const weekAgo = new Date(at - 7 * 86_400_000).toISOString();
  const candidates = sql`${charts.id} in (
    select id from (select id from charts where listed order by created_at desc limit ${NEWEST_CANDIDATES}) newest
    union select chart_id from chart_views_daily where day >= ${since}
    union select chart_id from chart_likes where created_at >= ${weekAgo}::timestamptz
    union select chart_id from comments where created_at >= ${weekAgo}::timestamptz)`;
  const recent = db
    .select({ chartId: chartViewsDaily.chartId, views: sql<number>`sum(${chartViewsDaily.count})`.as('recent_views') })
    .from(chartViewsDaily)
    .where(gte(chartViewsDaily.day, since))
    .groupBy(chartViewsDaily.chartId)
    .as('recent');
  const ageHours = sql`greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${charts.createdAt})) / 3600, 0)`;
  const score = sql<number>`(3 * ${charts.likes} + 2 * ${charts.commentCount} + 0.2 * coalesce(${recent.views}, 0) + 1) / power(${ageHours} + 2, 1.5)`;
  const liked = options.viewer
    ? sql<boolean>`exists (select 1 from chart_likes where chart_likes.chart_id = ${charts.id} and chart_likes.user_id = ${options.viewer})`
    : sql<boolean>`false`;
  const rows = await db
    .select({ chart: charts, username: users.username, liked })
    .from(charts)
    .innerJoin(users, eq(users.id, charts.userId))
    .leftJoin(recent, eq(recent.chartId, charts.id))
    .where(and(eq(charts.listed, true), candidates))
    .orderBy(desc(score), desc(charts.id))
    .limit(limit + 1)
    .offset(offset);
  const page = rows.slice(0, limit).map((r) => ({ ...toChartRecord(r.chart), user: { id: r.chart.userId, username: r.username }, liked: Boolean(r.liked) }));
  return { charts: page, next: rows.length > limit ? encodeCursor({ at, offset: offset + limit }) : null };
}
