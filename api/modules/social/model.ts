import { t } from 'elysia';

export const ContentBody = t.Object({ content: t.String({ error: 'content must be 1 to 2,000 characters' }) });
export const CommentIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The comment id must be a positive whole number' }) });

const Author = t.Object({ id: t.Integer(), username: t.String() });

export const CommentRecord = t.Object({
  id: t.Integer(),
  content: t.String(),
  createdAt: t.String(),
  user: Author,
  parentCommentId: t.Union([t.Integer(), t.Null()]),
});
export type CommentRecord = typeof CommentRecord.static;

export const CommentThread = t.Composite([CommentRecord, t.Object({ replies: t.Array(CommentRecord) })]);
export const CommentThreads = t.Array(CommentThread);

export const LikeAnswer = t.Object({ liked: t.Boolean(), likes: t.Integer() });
