/**
 * A realistic mix of traffic from many simulated users at once: browsing the trending feed, loading
 * embeds and standalone pages, liking, commenting, replying and creating charts. Counts every
 * answer by status; the caller checks there was no 5xx and that the counters match their rows.
 */
import { sql } from 'drizzle-orm';
import { HttpClient } from './http-client';
import type { TestDatabase } from './test-database';

export interface LoadResult {
  requests: number;
  byStatus: Record<number, number>;
  serverErrors: string[];
}

export async function runLoad(baseUrl: string, options: { users: number; seconds: number }): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, byStatus: {}, serverErrors: [] };
  const deadline = Date.now() + options.seconds * 1000;
  const record = async (what: string, response: Promise<Response>): Promise<{ status: number; body: unknown } | null> => {
    try {
      const r = await response;
      const text = await r.text();
      result.requests++;
      result.byStatus[r.status] = (result.byStatus[r.status] ?? 0) + 1;
      if (r.status >= 500) result.serverErrors.push(`${what} → ${r.status}: ${text.slice(0, 200)}`);
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // embeds and pages are not JSON
      }
      return { status: r.status, body };
    } catch (error) {
      result.serverErrors.push(`${what} → ${(error as Error).message}`);
      return null;
    }
  };

  async function user(i: number) {
    const c = new HttpClient(baseUrl);
    await record('register', c.post('/api/auth/register', { username: `load${i}`, email: `load${i}@example.com`, password: 'correct horse battery' }));
    const mine: number[] = [];
    while (Date.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.15 || mine.length === 0) {
        const created = await record(
          'create chart',
          c.post('/api/chart', {
            dataSource: 'csv',
            chartType: 'bar',
            name: `Load chart ${i}.${mine.length}`,
            // On the feed, which the other users read to pick charts to like, comment on and embed.
            listed: true,
            data: { labels: ['a', 'b', 'c'], datasets: [{ label: 'x', data: [Math.random(), Math.random(), Math.random()] }] },
          }),
        );
        if (created?.status === 201) mine.push((created.body as { id: number }).id);
        continue;
      }
      const feed = await record('trending', c.get('/api/trending-charts?limit=20'));
      const charts = feed?.status === 200 ? (feed.body as Array<{ id: number; slug: string }>) : [];
      const chart = charts[Math.floor(Math.random() * charts.length)];
      if (!chart) continue;
      if (roll < 0.5) await record('embed', fetch(`${baseUrl}/e/${chart.slug}.js`));
      else if (roll < 0.6) await record('page', fetch(`${baseUrl}/e/${chart.slug}`));
      else if (roll < 0.75) await record('like', c.post(`/api/charts/${chart.id}/like`));
      else if (roll < 0.9) {
        const comment = await record('comment', c.post(`/api/charts/${chart.id}/comments`, { content: `Comment from ${i}` }));
        if (comment?.status === 201 && Math.random() < 0.3) {
          const { id } = comment.body as { id: number };
          await record('reply', c.post(`/api/comments/${id}/reply`, { content: `Reply from ${i}` }));
        }
      } else await record('comments', c.get(`/api/charts/${chart.id}/comments`));
    }
  }

  await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  return result;
}

/** Every counter equal to the rows behind it (run with the server stopped, for PGlite's sake). */
export async function countersMismatches(database: TestDatabase): Promise<string[]> {
  const handle = await database.open();
  try {
    const result = await handle.db.execute(sql`
      select c.id, c.likes, c.comment_count, c.views,
        (select count(*)::int from chart_likes l where l.chart_id = c.id) as like_rows,
        (select count(*)::int from comments m where m.chart_id = c.id) as comment_rows,
        (select coalesce(sum(v.count), 0)::int from chart_views_daily v where v.chart_id = c.id) as view_rows
      from charts c`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, number>>;
    return rows
      .filter((r) => r.likes !== r.like_rows || r.comment_count !== r.comment_rows || r.views !== r.view_rows)
      .map((r) => `chart ${r.id}: likes ${r.likes}/${r.like_rows}, comments ${r.comment_count}/${r.comment_rows}, views ${r.views}/${r.view_rows}`);
  } finally {
    await handle.close();
  }
}
