/**
 * Counts chart views in memory and adds them to the database in batches, so a page with a
 * popular embed does not mean one write per reader. Each flush adds to both the daily rows and the
 * chart's total in one transaction, so the total always equals the rows behind it; adding is
 * commutative, so any number of instances can flush. Views of a chart deleted meanwhile are dropped.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface ViewCounter {
  count(chartId: number): void;
  flush(): Promise<void>;
  /** Flushes what is pending and stops the timer (on shutdown). */
  stop(): Promise<void>;
}

export function createViewCounter(db: Db, flushEveryMs = 2000): ViewCounter {
  let pending = new Map<number, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    const rows = sql.join(
      [...batch].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into chart_views_daily (chart_id, day, count)
        select v.id, (now() at time zone 'utc')::date, v.n from (values ${rows}) as v(id, n) join charts c on c.id = v.id
        on conflict (chart_id, day) do update set count = chart_views_daily.count + excluded.count`);
      await tx.execute(sql`update charts set views = charts.views + v.n from (values ${rows}) as v(id, n) where charts.id = v.id`);
    });
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return flushing;
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(() =>
      write(batch).catch((error: unknown) => {
        // Keep the views for the next flush rather than lose them while the database is away.
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
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
    count(chartId) {
      pending.set(chartId, (pending.get(chartId) ?? 0) + 1);
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
