/**
 * The trending feed: listed charts ranked by recent engagement with a time decay, in the manner of
 * Hacker News:
 *
 *   score = (3 × likes + 2 × comments + 0.2 × views in the last 7 days + 1) / (age in hours + 2) ^ 1.5
 *
 * Likes weigh most (a deliberate act), comments next, views least (an embed on a busy page brings
 * many without anyone choosing). The decay lets new charts rise and old ones sink. Pages are cut
 * from one ranking: the cursor carries the moment it was computed for and the offset.
 */
import { and, desc, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { preparedPerDb } from '../../db/prepared';
import { charts, chartViewsDaily, users } from '../../db/schema';
import { cachedBody, type CachedBody } from '../../lib/cached-response';
import { BadRequestError } from '../../lib/errors';
import { listingsSoFar } from '../../lib/listings';
import { toChartRecord } from '../charts/service';
import { createRankingCache, type Ranking, type RankingCache } from './ranking-cache';

export type { RankingCache };
/** What the app asks after each answered call, to drop the shared order (see ranking-writes.ts). */
export { changesRanking } from './ranking-writes';

/** How long one trending order serves every reader (see ranking-cache.ts). */
const TRENDING_SECONDS = 5;
/** How much longer an expired order is still answered while its successor is computed. */
const TRENDING_STALE_SECONDS = 30;
/** How long a guest's page of the feed (its charts' counts included) is shared. */
const TRENDING_PAGE_SECONDS = 2;

/** The app's one shared trending order, which every reader of the feed on this instance is served from. */
export function sharedRankings(clock: Clock): RankingCache {
  return createRankingCache({
    ttlMs: TRENDING_SECONDS * 1000,
    staleMs: TRENDING_STALE_SECONDS * 1000,
    pageTtlMs: TRENDING_PAGE_SECONDS * 1000,
    now: () => clock.now().getTime(),
  });
}

export const DEFAULT_PAGE = 24;
const JSON_TYPE = 'application/json;charset=utf-8';
const NEWEST_CANDIDATES = 2000;
/**
 * How far the feed goes: the best 1,000 charts, 42 pages. Keeping every candidate's place cost
 * more than ranking them: at 1,000,000 charts, 100,000 ids read into memory every few seconds took
 * half of the server's time under the feed's load (docs/PERFORMANCE.md).
 */
export const RANKED_CHARTS = 1000;

interface Cursor {
  at: number;
  offset: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * The moments a cursor may carry: the server gives out times it ranked at, never before 1970, and
 * the ranking writes `at` and the week before it as ISO dates, which have four-digit years. The
 * bounds a Date holds (±8.64e15 ms) were not enough: the week before the earliest is a RangeError,
 * and the latest is a year PostgreSQL cannot read.
 */
const LATEST_MOMENT = Date.UTC(9999, 11, 31);

function decodeCursor(text: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    const { at, offset } = cursor;
    if (Number.isSafeInteger(at) && at >= 0 && at <= LATEST_MOMENT && Number.isSafeInteger(offset) && offset >= 0) return cursor;
  } catch {
    // fall through to the error below
  }
  throw new BadRequestError('cursor is not one this server gave out');
}

/**
 * The best RANKED_CHARTS candidate charts' ids, best first, ranked as of `at` (ms); charts of disabled accounts are
 * not in it. Candidates are the newest listed charts and any with views, likes or comments in the
 * last week, so the work stays bounded however many charts there are.
 */
export async function rankChartIds(db: Db, at: number): Promise<number[]> {
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
  // In double precision: with the literals' numeric type, power() over 100,000 candidates took a second.
  const ageHours = sql`greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${charts.createdAt}))::float8 / 3600, 0)`;
  const score = sql<number>`(3 * ${charts.likes} + 2 * ${charts.commentCount} + 0.2::float8 * coalesce(${recent.views}, 0) + 1) / power(${ageHours} + 2, 1.5)`;
  const rows = await db
    .select({ id: charts.id })
    .from(charts)
    .innerJoin(users, eq(users.id, charts.userId))
    .leftJoin(recent, eq(recent.chartId, charts.id))
    .where(and(eq(charts.listed, true), isNull(users.disabledAt), candidates))
    .orderBy(desc(score), desc(charts.id))
    .limit(RANKED_CHARTS);
  return rows.map((r) => r.id);
}

/**
 * How much chart data a page of the feed carries. A chart whose data is larger, or that would take
 * the page past its total, comes without it (no rows) and with `dataUrl`, its spec's address, which
 * the card draws from: the feed stays small however large the charts in it are.
 */
export const FEED_DATA_BYTES = { perChart: 64 * 1024, perPage: 1024 * 1024 };

const { data: _data, ...columnsButData } = getTableColumns(charts);

/**
 * The charts with these ids as they are now, in the order given, with their authors; a chart
 * unlisted or deleted since it was ranked, or whose author was disabled since (on any instance:
 * the ranking may be cached), is left out. `viewer` is the signed-in user, if any: each chart
 * says whether they like it.
 */
async function chartsInOrder(db: Db, ids: readonly number[], viewer: number | null, origin: string) {
  if (ids.length === 0) return [];
  const liked = viewer
    ? sql<boolean>`exists (select 1 from chart_likes where chart_likes.chart_id = ${charts.id} and chart_likes.user_id = ${viewer})`
    : sql<boolean>`false`;
  const rows = await db
    .select({ chart: columnsButData, username: users.username, liked })
    .from(charts)
    .innerJoin(users, eq(users.id, charts.userId))
    .where(and(eq(charts.listed, true), isNull(users.disabledAt), inArray(charts.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.chart.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const inline: number[] = [];
  let budget = FEED_DATA_BYTES.perPage;
  for (const { chart } of ordered) {
    if (chart.dataBytes > Math.min(FEED_DATA_BYTES.perChart, budget)) continue;
    inline.push(chart.id);
    budget -= chart.dataBytes;
  }
  const data = new Map(
    inline.length ? (await db.select({ id: charts.id, data: charts.data }).from(charts).where(inArray(charts.id, inline))).map((r) => [r.id, r.data]) : [],
  );
  return ordered.map((r) => {
    const held = data.get(r.chart.id);
    return {
      ...toChartRecord({ ...r.chart, data: held ?? { labels: [], datasets: [] } }),
      dataUrl: held ? null : `${origin}/e/${r.chart.slug}.json`,
      user: { id: r.chart.userId, username: r.username },
      liked: Boolean(r.liked),
    };
  });
}

const stillShownQuery = preparedPerDb((db) =>
  db
    .select({ id: charts.id })
    .from(charts)
    .innerJoin(users, eq(users.id, charts.userId))
    .where(and(sql`${charts.id} = any(${sql.placeholder('ids')}::int[])`, eq(charts.listed, true), isNull(users.disabledAt)))
    .prepare('trending_still_shown'),
);

/** Which of these charts the feed may still show: listed, not deleted, their author not disabled. */
async function stillShown(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await stillShownQuery(db).execute({ ids })).map((row) => row.id));
}

/** A page made once for every guest: its charts' ids, each chart as JSON, and the whole page ready to send. */
interface GuestPage {
  ids: number[];
  json: string[];
  whole: CachedBody;
}

/**
 * A page of the feed. A first page takes the shared ranking (see ranking-cache.ts); a cursor
 * continues the ranking it came from, computed again for its moment when that one is gone. A
 * guest's page comes written out (`json`, compressed once and shared with every guest for a
 * moment); a signed-in reader's as records (`charts`), since each says whether that reader likes
 * the chart.
 */
export async function trendingCharts(
  db: Db,
  rankings: RankingCache,
  options: { limit?: number; cursor?: string; viewer?: number | null; origin: string },
): Promise<({ charts: Awaited<ReturnType<typeof chartsInOrder>> } | { json: CachedBody }) & { next: string | null }> {
  const limit = options.limit ?? DEFAULT_PAGE;
  let ranking: Ranking;
  let offset = 0;
  // A chart listed on another instance since this one ranked is in no order it keeps.
  rankings.listings(await listingsSoFar(db));
  if (options.cursor) {
    const cursor = decodeCursor(options.cursor);
    offset = cursor.offset;
    ranking = rankings.at(cursor.at) ?? { at: cursor.at, ids: await rankChartIds(db, cursor.at) };
  } else {
    ranking = await rankings.fresh((at) => rankChartIds(db, at));
  }
  const ids = ranking.ids.slice(offset, offset + limit);
  const next = ranking.ids.length > offset + limit ? encodeCursor({ at: ranking.at, offset: offset + limit }) : null;
  if (options.viewer) return { charts: await chartsInOrder(db, ids, options.viewer, options.origin), next };

  const shared = await rankings.guestPage<GuestPage>(`${ranking.at}:${offset}:${limit}:${options.origin}`, async () => {
    const charts = await chartsInOrder(db, ids, null, options.origin);
    const json = charts.map((chart) => JSON.stringify(chart));
    return { ids: charts.map((chart) => chart.id), json, whole: cachedBody(`[${json.join(',')}]`, JSON_TYPE) };
  });
  // A shared page may be older than a deletion, an unlisting or a disabled author on another instance: those leave at once.
  const shown = await stillShown(db, shared.ids);
  if (shown.size === shared.ids.length) return { json: shared.whole, next };
  return { json: cachedBody(`[${shared.json.filter((_, i) => shown.has(shared.ids[i]!)).join(',')}]`, JSON_TYPE, 'quick'), next };
}
