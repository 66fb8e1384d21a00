import { t } from 'elysia';

export { CommentDeleted, CommentRecord, CommentThread, CommentThreads, ContentBody, LikeAnswer } from '@shared/api/social';

export const CommentIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The comment id must be a positive whole number' }) });
