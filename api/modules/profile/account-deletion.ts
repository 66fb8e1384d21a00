/**
 * Deleting an account, in one transaction: the user's charts (their likes, comments, views and
 * reports go with them), their comments and likes on other people's charts, and, through the
 * foreign keys, sessions, access tokens and e-mail links. The counters on other people's charts
 * drop by exactly the rows removed, so they still equal their rows afterwards.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chartLikes, charts, comments, users } from '../../db/schema';

/** The slugs of the charts deleted, for the embed caches to forget. */
export async function deleteAccount(db: Db, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Liking and commenting lock the user's row (key share, for the foreign key) until they
    // commit: waiting here for those in flight, and holding off new ones, means none lands
    // after the counts below and then vanishes with the user, leaving a counter too high.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // The same for replies by others to this user's comments, which go with them.
    const own = () => tx.select({ id: comments.id }).from(comments).where(eq(comments.userId, userId));
    await own().for('update');

    const goneComments = await tx
      .delete(comments)
      .where(or(eq(comments.userId, userId), inArray(comments.parentCommentId, own())))
      .returning({ chartId: comments.chartId });
    for (const [chartId, count] of countByChart(goneComments)) {
      await tx
        .update(charts)
        .set({ commentCount: sql`${charts.commentCount} - ${count}` })
        .where(eq(charts.id, chartId));
    }
    const goneLikes = await tx.delete(chartLikes).where(eq(chartLikes.userId, userId)).returning({ chartId: chartLikes.chartId });
    for (const [chartId, count] of countByChart(goneLikes)) {
      await tx
        .update(charts)
        .set({ likes: sql`${charts.likes} - ${count}` })
        .where(eq(charts.id, chartId));
    }

    const goneCharts = await tx.delete(charts).where(eq(charts.userId, userId)).returning({ slug: charts.slug });
    await tx.delete(users).where(eq(users.id, userId));
    return goneCharts.map((c) => c.slug);
  });
}

function countByChart(rows: Array<{ chartId: number }>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { chartId } of rows) counts.set(chartId, (counts.get(chartId) ?? 0) + 1);
  return counts;
}
