/** Reporting a chart or a comment to the admin (docs/api.md, Moderation): signed-in users, with a session. */
import { Elysia } from 'elysia';
import { ReportBody, ReportReceived } from '@shared/api/moderation';
import type { Db } from '../../db/client';
import { SESSION_ONLY } from '../../lib/api-docs';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import { createRateLimiter } from '../../lib/rate-limit';
import { ChartIdParams, CommentIdParams } from '../../lib/id-params';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import type { UserRow } from '../../session/account';
import { fileReport } from './service';

const HOUR = 3_600_000;

export function reportsModule(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock } = deps;
  const perHour = deps.config.socialRateLimits.reports;
  // Generous for someone cleaning up a thread, tight for someone flooding the admin's list.
  const limiter = createRateLimiter(db, clock, {
    limit: perHour,
    windowMs: HOUR,
    message: (seconds) => `You have sent ${perHour} reports this hour, the most there may be. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  });
  const file = async (user: UserRow | null, target: Parameters<typeof fileReport>[3], reason: string, set: { status?: number | string }) => {
    const reporter = requireUser(user).id;
    await limiter.hit([`report:user:${reporter}`]);
    set.status = (await fileReport(db, clock, reporter, target, reason)) ? 201 : 200;
    return { message: 'Thank you. The report was sent to the moderators.' };
  };
  const answers = { 200: ReportReceived, 201: ReportReceived };
  return new Elysia({ name: 'reports' })
    .use(sessionPlugin(deps))
    .post('/api/charts/:id/report', ({ user, params, body, set }) => file(user, { chartId: params.id }, body.reason, set), {
      params: ChartIdParams,
      body: ReportBody,
      parse: 'json',
      response: answers,
      detail: { summary: 'Report a chart to the admin (once per chart: again changes nothing)', tags: ['moderation'], security: SESSION_ONLY },
    })
    .post('/api/comments/:id/report', ({ user, params, body, set }) => file(user, { commentId: params.id }, body.reason, set), {
      params: CommentIdParams,
      body: ReportBody,
      parse: 'json',
      response: answers,
      detail: { summary: 'Report a comment to the admin (once per comment: again changes nothing)', tags: ['moderation'], security: SESSION_ONLY },
    });
}
