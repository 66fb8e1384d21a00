/** The trending feed, likes and comments on the wire. */
import { Type as t, type Static } from '@sinclair/typebox';
import { ChartRecord, exampleChart } from './charts';
import { Author, NOT_BLANK, Nullable, saying, withExamples } from './common';

export const TrendingChart = t.Composite([
  ChartRecord,
  t.Object({
    user: Author,
    /** Whether the signed-in reader likes this chart (always false for guests). */
    liked: t.Boolean(),
    /**
     * Set when the chart's data is too large to travel in the feed: `data` then has no rows, and
     * the chart's spec, data included, is at this address.
     */
    dataUrl: Nullable(t.String()),
  }),
]);
export type TrendingChart = Static<typeof TrendingChart>;
export const TrendingCharts = withExamples(t.Array(TrendingChart), [{ ...exampleChart, user: { id: 7, username: 'ada' }, liked: false, dataUrl: null }]);

export const ContentBody = withExamples(
  t.Object({ content: t.String({ minLength: 1, maxLength: 2000, pattern: NOT_BLANK, error: 'content must be 1 to 2,000 characters' }) }),
  {
    content: 'Lovely curve. Is the sensor in the shade?',
  },
);
export type ContentBody = Static<typeof ContentBody>;

const CommentRecordSchema = t.Object({
  id: t.Integer(),
  content: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  user: Author,
  parentCommentId: Nullable(t.Integer()),
});
const comment: Static<typeof CommentRecordSchema> = {
  id: 11,
  content: 'Lovely curve. Is the sensor in the shade?',
  createdAt: '2025-03-01T10:15:00.000Z',
  user: { id: 8, username: 'grace' },
  parentCommentId: null,
};
const reply: Static<typeof CommentRecordSchema> = {
  id: 12,
  content: 'It is now.',
  createdAt: '2025-03-01T10:40:00.000Z',
  user: { id: 7, username: 'ada' },
  parentCommentId: 11,
};
export const CommentRecord = withExamples(CommentRecordSchema, comment, reply);
export type CommentRecord = Static<typeof CommentRecord>;

/** A comment with its replies (replies have none of their own). */
export const CommentThread = t.Composite([CommentRecordSchema, t.Object({ replies: t.Array(CommentRecordSchema) })]);
export type CommentThread = Static<typeof CommentThread>;
export const CommentThreads = withExamples(t.Array(CommentThread), [{ ...comment, replies: [reply] }]);

export const CommentDeleted = saying('Comment deleted');

export const LikeAnswer = withExamples(t.Object({ liked: t.Boolean(), likes: t.Integer() }), { liked: true, likes: 4 });
export type LikeAnswer = Static<typeof LikeAnswer>;
