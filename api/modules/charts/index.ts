/**
 * Charts (docs/api.md, Charts): save, list one's own, rename, delete, and update in place (Datawrapper's
 * "republish": same slug, every embed shows the new version), plus the owner's views history.
 */
import { Elysia } from 'elysia';
import { CHART_LIMITS } from '@shared/spec/chart-data-check';
import { AppendRowsBody, ChartDeleted, ChartRecord, ChartRecords, CreateChartBody, RenameBody, UpdateChartBody, ViewsHistory } from '@shared/api/charts';
import type { Db } from '../../db/client';
import { TOKEN_OR_SESSION } from '../../lib/api-docs';
import type { ChartChanges } from '../../lib/chart-changes';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';
import type { RateLimiter } from '../../lib/rate-limit';
import { PayloadTooLargeError } from '../../lib/errors';
import { ChartIdParams } from '../../lib/id-params';
import { requireUser, sessionPlugin } from '../../session/session-plugin';
import type { UserRow } from '../../session/account';
import type { GroundingDeps } from '../grounding/service';
import { chartEtag } from './chart-lock';
import {
  appendRows,
  createChart,
  deleteChart,
  listOwnCharts,
  ownedChart,
  renameChart,
  toChartRecord,
  updateChart,
  viewsHistory,
  type ChartRow,
} from './service';
import { chartWriteBudget } from './write-budget';
import { ViewsQuery } from './model';

/** Chart data may be up to 5 MB of JSON; the general JSON limit leaves room for the rest of the body. */
function limitChartSize(request: Request): void {
  if (Number(request.headers.get('content-length') ?? 0) > CHART_LIMITS.dataBytes) {
    throw new PayloadTooLargeError('The chart data is larger than 5 MB');
  }
}

/** What a write sends, for the account's hourly budget: the body as declared, or as read. */
function bytesSent(request: Request, body: unknown): number {
  return Number(request.headers.get('content-length')) || JSON.stringify(body).length;
}

export function chartsModule(deps: { db: Db; clock: Clock; config: Config; changes: ChartChanges; tokenLimiter: RateLimiter; grounded: GroundingDeps }) {
  const { db, clock, changes } = deps;
  const budget = chartWriteBudget(db, clock, deps.config.chartWriteLimits);
  /** The record of a chart just written, with its version as the ETag a later `If-Match` names. */
  const written = (chart: ChartRow, set: { headers: Record<string, string | number> }, change = true) => {
    if (change) changes.changed(chart.slug);
    set.headers.etag = chartEtag(chart);
    return toChartRecord(chart);
  };
  const writeOptions = (request: Request) => ({ ifMatch: request.headers.get('if-match'), budget });
  // Calls made with a personal access token see other people's charts as missing (404).
  const mine = (who: { user: UserRow | null; viaToken: boolean }, id: number) => ownedChart(db, requireUser(who.user).id, id, who.viaToken);
  return new Elysia({ name: 'charts' })
    .use(sessionPlugin(deps))
    .post(
      '/api/chart',
      async ({ user, body, request, set }) => {
        const owner = requireUser(user);
        limitChartSize(request);
        await budget.spend(owner.id, bytesSent(request, body));
        const chart = await createChart(db, clock, deps.grounded, owner.id, body, budget);
        set.status = 201;
        return written(chart, set, false);
      },
      {
        body: CreateChartBody,
        parse: 'json',
        response: { 201: ChartRecord },
        detail: { summary: 'Save a chart', tags: ['charts'], security: TOKEN_OR_SESSION },
      },
    )
    .get('/api/user/charts', async ({ user }) => (await listOwnCharts(db, requireUser(user).id)).map(toChartRecord), {
      response: ChartRecords,
      detail: { summary: 'The signed-in user’s charts, newest first', tags: ['charts'], security: TOKEN_OR_SESSION },
    })
    .patch(
      '/api/charts/:id',
      async ({ user, viaToken, params, body, request, set }) => {
        const chart = await mine({ user, viaToken }, params.id);
        limitChartSize(request);
        await budget.spend(chart.userId, bytesSent(request, body));
        return written(await updateChart(db, clock, deps.grounded, chart, body, writeOptions(request)), set);
      },
      {
        params: ChartIdParams,
        body: UpdateChartBody,
        parse: 'json',
        response: ChartRecord,
        detail: { summary: 'Update a chart in place (same slug)', tags: ['charts'], security: TOKEN_OR_SESSION },
      },
    )
    .patch(
      '/api/charts/:id/rename',
      async ({ user, viaToken, params, body, request, set }) => {
        const chart = await mine({ user, viaToken }, params.id);
        await budget.spend(chart.userId, bytesSent(request, body));
        return written(await renameChart(db, clock, chart, body.name, writeOptions(request)), set);
      },
      {
        params: ChartIdParams,
        body: RenameBody,
        parse: 'json',
        response: ChartRecord,
        detail: { summary: 'Rename a chart', tags: ['charts'], security: TOKEN_OR_SESSION },
      },
    )
    .delete(
      '/api/charts/:id',
      async ({ user, viaToken, params }) => {
        changes.changed((await deleteChart(db, await mine({ user, viaToken }, params.id))).slug);
        return { message: 'Chart deleted' };
      },
      {
        params: ChartIdParams,
        response: ChartDeleted,
        detail: { summary: 'Delete a chart with its likes, comments and views', tags: ['charts'], security: TOKEN_OR_SESSION },
      },
    )
    .get(
      '/api/charts/:id/views',
      async ({ user, viaToken, params, query }) => viewsHistory(db, clock, await mine({ user, viaToken }, params.id), query.days ?? 30),
      {
        params: ChartIdParams,
        query: ViewsQuery,
        response: ViewsHistory,
        detail: { summary: 'Daily views of one’s chart', tags: ['charts'], security: TOKEN_OR_SESSION },
      },
    )
    .post(
      '/api/charts/:id/rows',
      async ({ user, viaToken, params, body, request, set }) => {
        const chart = await mine({ user, viaToken }, params.id);
        limitChartSize(request);
        await budget.spend(chart.userId, bytesSent(request, body));
        return written(await appendRows(db, clock, chart, body, writeOptions(request)), set);
      },
      {
        params: ChartIdParams,
        body: AppendRowsBody,
        parse: 'json',
        response: ChartRecord,
        detail: { summary: 'Append rows to a chart’s data, keeping the newest `keep`', tags: ['charts'], security: TOKEN_OR_SESSION },
      },
    );
}
