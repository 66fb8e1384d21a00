/**
 * Saving and managing charts. Every change bumps updated_at, which is what the embed's caches
 * and ETags key on, so an edit shows on every page that embeds the chart.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import { checkChartData } from '@shared/spec/chart-data-check';
import { checkMapOptions } from '@shared/kinds/map/map-options';
import { prepareChart } from '@shared/spec/prepare-chart';
import { withDecidedOptions } from '@shared/ai/decided-options';
import {
  DEFAULT_THEME_ID,
  LIVE_SOURCES,
  withDefaultOptions,
  type ChartData,
  type ChartOptions,
  type ChartType,
  type DataSource,
} from '@shared/spec/chart-spec';
import { optionsProblem, patchOptions, type OptionsPatch } from '@shared/spec/options-patch';
import { REFRESH_PERIOD_MS } from '@shared/spec/refresh-period';
import type { ReadingChoices } from '@shared/api/data-answers';
import type { AppendRowsBody, ChartRecord, CreateChartBody, UpdateChartBody } from '@shared/api/charts';
import type { Db } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { charts, chartViewsDaily } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { noteListing } from '../../lib/listings';
import { groundedData, type Grounded, type GroundingDeps } from '../grounding/service';
import { nextVersion, STALE_CHART, writeLocked, type ChartRow } from './chart-lock';
import { withRows } from './rows-appended';
import type { WriteBudget } from './write-budget';

export type { ChartRow };
/** Other modules' writes to a chart (a refresh) take their turn like the owner's. */
export { nextVersion, writeLocked };

export function toChartRecord(row: ChartRow): ChartRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    chartType: row.chartType,
    theme: row.theme,
    dataSource: row.dataSource,
    sourceValue: row.sourceValue,
    source: row.source ?? null,
    sources: row.sources ?? null,
    plan: row.plan ?? null,
    readingChoices: row.readingChoices ?? null,
    data: row.data,
    // A row saved before an option existed lacks it: the record has every option, like the spec.
    options: withDefaultOptions(row.options),
    listed: row.listed,
    live: row.live,
    dataUpdatedAt: row.dataUpdatedAt.toISOString(),
    refreshError: row.refreshError,
    views: row.views,
    likes: row.likes,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 64 random bits in 11 URL-safe characters: short, and not guessable. */
export function newSlug(): string {
  return randomBytes(8).toString('base64url');
}

/** The options after a request's patch, refused with a 400 when they cannot be drawn as asked. */
function checkedOptions(current: Partial<ChartOptions> | undefined, patch: unknown): ChartOptions {
  const options = patchOptions(current, patch as OptionsPatch);
  const problem = optionsProblem(options) ?? checkMapOptions(options.map);
  if (problem) throw new BadRequestError(problem);
  return options;
}

/**
 * The data and options a write stores: as the chart's kind keeps them (a map's region names read
 * as codes, its region set named), then held to the check every write makes; a 400 otherwise.
 */
export function preparedData(chartType: ChartType, data: ChartData, options: ChartOptions): { data: ChartData; options: ChartOptions } {
  const prepared = prepareChart(chartType, data, options);
  if ('problem' in prepared) throw new BadRequestError(prepared.problem);
  const problem = checkChartData(prepared.data, chartType);
  if (problem) throw new BadRequestError(problem);
  return prepared;
}

/** The same data, by reference or, for the small data a kind prepares, by content. */
const sameData = (a: ChartData, b: ChartData) => a === b || (a.labels.length === b.labels.length && JSON.stringify(a) === JSON.stringify(b));

/**
 * Where the data comes from, checked together: a CSV address must be one, and only tickers, CSV
 * addresses and AI charts with their plan can be live (and are, unless asked not to be).
 */
function checkedSource(
  dataSource: DataSource,
  sourceValue: string | null,
  live: boolean | undefined,
  hasPlan: boolean,
): { sourceValue: string | null; live: boolean } {
  if (dataSource === 'url' && !/^https?:\/\/\S+$/i.test(sourceValue ?? ''))
    throw new BadRequestError('sourceValue must be the http or https address of the CSV file');
  if (dataSource === 'ticker' && !sourceValue?.trim()) throw new BadRequestError('sourceValue must be the ticker symbol');
  const canLive = LIVE_SOURCES.includes(dataSource) && (dataSource !== 'query' || hasPlan);
  if (live && !canLive) throw new BadRequestError('Only ticker charts, charts from a CSV address and AI charts with their plan can be live');
  return { sourceValue, live: canLive && live !== false };
}

/** An AI chart's plan and sources, fetched again; sources alone, or on another kind of chart, are refused. */
async function groundedFor(
  grounded: GroundingDeps,
  dataSource: DataSource,
  body: { plan?: unknown; sources?: CreateChartBody['sources']; data?: unknown },
): Promise<Grounded | null> {
  if (!body.plan) {
    if (body.sources?.length) throw new BadRequestError('sources must come with the plan they were fetched by');
    return null;
  }
  if (dataSource !== 'query') throw new BadRequestError('plan and sources belong to AI charts (dataSource "query")');
  return groundedData(grounded, body.plan, { data: body.data as ChartData | undefined, sources: body.sources });
}

/** The choices worth keeping: the known ones that are set, or null for none. */
function keptChoices(choices: ReadingChoices | null | undefined): ReadingChoices | null {
  if (!choices?.decimal && !choices?.dateOrder && !choices?.transpose) return null;
  return {
    ...(choices.decimal ? { decimal: choices.decimal } : {}),
    ...(choices.dateOrder ? { dateOrder: choices.dateOrder } : {}),
    ...(choices.transpose ? { transpose: choices.transpose } : {}),
  };
}

/** When a live chart is next due, counted from now; null for charts that are not live. */
function nextRefresh(now: Date, dataSource: DataSource, live: boolean): Date | null {
  return live ? new Date(now.getTime() + REFRESH_PERIOD_MS[dataSource as keyof typeof REFRESH_PERIOD_MS]) : null;
}

export async function createChart(
  db: Db,
  clock: Clock,
  grounded: GroundingDeps,
  userId: number,
  body: CreateChartBody,
  budget?: Pick<WriteBudget, 'checkStorage'>,
): Promise<ChartRow> {
  const fetched = await groundedFor(grounded, body.dataSource, body);
  const now = clock.now();
  const { sourceValue, live } = checkedSource(body.dataSource, body.sourceValue ?? null, body.live, fetched !== null);
  const data = fetched?.data ?? (body.data as ChartData);
  const asked = checkedOptions(undefined, body.options);
  const prepared = preparedData(body.chartType, data, fetched ? withDecidedOptions(body.chartType, asked, fetched.decided, data.labels, true) : asked);
  const values = {
    userId,
    name: body.name?.trim() || null,
    chartType: body.chartType,
    theme: body.theme ?? DEFAULT_THEME_ID,
    dataSource: body.dataSource,
    sourceValue,
    live,
    nextRefreshAt: nextRefresh(now, body.dataSource, live),
    dataUpdatedAt: now,
    source: body.source ?? null,
    sources: fetched?.sources ?? null,
    plan: fetched?.plan ?? null,
    readingChoices: keptChoices(body.readingChoices),
    data: prepared.data,
    options: prepared.options,
    // Nothing goes on the public feed unless its creator asks.
    listed: body.listed ?? false,
    createdAt: now,
    updatedAt: now,
  };
  // A slug collision is a one-in-2^64 event; try a fresh one rather than fail.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(charts)
          .values({ ...values, slug: newSlug() })
          .returning();
        await budget?.checkStorage(tx as unknown as Db, userId);
        if (row!.listed) await noteListing(tx as unknown as Db);
        return row!;
      });
    } catch (error) {
      // The account was deleted while its chart was on the way.
      if (foreignKeyViolation(error)) throw new UnauthorizedError('Not signed in');
      if (!uniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function listOwnCharts(db: Db, userId: number): Promise<ChartRow[]> {
  return db.select().from(charts).where(eq(charts.userId, userId)).orderBy(desc(charts.createdAt), desc(charts.id));
}

/**
 * The chart, if it exists (404) and belongs to this user (403). A script with a token learns
 * nothing about other people's charts: theirs are 404 too.
 */
export async function ownedChart(db: Db, userId: number, chartId: number, viaToken = false): Promise<ChartRow> {
  const [row] = await db.select().from(charts).where(eq(charts.id, chartId));
  if (!row || (viaToken && row.userId !== userId)) throw new NotFoundError('Chart not found');
  if (row.userId !== userId) throw new ForbiddenError('Only the chart’s owner may do that');
  return row;
}

/** How a write is made: the version the client edits (`If-Match`), and the account's storage check. */
export interface WriteOptions {
  ifMatch?: string | null;
  budget?: Pick<WriteBudget, 'checkStorage'>;
}

/**
 * Appends rows (a label, then one value per dataset, and a grouped scatter point's group) and, with `keep`, drops the oldest beyond
 * that many. The rows go after the chart's rows as they are when the write takes its turn, so
 * rows appended at once are all kept. The result meets the same rules as any saved data.
 */
export async function appendRows(db: Db, clock: Clock, chart: ChartRow, body: AppendRowsBody, options: WriteOptions = {}): Promise<ChartRow> {
  return writeLocked(
    db,
    chart.id,
    options.ifMatch ?? null,
    (current) => {
      if (current.plan) throw new BadRequestError('An AI chart’s rows come from its sources; rows cannot be appended to it');
      const appended = withRows(current.chartType, current.data, withDefaultOptions(current.options), body);
      const { data, options } = preparedData(current.chartType, appended.data, appended.options);
      const now = clock.now();
      return {
        data,
        // A map stored before its region set was named gets it now; a scatter plot's groups grow with its points.
        ...(JSON.stringify(options) !== JSON.stringify(withDefaultOptions(current.options)) ? { options } : {}),
        dataUpdatedAt: now,
        refreshError: null,
        updatedAt: nextVersion(now, current),
      };
    },
    storageCheck(options, chart.userId),
  );
}

/** The storage check for a write that may grow the data; none for one that cannot. */
function storageCheck(options: WriteOptions, userId: number): ((tx: Db, written: ChartRow, before: ChartRow) => Promise<void>) | undefined {
  const budget = options.budget;
  if (!budget) return undefined;
  return async (tx, written, before) => {
    if (written.dataBytes > before.dataBytes) await budget.checkStorage(tx, userId);
  };
}

/** The plan whose data an update needs fetched: a new one, or the kept one when new data is sent for an AI chart. */
function planToFetch(chart: ChartRow, body: UpdateChartBody): unknown {
  const dataSource = body.dataSource ?? chart.dataSource;
  const keptPlan = dataSource === 'query' && body.plan === undefined ? chart.plan : null;
  return body.plan ?? (body.data && keptPlan ? keptPlan : null);
}

/**
 * The chart with the changes asked for. An AI chart keeps its plan while it stays one: new data
 * for it is fetched by that plan (or a new plan sent with it), never taken from the request. The
 * fetch comes first, outside the chart's lock; the changes are then made on the chart as it is
 * when the write takes its turn, so options set by two requests at once are both kept.
 */
export async function updateChart(
  db: Db,
  clock: Clock,
  grounded: GroundingDeps | null,
  chart: ChartRow,
  body: UpdateChartBody,
  options: WriteOptions = {},
): Promise<ChartRow> {
  const plan = planToFetch(chart, body);
  if (plan && !grounded) throw new BadRequestError('An AI chart’s data comes from its sources');
  const dataSourceAsked = body.dataSource ?? chart.dataSource;
  const fetched = plan ? await groundedFor(grounded!, dataSourceAsked, { plan, sources: body.sources, data: body.data }) : null;
  if (!plan && body.sources?.length) throw new BadRequestError('sources must come with the plan they were fetched by');
  return writeLocked(
    db,
    chart.id,
    options.ifMatch ?? null,
    (current) => {
      // Fetched by the plan the chart had when the request came; another write changed it since.
      if (JSON.stringify(planToFetch(current, body)) !== JSON.stringify(plan)) throw new ConflictError(STALE_CHART);
      return changesFor(clock.now(), current, body, fetched);
    },
    afterUpdate(options, chart.userId),
  );
}

/** What an update checks and records in its transaction: the account's storage, and a listing for every instance's feed. */
function afterUpdate(options: WriteOptions, userId: number): (tx: Db, written: ChartRow, before: ChartRow) => Promise<void> {
  const storage = storageCheck(options, userId);
  return async (tx, written, before) => {
    await storage?.(tx, written, before);
    if (written.listed && !before.listed) await noteListing(tx);
  };
}

/**
 * The data and options an update writes, each only when it changes. Data is checked as the type
 * it will be drawn as, and a new type against the data it gets: a pie of 1,000 slices is refused
 * either way. New options are checked against the data too: a map's labels must be regions of
 * the set it is asked to show.
 */
function updatedData(chart: ChartRow, body: UpdateChartBody, fetched: Grounded | null): { data?: ChartData; options?: ChartOptions } {
  const newData = fetched?.data ?? (body.data as ChartData | undefined);
  if (!newData && !body.chartType && !body.options) return {};
  const before = withDefaultOptions(chart.options);
  const checked = body.options ? checkedOptions(chart.options, body.options) : before;
  // A plan fetched again may hold other countries: a scatter plot's groups follow them.
  const asked = fetched ? withDecidedOptions(body.chartType ?? chart.chartType, checked, fetched.decided, fetched.data.labels, false) : checked;
  // Options alone are held to the kind's preparation, not to every data check: a chart stored
  // before a limit existed can still be renamed.
  const prepared = newData || body.chartType ? preparedData(body.chartType ?? chart.chartType, newData ?? chart.data, asked) : preparedOptions(chart, asked);
  const dataChanged = newData !== undefined || !sameData(prepared.data, chart.data);
  const optionsChanged = body.options !== undefined || JSON.stringify(prepared.options) !== JSON.stringify(before);
  return { ...(dataChanged ? { data: prepared.data } : {}), ...(optionsChanged ? { options: prepared.options } : {}) };
}

function preparedOptions(chart: ChartRow, options: ChartOptions): { data: ChartData; options: ChartOptions } {
  const prepared = prepareChart(chart.chartType, chart.data, options);
  if ('problem' in prepared) throw new BadRequestError(prepared.problem);
  return prepared.data === chart.data ? prepared : preparedData(chart.chartType, prepared.data, prepared.options);
}

/** The columns an update writes, worked out from the chart as it is now. */
function changesFor(now: Date, chart: ChartRow, body: UpdateChartBody, fetched: Grounded | null) {
  const dataSource = body.dataSource ?? chart.dataSource;
  const sourceChanged = body.dataSource !== undefined || body.sourceValue !== undefined;
  const keptPlan = dataSource === 'query' && body.plan === undefined ? chart.plan : null;
  const planAfter = fetched?.plan ?? keptPlan;
  // A chart whose source changes keeps being live (or not) as it was, unless told otherwise.
  const wantsLive = body.live ?? (sourceChanged ? undefined : chart.live);
  const { sourceValue, live } = checkedSource(dataSource, body.sourceValue !== undefined ? body.sourceValue : chart.sourceValue, wantsLive, planAfter !== null);
  const liveChanged = live !== chart.live || sourceChanged;
  const { data, options } = updatedData(chart, body, fetched);
  return {
    ...(body.name !== undefined ? { name: body.name?.trim() || null } : {}),
    ...(body.chartType ? { chartType: body.chartType } : {}),
    ...(body.theme ? { theme: body.theme } : {}),
    ...(data ? { data, dataUpdatedAt: now, refreshError: null } : {}),
    ...(sourceChanged ? { dataSource, sourceValue } : {}),
    ...(liveChanged ? { live, nextRefreshAt: nextRefresh(now, dataSource, live), refreshError: null } : {}),
    ...(options ? { options } : {}),
    ...(body.source !== undefined ? { source: body.source } : {}),
    ...(fetched ? { sources: fetched.sources, plan: fetched.plan } : planAfter === null && chart.plan ? { sources: null, plan: null } : {}),
    ...(body.readingChoices !== undefined ? { readingChoices: keptChoices(body.readingChoices) } : sourceChanged ? { readingChoices: null } : {}),
    ...(body.listed !== undefined ? { listed: body.listed } : {}),
    updatedAt: nextVersion(now, chart),
  };
}

/**
 * A chart's name and its title are one field until its creator makes them differ: renaming a chart
 * whose title reads as its name renames the title too, so the card and the chart keep agreeing.
 */
export async function renameChart(db: Db, clock: Clock, chart: ChartRow, name: string, options: WriteOptions = {}): Promise<ChartRow> {
  return writeLocked(db, chart.id, options.ifMatch ?? null, (current) => {
    const title = withDefaultOptions(current.options).title.trim();
    const sameTitle = current.name !== null && title === current.name.trim();
    return changesFor(clock.now(), current, { name: name.trim(), ...(sameTitle ? { options: { title: name.trim() } } : {}) }, null);
  });
}

export async function deleteChart(db: Db, chart: ChartRow): Promise<ChartRow> {
  // Likes, comments and daily views go with it (foreign keys cascade).
  await db.delete(charts).where(eq(charts.id, chart.id));
  return chart;
}

/** Daily views for the last `days` days, oldest first, with the days without views as zeros. */
export async function viewsHistory(db: Db, clock: Clock, chart: ChartRow, days: number): Promise<Array<{ day: string; views: number }>> {
  const today = clock.now();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)));
  const rows = await db
    .select({ day: chartViewsDaily.day, views: chartViewsDaily.count })
    .from(chartViewsDaily)
    .where(and(eq(chartViewsDaily.chartId, chart.id), gte(chartViewsDaily.day, first.toISOString().slice(0, 10))));
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, views: byDay.get(day) ?? 0 };
  });
}
