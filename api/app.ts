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
import { answerError, errorHandler } from './lib/error-handler';
import { pathOf, requestGuard } from './lib/request-guard';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from './lib/errors';
import type { Mailer } from './lib/mailer';
import { originGuard } from './lib/origin-guard';
import { createRateLimiter } from './lib/rate-limit';
import { createStaticSite } from './lib/static-files';
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
import { CROSS_ORIGIN, embedModule } from './modules/embed';
import { pricesModule } from './modules/prices';
import { PROVIDER_TIMEOUT_MS } from './modules/prices/provider';
import { profileModule } from './modules/profile';
import { capabilitiesModule } from './modules/capabilities';
import { healthModule } from './modules/health';

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

/**
 * The builder's pages run with a signed-in session, so no other site may frame them (a click
 * there could be a click here) and they load scripts from this origin only. Styles may be inline:
 * Radix's dialogs and the PNG download write style elements.
 */
export const BUILDER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const BUILDER_HEADERS = {
  'content-security-policy': BUILDER_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

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

  const builder = createStaticSite({ root: `${deps.distDir}/builder`, immutablePrefixes: ['/assets/'], spaFallback: true, headers: BUILDER_HEADERS });
  // The runtime is a module script loaded by foreign pages, so it needs CORS, and like the embed
  // paths it may be loaded and timed by any page.
  const widget = createStaticSite({
    root: `${deps.distDir}/widget`,
    immutablePrefixes: ['/'],
    spaFallback: false,
    headers: { 'access-control-allow-origin': '*', ...CROSS_ORIGIN },
  });

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
  const widgetFile = (request: Request): Response => {
    const path = pathOf(request);
    // Ahead of the request guard, so its first check is made here: a URL that cannot be read is a 400.
    if (path === null) return answerError(new BadRequestError('The Host header is not a valid host name'), request);
    const response = widget.respond(request, path.slice('/widget'.length));
    return response ?? answerError(new NotFoundError('No such widget file'), request);
  };
  const app = new Elysia({ serve: { routes: { ...embed.nativeRoutes, '/widget/*': { GET: widgetFile } } } })
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
    .get('/widget/*', ({ request }) => widgetFile(request))
    .get('/*', ({ request }) => {
      const { pathname } = new URL(request.url);
      // Unknown API and embed paths are real 404s, never the SPA's index.html.
      if (pathname.startsWith('/api/') || pathname.startsWith('/e/')) {
        throw new NotFoundError(`Not found: GET ${pathname}`);
      }
      if (!builder.isBuilt()) throw new ServiceUnavailableError('The builder has not been built yet: run `npm run build`.');
      const response = builder.respond(request, pathname);
      if (!response) throw new NotFoundError('No such file');
      return response;
    });
  address.listenWith(app);
  return app;
}

export type App = ReturnType<typeof createApp>;
