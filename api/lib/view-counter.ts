/**
 * Counts chart views reported by readers' browsers (the embed's beacon), in memory, and adds them
 * to the database in batches, so a popular embed does not mean one write per reader.
 *
 * A view counts once per reader and chart within VIEW_WINDOW_MS, on whichever instance it
 * arrives: each flush records its readers in `chart_view_readers` and counts only those not
 * already there within the window, in the same statement that adds to the daily rows and the
 * chart's total. So the total always equals the rows behind it, two instances never count one
 * reader twice (the row's lock decides), and an instance that dies mid-flush loses at most the
 * views of its last flush window and counts none twice (its transaction rolls back).
 *
 * Readers are hashes of their address and the chart with the day's seed (`view_seeds`, shared by
 * every instance and deleted the next day); addresses are never stored. Views of a chart deleted
 * meanwhile are dropped.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { viewSeeds } from '../db/schema';
import { readerKey } from './reader-dedupe';

/** A reader who comes back within this window (a reload, a second embed of it) is not a new view. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

export interface ViewCounter {
  /** A reader at `address` was shown chart `chartId`. */
  count(chartId: number, address: string): void;
  flush(): Promise<void>;
  /** Flushes what is pending and stops the timer (on shutdown). */
  stop(): Promise<void>;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createViewCounter(db: Db, flushEveryMs = 2000, now: () => number = Date.now): ViewCounter {
  /** `chartId address` → [chartId, address]: one entry per reader and chart however often it reports. */
  let pending = new Map<string, [number, string]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let seed: { day: string; a: number; b: number } | null = null;

  /** The day's seed, made by whichever instance asks first. Yesterday's goes, with expired readers. */
  async function seedOf(day: string): Promise<{ a: number; b: number }> {
    if (seed?.day === day) return seed;
    await db
      .insert(viewSeeds)
      .values({ day, seed: Math.floor(Math.random() * 2 ** 52) })
      .onConflictDoNothing();
    const [row] = await db.select({ seed: viewSeeds.seed }).from(viewSeeds).where(eq(viewSeeds.day, day));
    await db.delete(viewSeeds).where(lt(viewSeeds.day, day));
    const value = row!.seed;
    seed = { day, a: (value % 2 ** 31) | 0, b: Math.floor(value / 2 ** 31) | 0 };
    return seed;
  }

  async function write(batch: Array<[number, string]>): Promise<void> {
    const t = now();
    const { a, b } = await seedOf(utcDay(t));
    const readers = new Map<string, [number, number]>();
    for (const [chartId, address] of batch) {
      const reader = readerKey(address, chartId, a, b);
      readers.set(`${chartId} ${reader}`, [chartId, reader]);
    }
    const rows = sql.join(
      [...readers.values()].map(([id, reader]) => sql`(${id}::int, ${reader}::bigint)`),
      sql`, `,
    );
    const until = new Date(t + VIEW_WINDOW_MS).toISOString();
    const at = new Date(t).toISOString();
    // One statement: readers new within the window are recorded, and only they are counted.
    await db.execute(sql`
      with fresh as (
        insert into chart_view_readers (chart_id, reader, until)
        select v.id, v.reader, ${until}::timestamptz from (values ${rows}) as v(id, reader) join charts c on c.id = v.id
        on conflict (chart_id, reader) do update set until = excluded.until where chart_view_readers.until <= ${at}::timestamptz
        returning chart_id
      ),
      counts as (select chart_id, count(*)::int as n from fresh group by chart_id),
      daily as (
        insert into chart_views_daily (chart_id, day, count)
        select chart_id, ${utcDay(t)}::date, n from counts
        on conflict (chart_id, day) do update set count = chart_views_daily.count + excluded.count
      )
      update charts set views = charts.views + counts.n from counts where charts.id = counts.chart_id`);
    await db.execute(sql`delete from chart_view_readers where until < ${at}::timestamptz`);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return flushing;
    const batch = [...pending.values()];
    pending = new Map();
    flushing = flushing.then(() =>
      write(batch).catch((error: unknown) => {
        // Keep the views for the next flush rather than lose them while the database is away:
        // the statement rolled back whole, so none of them was counted.
        for (const [chartId, address] of batch) pending.set(`${chartId} ${address}`, [chartId, address]);
        console.error('[views] flush failed, will retry:', (error as Error).message);
        schedule();
      }),
    );
    return flushing;
  }

  function schedule(): void {
    timer ??= setTimeout(() => void flush(), flushEveryMs);
  }

  return {
    count(chartId, address) {
      pending.set(`${chartId} ${address}`, [chartId, address]);
      schedule();
    },
    flush,
    async stop() {
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
