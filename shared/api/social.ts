/** The trending feed, likes and comments on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { ChartRecord } from './charts';
import { Author, NOT_BLANK, Nullable } from './common';

export const TrendingChart = t.Composite([
  ChartRecord,
  t.Object({
    user: Author,
    /** Whether the signed-in reader likes this chart (always false for guests). */
    liked: t.Boolean(),
  }),
]);
export type TrendingChart = Static<typeof TrendingChart>;
export const TrendingCharts = t.Array(TrendingChart);

export const ContentBody = t.Object({ content: t.String({ minLength: 1, maxLength: 2000, pattern: NOT_BLANK, error: 'content must be 1 to 2,000 characters' }) });
export type ContentBody = Static<typeof ContentBody>;

export const CommentRecord = t.Object({
  id: t.Integer(),
  content: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  user: Author,
  parentCommentId: Nullable(t.Integer()),
});
export type CommentRecord = Static<typeof CommentRecord>;

/** A comment with its replies (replies have none of their own). */
export const CommentThread = t.Composite([CommentRecord, t.Object({ replies: t.Array(CommentRecord) })]);
export type CommentThread = Static<typeof CommentThread>;
export const CommentThreads = t.Array(CommentThread);

export const LikeAnswer = t.Object({ liked: t.Boolean(), likes: t.Integer() });
export type LikeAnswer = Static<typeof LikeAnswer>;
