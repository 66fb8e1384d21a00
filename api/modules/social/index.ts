/** Likes and comments on charts (docs/api.md, Likes and comments). Reading comments is open; everything else needs a session. */
import { Elysia } from 'elysia';
import { CommentDeleted, CommentRecord, CommentThreads, ContentBody, LikeAnswer } from '@shared/api/social';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { SESSION_ONLY } from '../../lib/api-docs';
import type { Config } from '../../lib/config';
import { createRateLimiter } from '../../lib/rate-limit';
import { ChartIdParams, CommentIdParams } from '../../lib/id-params';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import type { UserRow } from '../../session/account';
import { addComment, deleteComment, listComments, replyTo, toggleLike } from './service';

/** Per user and per minute, counted in the database so every instance sees the same counts (docs/api.md). */
function socialLimiters(db: Db, clock: Clock, limits: Config['socialRateLimits']) {
  const wait = (seconds: number) => `Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return {
    comments: createRateLimiter(db, clock, {
      limit: limits.comments,
      windowMs: 60_000,
      message: (seconds) => `You are commenting too fast: at most ${limits.comments} comments and replies a minute. ${wait(seconds)}`,
    }),
    likes: createRateLimiter(db, clock, {
      limit: limits.likes,
      windowMs: 60_000,
      message: (seconds) => `You are liking too fast: at most ${limits.likes} likes a minute. ${wait(seconds)}`,
    }),
  };
}

export function socialModule(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock } = deps;
  const limiters = socialLimiters(db, clock, deps.config.socialRateLimits);
  // Counted before anything is written, so a refused comment or like leaves no row behind.
  const commenter = async (user: UserRow | null) => {
    const id = requireUser(user).id;
    await limiters.comments.hit([`comment:user:${id}`]);
    return id;
  };
  return new Elysia({ name: 'social' })
    .use(sessionPlugin(deps))
    .post(
      '/api/charts/:id/like',
      async ({ user, params }) => {
        const id = requireUser(user).id;
        await limiters.likes.hit([`like:user:${id}`]);
        return toggleLike(db, id, params.id);
      },
      {
        params: ChartIdParams,
        response: LikeAnswer,
        detail: { summary: 'Like a chart, or take the like back', tags: ['social'], security: SESSION_ONLY },
      },
    )
    .get('/api/charts/:id/comments', ({ params, user }) => listComments(db, params.id, user?.id ?? null), {
      params: ChartIdParams,
      response: CommentThreads,
      detail: { summary: 'Comments on a chart, each with its replies', tags: ['social'] },
    })
    .post(
      '/api/charts/:id/comments',
      async ({ user, params, body, set }) => {
        const comment = await addComment(db, clock, await commenter(user), params.id, body.content);
        set.status = 201;
        return comment;
      },
      {
        params: ChartIdParams,
        body: ContentBody,
        parse: 'json',
        response: { 201: CommentRecord },
        detail: { summary: 'Comment on a chart', tags: ['social'], security: SESSION_ONLY },
      },
    )
    .post(
      '/api/comments/:id/reply',
      async ({ user, params, body, set }) => {
        const reply = await replyTo(db, clock, await commenter(user), params.id, body.content);
        set.status = 201;
        return reply;
      },
      {
        params: CommentIdParams,
        body: ContentBody,
        parse: 'json',
        response: { 201: CommentRecord },
        detail: { summary: 'Reply to a comment', tags: ['social'], security: SESSION_ONLY },
      },
    )
    .delete(
      '/api/comments/:id',
      async ({ user, params }) => {
        await deleteComment(db, requireUser(user).id, params.id);
        return { message: 'Comment deleted' };
      },
      {
        params: CommentIdParams,
        response: CommentDeleted,
        detail: { summary: 'Delete one’s comment and its replies', tags: ['social'], security: SESSION_ONLY },
      },
    );
}
