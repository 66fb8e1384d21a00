/**
 * Saving and managing charts. Every change bumps updated_at, which is what the embed's caches
 * and ETags key on, so an edit shows on every page that embeds the chart.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import { checkChartData } from '../../../shared/chart-data-check';
import { DEFAULT_THEME_ID, withDefaultOptions, type ChartData, type ChartOptions } from '../../../shared/chart-spec';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { charts, chartViewsDaily } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { ChartRecord, CreateChartBody, UpdateChartBody } from './model';

export type ChartRow = typeof charts.$inferSelect;

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
    data: row.data,
    options: row.options,
    listed: row.listed,
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

function checkedData(data: ChartData): ChartData {
  const problem = checkChartData(data);
  if (problem) throw new BadRequestError(problem);
  return data;
}

export async function createChart(db: Db, clock: Clock, userId: number, body: CreateChartBody): Promise<ChartRow> {
  const now = clock.now();
  const values = {
    userId,
    name: body.name?.trim() || null,
    chartType: body.chartType,
    theme: body.theme ?? DEFAULT_THEME_ID,
    dataSource: body.dataSource,
    sourceValue: body.sourceValue ?? null,
    source: body.source ?? null,
    data: checkedData(body.data as ChartData),
    options: withDefaultOptions(body.options as Partial<ChartOptions>),
    createdAt: now,
    updatedAt: now,
  };
  // A slug collision is a one-in-2^64 event; try a fresh one rather than fail.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.insert(charts).values({ ...values, slug: newSlug() }).returning();
      return row!;
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function listOwnCharts(db: Db, userId: number): Promise<ChartRow[]> {
  return db.select().from(charts).where(eq(charts.userId, userId)).orderBy(desc(charts.createdAt), desc(charts.id));
}

/** The chart, if it exists (404) and belongs to this user (403). */
export async function ownedChart(db: Db, userId: number, chartId: number): Promise<ChartRow> {
  const [row] = await db.select().from(charts).where(eq(charts.id, chartId));
  if (!row) throw new NotFoundError('Chart not found');
  if (row.userId !== userId) throw new ForbiddenError('Only the chart’s owner may do that');
  return row;
}

export async function updateChart(db: Db, clock: Clock, chart: ChartRow, body: UpdateChartBody): Promise<ChartRow> {
  const [row] = await db
    .update(charts)
    .set({
      ...(body.name !== undefined ? { name: body.name?.trim() || null } : {}),
      ...(body.chartType ? { chartType: body.chartType } : {}),
      ...(body.theme ? { theme: body.theme } : {}),
      ...(body.data ? { data: checkedData(body.data as ChartData) } : {}),
      ...(body.options ? { options: withDefaultOptions({ ...chart.options, ...(body.options as Partial<ChartOptions>) }) } : {}),
      ...(body.source !== undefined ? { source: body.source } : {}),
      ...(body.listed !== undefined ? { listed: body.listed } : {}),
      updatedAt: new Date(Math.max(clock.now().getTime(), chart.updatedAt.getTime() + 1)),
    })
    .where(eq(charts.id, chart.id))
    .returning();
  return row!;
}

export async function renameChart(db: Db, clock: Clock, chart: ChartRow, name: string): Promise<ChartRow> {
  return updateChart(db, clock, chart, { name: name.trim() });
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
