/**
 * What bloggers and plugin authors load: `/e/SLUG.js` (the loader), `/e/SLUG` (the standalone
 * page), `/e/SLUG.json` (the spec, CORS-open), `/e/SLUG.svg` and `/e/SLUG.png` (the chart drawn on
 * the server, for social cards and readers without JavaScript) and `/api/oembed`. Rendered bodies
 * are cached per chart version, and which version is current is looked up at most every two
 * seconds per slug, so a popular embed costs no database query per reader while an edit still
 * shows within seconds on every instance.
 */
import type { BunRequest } from 'bun';
import { Elysia } from 'elysia';
import { chartFileName, chartToCsv } from '../../../shared/chart-csv';
import type { ImageSize } from '../../../shared/svg-chart/render-chart-svg';
import type { Db } from '../../db/client';
import { cachedBody, respondCached, type CachedBody } from '../../lib/cached-response';
import type { ChartChanges } from '../../lib/chart-changes';
import type { Config } from '../../lib/config';
import { answerError } from '../../lib/error-handler';
import { HttpError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import { createReaderDedupe } from '../../lib/reader-dedupe';
import type { ViewCounter } from '../../lib/view-counter';
import { DEFAULT_IMAGE_SIZE, IMAGE_CSP, imageSize, renderChartImage } from './chart-image';
import { missingChartScript, renderLoader } from './loader';
import { OembedQuery, OembedResponse } from './model';
import { findChartVersion, loadChart, oembedFor, requireChart, slugFromUrl, type ChartVersion } from './service';
import { PAGE_CSP, renderChartPage, renderMissingChartPage } from './standalone-page';

export interface EmbedDeps {
  db: Db;
  config: Config;
  views: ViewCounter;
  /** The hashed runtime file name, or null when the widget is not built. */
  runtimeFile: string | null;
  /** The standalone page's toolbar, or null when not built (the page works without it). */
  toolbarFile: string | null;
  changes: ChartChanges;
  clientIp(request: Request): string;
  /** Our public origin (see lib/origin.ts): never taken from a forged Host. */
  origin(request: Request): string;
}

type Kind = 'js' | 'json' | 'csv' | 'svg' | 'png' | 'page';
const KINDS: readonly string[] = ['js', 'json', 'csv', 'svg', 'png'];
/** What any page may fetch: data and images for plugins, cards and readers of other sites. */
const OPEN_KINDS: readonly Kind[] = ['json', 'csv', 'svg', 'png'];

/** A rendered answer, with the name it downloads as when it is a file. */
type Rendered = CachedBody & { fileName?: string };

/**
 * Revalidated on every load: a reader's browser (or a CDN) asks with the ETag and mostly gets a
 * 304, and an edit or a refresh shows on the next load, not a minute later.
 */
const CACHE_CONTROL = 'public, no-cache';
/** A reader who comes back within this window (a reload, a second embed of it) is not a new view. */
const VIEW_WINDOW_MS = 30 * 60 * 1000;
const VERSION_TTL_MS = 2000;
/** Embeds may be loaded by any page, including ones that isolate themselves (COEP). */
const CROSS_ORIGIN = { 'cross-origin-resource-policy': 'cross-origin' };

/** A download's Content-Disposition: the plain name for old clients, the exact one in UTF-8. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function embedModule(deps: EmbedDeps) {
  const rendered = new LruCache<Rendered>(64 * 1024 * 1024, (entry) => entry.body.length * 2);
  const versions = new LruCache<{ version: ChartVersion | null; checkedAt: number }>(20_000, () => 1);
  deps.changes.onChange((slug) => versions.delete(slug));

  async function currentVersion(slug: string): Promise<ChartVersion | null> {
    const known = versions.get(slug);
    if (known && Date.now() - known.checkedAt < VERSION_TTL_MS) return known.version;
    const version = await findChartVersion(deps.db, slug);
    versions.set(slug, { version, checkedAt: Date.now() });
    return version;
  }
  const inFlight = new Map<string, Promise<Rendered | null>>();
  const readers = createReaderDedupe({ windowMs: VIEW_WINDOW_MS, maxReaders: 500_000 });
  const originOf = deps.origin;

  function runtimePath(): string {
    if (!deps.runtimeFile) throw new ServiceUnavailableError('The chart widget has not been built yet: run `npm run build`.');
    return `/widget/${deps.runtimeFile}`;
  }

  async function render(kind: Kind, slug: string, origin: string, size: ImageSize): Promise<Rendered | null> {
    const chart = await loadChart(deps.db, slug);
    if (!chart) return null;
    if (kind === 'svg' || kind === 'png') return renderChartImage(chart.spec, kind, size);
    if (kind === 'json') return cachedBody(JSON.stringify(chart.spec), 'application/json; charset=utf-8');
    if (kind === 'csv') return { ...cachedBody(chartToCsv(chart.spec), 'text/csv; charset=utf-8'), fileName: chartFileName(chart.name || chart.spec.options.title, 'csv') };
    if (kind === 'js') return cachedBody(renderLoader(chart.spec, `${origin}${runtimePath()}`, slug), 'text/javascript; charset=utf-8');
    return cachedBody(
      renderChartPage({ spec: chart.spec, name: chart.name, origin, slug, runtimePath: runtimePath(), toolbarPath: deps.toolbarFile && `/widget/${deps.toolbarFile}` }),
      'text/html; charset=utf-8',
    );
  }

  async function serve(request: Request, file: string): Promise<Response> {
    const [, slug = '', extension = ''] = /^([\s\S]*?)(?:\.(js|json|csv|svg|png))?$/.exec(file) ?? [];
    const kind = (KINDS.includes(extension) ? extension : 'page') as Kind;
    const image = kind === 'svg' || kind === 'png';
    // A bad size is refused before anything is looked up or drawn.
    const size = image ? imageSize(new URL(request.url).searchParams) : DEFAULT_IMAGE_SIZE;
    const version = await currentVersion(slug);
    if (!version) {
      if (kind === 'js') {
        return new Response(missingChartScript(slug), { status: 404, headers: { 'content-type': 'text/javascript; charset=utf-8', ...CROSS_ORIGIN } });
      }
      // A person following a dead link gets a page; scripts asking for JSON keep getting JSON.
      if (kind === 'page' && /text\/html/.test(request.headers.get('accept') ?? '')) {
        return new Response(renderMissingChartPage(originOf(request)), {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' },
        });
      }
      throw new NotFoundError('There is no chart at that address');
    }

    const origin = originOf(request);
    const key = `${kind}:${slug}:${version.version}:${origin}:${deps.runtimeFile}${image ? `:${size.width}x${size.height}` : ''}`;
    let entry = rendered.get(key);
    if (!entry) {
      // Readers arriving together after an edit share one rendering (an image takes tens of ms).
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = render(kind, slug, origin, size).finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      const fresh = await rendering;
      if (!fresh) throw new NotFoundError('There is no chart at that address');
      rendered.set(key, (entry = fresh));
    }
    const headers: Record<string, string> = { 'cache-control': CACHE_CONTROL, ...CROSS_ORIGIN };
    if (OPEN_KINDS.includes(kind)) headers['access-control-allow-origin'] = '*';
    if (entry.fileName) headers['content-disposition'] = attachment(entry.fileName);
    if (kind === 'page') headers['content-security-policy'] = PAGE_CSP;
    if (image) headers['content-security-policy'] = IMAGE_CSP;
    const response = respondCached(request, entry, headers);
    // A view is a reader getting the chart: not its data, not a 304 revalidation, once per window.
    if ((kind === 'js' || kind === 'page') && response.status === 200 && readers.firstView(deps.clientIp(request), version.id)) deps.views.count(version.id);
    return response;
  }

  const plugin = new Elysia({ name: 'embed' })
    .get('/e/:file', ({ request, params }) => serve(request, params.file), {
      detail: {
        summary: 'A chart: /e/SLUG.js (loader), /e/SLUG.json (spec), /e/SLUG.csv (its data), /e/SLUG.svg and /e/SLUG.png?width=&height= (drawn on the server), /e/SLUG (page)',
        tags: ['embed'],
      },
    })
    .get(
      '/api/oembed',
      async ({ query, request }) => {
        if (query.format && query.format !== 'json') throw new HttpError(501, 'Only format=json is supported');
        const origin = originOf(request);
        const slug = slugFromUrl(query.url, origin);
        if (!slug) throw new NotFoundError('That URL is not a chart of this site');
        const chart = requireChart(await loadChart(deps.db, slug));
        return oembedFor(chart, origin, { width: query.maxwidth, height: query.maxheight });
      },
      {
        query: OembedQuery,
        response: OembedResponse,
        detail: { summary: 'oEmbed 1.0 for a chart URL', tags: ['embed'] },
      },
    );

  /**
   * `/e/SLUG.*` as a Bun native route, ahead of Elysia's lifecycle: every embed on every page
   * loads it, and the general hooks (body parsing, the origin guard, the handler timeout) have
   * nothing to do for a GET of a cached body. Same answers as the Elysia route above, which
   * still takes HEAD and anything Bun hands to `fetch`.
   */
  const nativeRoutes = {
    '/e/:file': {
      GET: (request: BunRequest) => serve(request, request.params.file ?? '').catch((error: unknown) => answerError(error, request)),
    },
  };
  return { plugin, nativeRoutes };
}
