/**
 * The whole HTTP surface in one Elysia instance: cross-cutting plugins first (errors, bodies),
 * then one module per feature, then the static sites with the SPA fallback last.
 */
import { Elysia } from 'elysia';
import { apiDocs } from './lib/api-docs';
import { bodyParser } from './lib/body-parser';
import { clientAddress } from './lib/client-address';
import type { Config } from './lib/config';
import { errorHandler } from './lib/error-handler';
import { requestGuard } from './lib/request-guard';
import { originGuard } from './lib/origin-guard';
import { adminModule } from './modules/admin';
import { moderationModule } from './modules/moderation';
import { reportsModule } from './modules/reports';
import { chartsModule } from './modules/charts';
import { eventsModule } from './modules/events';
import { socialModule } from './modules/social';
import { trendingModule } from './modules/trending';
import { aiModule } from './modules/ai';
import { csvModule } from './modules/csv';
import { liveChartsModule } from './modules/live-charts';
import { tokensModule } from './modules/tokens';
import { authModule } from './modules/auth';
import { embedModule } from './modules/embed';
import { pricesModule } from './modules/prices';
import { PROVIDER_TIMEOUT_MS } from './modules/prices/provider';
import { profileModule } from './modules/profile';
import { capabilitiesModule } from './modules/capabilities';
import { healthModule } from './modules/health';
import type { AppDeps } from './app/app-deps';
import { moduleContext } from './app/module-context';
import { staticSites } from './app/static-sites';

export type { AppDeps } from './app/app-deps';
export { BUILDER_CSP } from './app/static-sites';

/** JSON bodies are small (a chart's data at most); only uploads may be large, up to CSV_MAX_BYTES. */
const JSON_BODY_LIMIT = 6 * 1024 * 1024;

/** How long a handler may work once its request is whole: the slowest upstream's limit, and then some. */
const handlerSeconds = (config: Config) => Math.max(config.openai.timeoutMs, PROVIDER_TIMEOUT_MS) / 1000 + 15;

export function bodyLimits(config: Config) {
  return { json: JSON_BODY_LIMIT, upload: config.csvMaxBytes };
}

export function createApp(deps: AppDeps) {
  const address = clientAddress(deps.config);
  const context = moduleContext(deps, address);
  const { clientIp, origin, changes, rankings, grounded, limiters } = context;
  const limiter = limiters.auth;
  const tokenLimiter = limiters.token;
  const accountDeps = { db: deps.db, clock: deps.clock, mailer: deps.mailer, background: deps.background, limiter, config: deps.config, origin, clientIp };

  const sites = staticSites(deps.distDir);
  const embed = embedModule({
    db: deps.db,
    config: deps.config,
    views: deps.views,
    runtimeFile: deps.runtimeFile,
    toolbarFile: deps.toolbarFile,
    changes,
    clientIp,
    origin,
  });
  // The runtime, like the embed paths, is on every host page that has a chart: a Bun native route,
  // ahead of the general lifecycle (see api/modules/embed/index.ts).
  const app = new Elysia({ serve: { routes: { ...embed.nativeRoutes, '/widget/*': { GET: sites.widgetFile } } } })
    .use(errorHandler)
    // Every write this instance answers may move a chart in the trending order: likes, comments,
    // charts made, changed, unlisted or deleted, accounts removed or disabled. Reads keep the
    // shared order.
    .onAfterHandle({ as: 'global' }, ({ request }) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') rankings.invalidate();
    })
    .use(requestGuard({ handlerSeconds: handlerSeconds(deps.config) }))
    .use(originGuard(origin))
    .use(bodyParser(bodyLimits(deps.config)))
    .use(apiDocs())
    .use(healthModule({ db: deps.db, kind: deps.dbKind }))
    .use(capabilitiesModule({ config: deps.config }))
    .use(eventsModule({ db: deps.db, clock: deps.clock, clientIp }))
    .use(authModule(accountDeps))
    .use(profileModule({ ...accountDeps, changes }))
    .use(
      adminModule({
        db: deps.db,
        clock: deps.clock,
        limiter,
        configuredCode: deps.config.adminAccessCode,
        secureCookies: deps.config.secureCookies,
        clientIp,
      }),
    )
    .use(chartsModule({ db: deps.db, clock: deps.clock, config: deps.config, changes, tokenLimiter, grounded }))
    .use(tokensModule({ db: deps.db, clock: deps.clock, config: deps.config }))
    .use(socialModule({ db: deps.db, clock: deps.clock, config: deps.config }))
    .use(reportsModule({ db: deps.db, clock: deps.clock, config: deps.config }))
    .use(moderationModule({ db: deps.db, clock: deps.clock, changes }))
    .use(trendingModule({ db: deps.db, clock: deps.clock, config: deps.config, rankings, origin }))
    .use(pricesModule({ db: deps.db, clock: deps.clock, config: deps.config }))
    .use(
      csvModule({
        maxBytes: deps.config.csvMaxBytes,
        limiter: limiters.upload,
        clientIp,
      }),
    )
    .use(liveChartsModule({ db: deps.db, clock: deps.clock, config: deps.config, changes, clientIp, tokenLimiter, grounded, background: deps.background }))
    .use(aiModule({ db: deps.db, clock: deps.clock, config: deps.config, grounded, clientIp }))
    .use(embed.plugin)
    .get('/widget/*', ({ request }) => sites.widgetFile(request))
    .get('/*', ({ request }) => sites.builderPage(request));
  address.listenWith(app);
  return app;
}

export type App = ReturnType<typeof createApp>;
