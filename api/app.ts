/**
 * The whole HTTP surface in one Elysia instance: cross-cutting plugins first (errors, bodies),
 * then one module per feature, then the static sites with the SPA fallback last.
 */
import { Elysia } from 'elysia';
import type { Db, DbKind } from './db/client';
import { apiDocs } from './lib/api-docs';
import type { BackgroundWork } from './lib/background-work';
import { bodyParser } from './lib/body-parser';
import { createChartChanges } from './lib/chart-changes';
import { clientAddress } from './lib/client-address';
import type { Clock } from './lib/clock';
import type { Config } from './lib/config';
import { errorHandler } from './lib/error-handler';
import { requestGuard } from './lib/request-guard';
import type { Mailer } from './lib/mailer';
import { originGuard } from './lib/origin-guard';
import { createRateLimiter } from './lib/rate-limit';
import type { ViewCounter } from './lib/view-counter';
import { adminModule } from './modules/admin';
import { moderationModule } from './modules/moderation';
import { reportsModule } from './modules/reports';
import { chartsModule } from './modules/charts';
import { groundedFetchDeps } from './modules/ai/fetch-deps';
import { eventsModule } from './modules/events';
import { socialModule } from './modules/social';
import { trendingModule } from './modules/trending';
import { createRankingCache } from './modules/trending/ranking-cache';
import { aiModule } from './modules/ai';
import { csvModule, UPLOAD_WINDOW_MS } from './modules/csv';
import { liveChartsModule } from './modules/live-charts';
import { tokensModule } from './modules/tokens';
import { authModule } from './modules/auth';
import { embedModule } from './modules/embed';
import { pricesModule } from './modules/prices';
import { PROVIDER_TIMEOUT_MS } from './modules/prices/provider';
import { profileModule } from './modules/profile';
import { capabilitiesModule } from './modules/capabilities';
import { healthModule } from './modules/health';
import { staticSites } from './app/static-sites';

export { BUILDER_CSP } from './app/static-sites';

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Where `npm run build` puts the builder and the widget runtime. */
  distDir: string;
  /** The hashed widget runtime file name, or null when the widget is not built. */
  runtimeFile: string | null;
  /** The standalone page's toolbar file, or null when not built. */
  toolbarFile: string | null;
  views: ViewCounter;
  clock: Clock;
  mailer: Mailer;
  /** Timers and work left behind by answers, which the server can be asked to finish (lib/background-work.ts). */
  background: BackgroundWork;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** How long one trending order serves every reader (see modules/trending/ranking-cache.ts). */
const TRENDING_SECONDS = 5;

/** JSON bodies are small (a chart's data at most); only uploads may be large, up to CSV_MAX_BYTES. */
const JSON_BODY_LIMIT = 6 * 1024 * 1024;

/** How long a handler may work once its request is whole: the slowest upstream's limit, and then some. */
const handlerSeconds = (config: Config) => Math.max(config.openai.timeoutMs, PROVIDER_TIMEOUT_MS) / 1000 + 15;

export function bodyLimits(config: Config) {
  return { json: JSON_BODY_LIMIT, upload: config.csvMaxBytes };
}

export function createApp(deps: AppDeps) {
  const limiter = createRateLimiter(deps.db, deps.clock, { limit: deps.config.authRateLimit, windowMs: FIFTEEN_MINUTES });
  const address = clientAddress(deps.config);
  const { clientIp, origin } = address;
  const changes = createChartChanges();
  const rankings = createRankingCache({ ttlMs: TRENDING_SECONDS * 1000, now: () => deps.clock.now().getTime() });
  // One budget per personal access token, shared by every call it makes.
  const tokenLimiter = createRateLimiter(deps.db, deps.clock, { limit: deps.config.tokenRateLimit, windowMs: 60_000 });
  const grounded = groundedFetchDeps(deps);
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
        limiter: createRateLimiter(deps.db, deps.clock, {
          limit: deps.config.uploadRateLimit,
          windowMs: UPLOAD_WINDOW_MS,
          message: (seconds) => `Too many uploads from your address. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
        }),
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
