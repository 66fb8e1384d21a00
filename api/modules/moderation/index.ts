/**
 * The admin's moderation calls (docs/api.md, Moderation), each behind the admin session: open
 * reports and their dismissal, deleting any comment or chart, disabling and enabling accounts.
 */
import { Elysia } from 'elysia';
import { ChartDeleted } from '@shared/api/charts';
import { ReportDismissed, ReportPage, DisableBody } from '@shared/api/moderation';
import { CommentDeleted } from '@shared/api/social';
import { AdminUser } from '@shared/api/admin';
import type { Db } from '../../db/client';
import { ADMIN_ONLY } from '../../lib/api-docs';
import type { ChartChanges } from '../../lib/chart-changes';
import type { Clock } from '../../lib/clock';
import { ChartIdParams, ReportIdParams, CommentIdParams, UserIdParams } from '../../lib/id-params';
import { refuseTokens } from '../../session/session-plugin';
import { ADMIN_COOKIE, requireAdmin, toAdminUserRow } from '../admin/service';
import { dismissReport, listReports } from '../reports/service';
import { deleteAnyChart, deleteAnyComment, setDisabled } from './service';
import { ReportsQuery } from './model';

export function moderationModule(deps: { db: Db; clock: Clock; changes: ChartChanges }) {
  const { db, clock } = deps;
  const detail = (summary: string) => ({ summary, tags: ['moderation'], security: ADMIN_ONLY });
  return new Elysia({ name: 'moderation' })
    .use(refuseTokens)
    .onBeforeHandle({ as: 'local' }, ({ cookie }) => requireAdmin(deps, cookie[ADMIN_COOKIE]!.value))
    .get('/api/admin/reports', ({ query }) => listReports(db, query), {
      query: ReportsQuery,
      response: ReportPage,
      detail: detail('Open reports, newest first, with what they are about'),
    })
    .delete(
      '/api/admin/reports/:id',
      async ({ params }) => {
        await dismissReport(db, params.id);
        return { message: 'Report dismissed' };
      },
      { params: ReportIdParams, response: ReportDismissed, detail: detail('Dismiss a report, leaving its target as it is') },
    )
    .delete(
      '/api/admin/comments/:id',
      async ({ params }) => {
        await deleteAnyComment(db, params.id);
        return { message: 'Comment deleted' };
      },
      { params: CommentIdParams, response: CommentDeleted, detail: detail('Delete anyone’s comment, with its replies and reports') },
    )
    .delete(
      '/api/admin/charts/:id',
      async ({ params }) => {
        // Its embeds stop being served here at once, and on other instances within seconds.
        deps.changes.changed((await deleteAnyChart(db, params.id)).slug);
        return { message: 'Chart deleted' };
      },
      { params: ChartIdParams, response: ChartDeleted, detail: detail('Delete anyone’s chart, with its likes, comments, views and reports') },
    )
    .patch('/api/admin/users/:id', async ({ params, body }) => toAdminUserRow(await setDisabled(db, clock, params.id, body.disabled)), {
      params: UserIdParams,
      body: DisableBody,
      parse: 'json',
      response: AdminUser,
      detail: detail('Disable an account (its sessions end, tokens stop, charts leave trending) or enable it again'),
    });
}
