/**
 * Every change to a chart is made on the chart as it is at that moment, under its row lock: two
 * writers of one chart take turns, and the second builds on what the first wrote, so no
 * acknowledged change is lost (two rows appended at once are both kept; a description and notes
 * set at once both stay). A client that edits from a copy it read earlier says which version it
 * read (`If-Match`), and is refused with a 409 when the chart has changed since.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charts } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';

export type ChartRow = typeof charts.$inferSelect;
type ChartChanges = Partial<typeof charts.$inferInsert>;

/**
 * A chart's version as an entity tag: its `updatedAt`, which every change moves forward. The chart
 * record carries `updatedAt`, so a client holding any record can name the version it edits.
 */
export function chartEtag(row: Pick<ChartRow, 'updatedAt'>): string {
  return `"${row.updatedAt.toISOString()}"`;
}

export const STALE_CHART = 'The chart has changed since you read it: read it again, then make your change on the new version';

/** Whether an `If-Match` header (a list of tags, or `*`) names this version. */
export function matchesVersion(ifMatch: string, row: Pick<ChartRow, 'updatedAt'>): boolean {
  const wanted = chartEtag(row);
  return ifMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === wanted || trimmed === wanted.slice(1, -1);
  });
}

/**
 * Locks the chart's row, hands the chart as it is now to `change`, and writes the columns that
 * answers in the same transaction. `afterWrite` runs inside it too, so a check of the result (an
 * account's storage) that throws undoes the write.
 */
export async function writeLocked(
  db: Db,
  chartId: number,
  ifMatch: string | null,
  change: (current: ChartRow) => ChartChanges | Promise<ChartChanges>,
  afterWrite?: (tx: Db, written: ChartRow, before: ChartRow) => Promise<void>,
): Promise<ChartRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(charts).where(eq(charts.id, chartId)).for('update');
    if (!current) throw new NotFoundError('Chart not found');
    if (ifMatch !== null && !matchesVersion(ifMatch, current)) throw new ConflictError(STALE_CHART);
    const [written] = await tx
      .update(charts)
      .set(await change(current))
      .where(eq(charts.id, chartId))
      .returning();
    await afterWrite?.(tx as unknown as Db, written!, current);
    return written!;
  });
}

/** The next version's time: now, or just after the last one if the clock stands behind it. */
export function nextVersion(now: Date, current: Pick<ChartRow, 'updatedAt'>): Date {
  return new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1));
}
