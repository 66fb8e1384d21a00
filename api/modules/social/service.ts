/**
 * Likes and comments. The counters on a chart (likes, commentCount) change in the same
 * transaction as the rows they count, by exactly the rows inserted or deleted, so they stay equal
 * to those rows however many people click at once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CommentRecord } from '@shared/api/social';
import type { Db } from '../../db/client';
import { chartLikes, charts, comments, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, NotFoundError } from '../../lib/errors';

/**
 * The chart exists and this reader may see its social side: an unlisted chart is unlisted
 * everywhere, so only its owner reaches its likes and comments (anyone else gets the same 404 as
 * for a chart that does not exist, since chart ids are sequential and easy to guess).
 */
export async function requireChart(db: Db, chartId: number, viewerId: number | null): Promise<void> {
  const [row] = await db.select({ listed: charts.listed, userId: charts.userId }).from(charts).where(eq(charts.id, chartId));
  if (!row || (!row.listed && row.userId !== viewerId)) throw new NotFoundError('Chart not found');
}

export async function toggleLike(db: Db, userId: number, chartId: number): Promise<{ liked: boolean; likes: number }> {
  await requireChart(db, chartId, userId);
  return db.transaction(async (tx) => {
    const added = await tx.insert(chartLikes).values({ chartId, userId }).onConflictDoNothing().returning({ chartId: chartLikes.chartId });
    if (added.length > 0) {
      const [row] = await tx
        .update(charts)
        .set({ likes: sql`${charts.likes} + 1` })
        .where(eq(charts.id, chartId))
        .returning({ likes: charts.likes });
      return { liked: true, likes: row!.likes };
    }
    const removed = await tx
      .delete(chartLikes)
      .where(and(eq(chartLikes.chartId, chartId), eq(chartLikes.userId, userId)))
      .returning({ chartId: chartLikes.chartId });
    const [row] = await tx
      .update(charts)
      .set({ likes: sql`${charts.likes} - ${removed.length}` })
      .where(eq(charts.id, chartId))
      .returning({ likes: charts.likes });
    return { liked: false, likes: row!.likes };
  });
}

const commentColumns = {
  id: comments.id,
  content: comments.content,
  createdAt: comments.createdAt,
  parentCommentId: comments.parentCommentId,
  userId: users.id,
  username: users.username,
};

type CommentRow = { id: number; content: string; createdAt: Date; parentCommentId: number | null; userId: number; username: string };

const toRecord = (row: CommentRow): CommentRecord => ({
  id: row.id,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  user: { id: row.userId, username: row.username },
  parentCommentId: row.parentCommentId,
});

/** Top-level comments oldest first, each with its replies oldest first. */
export async function listComments(db: Db, chartId: number, viewerId: number | null): Promise<Array<CommentRecord & { replies: CommentRecord[] }>> {
  await requireChart(db, chartId, viewerId);
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.chartId, chartId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const threads = rows.filter((r) => r.parentCommentId === null).map((r) => ({ ...toRecord(r), replies: [] as CommentRecord[] }));
  const byId = new Map(threads.map((t) => [t.id, t]));
  for (const row of rows) if (row.parentCommentId !== null) byId.get(row.parentCommentId)?.replies.push(toRecord(row));
  return threads;
}

async function insertComment(
  db: Db,
  clock: Clock,
  input: { chartId: number; userId: number; parentCommentId: number | null; content: string },
): Promise<CommentRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ ...input, createdAt: clock.now() })
      .returning({ id: comments.id });
    await tx
      .update(charts)
      .set({ commentCount: sql`${charts.commentCount} + 1` })
      .where(eq(charts.id, input.chartId));
    return row!.id;
  });
  const [row] = await db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id));
  return toRecord(row!);
}

export async function addComment(db: Db, clock: Clock, userId: number, chartId: number, content: string): Promise<CommentRecord> {
  const text = content.trim();
  await requireChart(db, chartId, userId);
  return insertComment(db, clock, { chartId, userId, parentCommentId: null, content: text });
}

/** Replies are one level deep: a reply to a reply joins the thread of the top-level comment. */
export async function replyTo(db: Db, clock: Clock, userId: number, commentId: number, content: string): Promise<CommentRecord> {
  const text = content.trim();
  const target = await findComment(db, commentId);
  await requireChart(db, target.chartId, userId);
  return insertComment(db, clock, { chartId: target.chartId, userId, parentCommentId: target.parentCommentId ?? target.id, content: text });
}

export async function deleteComment(db: Db, userId: number, commentId: number): Promise<void> {
  const target = await findComment(db, commentId);
  if (target.userId !== userId) throw new ForbiddenError('Only its author may delete a comment');
  await removeComment(db, target);
}

type StoredComment = typeof comments.$inferSelect;

export async function findComment(db: Db, commentId: number): Promise<StoredComment> {
  const [target] = await db.select().from(comments).where(eq(comments.id, commentId));
  if (!target) throw new NotFoundError('Comment not found');
  return target;
}

/** The comment and its replies, and the chart's counter down by exactly the rows that went. */
export async function removeComment(db: Db, target: StoredComment): Promise<void> {
  await db.transaction(async (tx) => {
    const replies = await tx.delete(comments).where(eq(comments.parentCommentId, target.id)).returning({ id: comments.id });
    const removed = await tx.delete(comments).where(eq(comments.id, target.id)).returning({ id: comments.id });
    const count = replies.length + removed.length;
    if (count > 0)
      await tx
        .update(charts)
        .set({ commentCount: sql`${charts.commentCount} - ${count}` })
        .where(eq(charts.id, target.chartId));
  });
}
