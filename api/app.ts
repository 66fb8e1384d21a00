/**
 * The whole HTTP surface in one Elysia instance: cross-cutting plugins first (errors, bodies),
 * then one module per feature, then the static sites with the SPA fallback last.
 */
import { Elysia } from 'elysia';
import type { AppDeps } from './app/app-deps';
import { featureModules } from './app/feature-modules';
import { moduleContext } from './app/module-context';
import { staticSites } from './app/static-sites';
import { apiDocs } from './lib/api-docs';
import { bodyParser } from './lib/body-parser';
import { clientAddress } from './lib/client-address';
import type { Config } from './lib/config';
import { errorHandler } from './lib/error-handler';
import { originGuard } from './lib/origin-guard';
import { requestGuard } from './lib/request-guard';
import { embedModule } from './modules/embed';
import { PROVIDER_TIMEOUT_MS } from './modules/prices/service';
import { changesRanking } from './modules/trending/service';

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
  const { db, config, views, runtimeFile, toolbarFile, changes, clientIp, origin, rankings } = context;
  const sites = staticSites(deps.distDir);
  const embed = embedModule({ db, views, runtimeFile, toolbarFile, changes, clientIp, origin, testHooks: config.testHooks });
  // The runtime, like the embed paths, is on every host page that has a chart: a Bun native route,
  // ahead of the general lifecycle (see api/modules/embed/index.ts).
  const app = new Elysia({ serve: { routes: { ...embed.nativeRoutes, '/widget/*': { GET: sites.widgetFile } } } })
    .use(errorHandler)
    // A write this instance answered that may move a chart in the trending order (a like, a
    // comment, a chart made, changed, unlisted or deleted, an account removed or disabled) drops
    // the shared order; other writes and every read keep it. Failed calls never get here.
    .onAfterHandle({ as: 'global' }, ({ request, route }) => {
      if (changesRanking(request.method, route)) rankings.invalidate();
    })
    .use(requestGuard({ handlerSeconds: handlerSeconds(config) }))
    .use(originGuard(origin))
    .use(bodyParser(bodyLimits(config)))
    .use(apiDocs())
    .use(featureModules(context))
    .use(embed.plugin)
    .get('/widget/*', ({ request }) => sites.widgetFile(request))
    .get('/*', ({ request }) => sites.builderPage(request));
  address.listenWith(app);
  return app;
}

export type App = ReturnType<typeof createApp>;
