/** Likes and comments on charts (docs/api.md, Likes and comments). Reading comments is open; everything else needs a session. */
import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { SESSION_ONLY } from '../../lib/api-docs';
import type { Config } from '../../lib/config';
import { requireUser, sessionPlugin } from '../auth/session-plugin';
import { ChartIdParams } from '../charts/model';
import { CommentDeleted, CommentIdParams, CommentRecord, CommentThreads, ContentBody, LikeAnswer } from './model';
import { addComment, deleteComment, listComments, replyTo, toggleLike } from './service';

export function socialModule(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock } = deps;
  return new Elysia({ name: 'social' })
    .use(sessionPlugin(deps))
    .post('/api/charts/:id/like', async ({ user, params }) => toggleLike(db, requireUser(user).id, params.id), {
      params: ChartIdParams,
      response: LikeAnswer,
      detail: { summary: 'Like a chart, or take the like back', tags: ['social'], security: SESSION_ONLY },
    })
    .get('/api/charts/:id/comments', ({ params, user }) => listComments(db, params.id, user?.id ?? null), {
      params: ChartIdParams,
      response: CommentThreads,
      detail: { summary: 'Comments on a chart, each with its replies', tags: ['social'] },
    })
    .post(
      '/api/charts/:id/comments',
      async ({ user, params, body, set }) => {
        const comment = await addComment(db, clock, requireUser(user).id, params.id, body.content);
        set.status = 201;
        return comment;
      },
      { params: ChartIdParams, body: ContentBody, parse: 'json', response: { 201: CommentRecord }, detail: { summary: 'Comment on a chart', tags: ['social'], security: SESSION_ONLY } },
    )
    .post(
      '/api/comments/:id/reply',
      async ({ user, params, body, set }) => {
        const reply = await replyTo(db, clock, requireUser(user).id, params.id, body.content);
        set.status = 201;
        return reply;
      },
      { params: CommentIdParams, body: ContentBody, parse: 'json', response: { 201: CommentRecord }, detail: { summary: 'Reply to a comment', tags: ['social'], security: SESSION_ONLY } },
    )
    .delete(
      '/api/comments/:id',
      async ({ user, params }) => {
        await deleteComment(db, requireUser(user).id, params.id);
        return { message: 'Comment deleted' };
      },
      { params: CommentIdParams, response: CommentDeleted, detail: { summary: 'Delete one’s comment and its replies', tags: ['social'], security: SESSION_ONLY } },
    );
}
