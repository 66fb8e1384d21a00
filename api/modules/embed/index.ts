/**
 * What bloggers and plugin authors load: `/e/SLUG.js` (the loader), `/e/SLUG` (the standalone
 * page), `/e/SLUG/frame` (the chart alone, for iframes), `/e/SLUG.json` (the spec, CORS-open),
 * `/e/SLUG.svg` and `/e/SLUG.png` (the chart drawn on the server, for social cards and readers
 * without JavaScript), `/api/oembed`, and two scripts that are the same for every chart:
 * `/e/resize.js` (sizes chart iframes on a host page) and `/e/runtime.js` (the runtime at an
 * address that outlives builds, for apps that render the element themselves). Rendered bodies
 * are cached per chart version, and which version is current is looked up at most every two
 * seconds per slug, so a popular embed costs no database query per reader while an edit still
 * shows within seconds on every instance.
 */
import type { BunRequest } from 'bun';
import { Elysia } from 'elysia';
import { chartFileName, chartToCsv } from '@shared/chart-csv';
import type { ImageSize } from '@shared/svg-chart/render-chart-svg';
import type { ChartSpec } from '@shared/chart-spec';
import type { Db } from '../../db/client';
import { cachedBody, respondCached, type CachedBody } from '../../lib/cached-response';
import type { ChartChanges } from '../../lib/chart-changes';
import type { Config } from '../../lib/config';
import { answerError } from '../../lib/error-handler';
import { HttpError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import { guardNative } from '../../lib/request-guard';
import { createReaderDedupe } from '../../lib/reader-dedupe';
import type { ViewCounter } from '../../lib/view-counter';
import { DEFAULT_IMAGE_SIZE, IMAGE_CSP, imageSize, renderChartImage } from './chart-image';
import { createChartVersions, VERSION_TTL_MS, type KnownVersion } from './chart-versions';
import { frameKey, frameOptions, renderFramePage, renderMissingFrame, type FrameOptions } from './frame-page';
import { RESIZE_SCRIPT } from './resize-script';
import { missingChartScript, renderLoader } from './loader';
import { OembedQuery, OembedResponse } from './model';
import { loadChart, oembedFor, requireChart, slugFromUrl, type ChartVersion, type EmbeddableChart } from './service';
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

type Kind = 'js' | 'json' | 'csv' | 'svg' | 'png' | 'page' | 'frame';
const KINDS: readonly string[] = ['js', 'json', 'csv', 'svg', 'png'];
/** What any page may fetch: data and images for plugins, cards and readers of other sites. */
const OPEN_KINDS: readonly Kind[] = ['json', 'csv', 'svg', 'png'];

/** A rendered answer, with the name it downloads as when it is a file, and its headers (made once). */
type Rendered = CachedBody & { fileName?: string; headers?: Record<string, string> };

/**
 * Revalidated on every load: a reader's browser (or a CDN) asks with the ETag and mostly gets a
 * 304, and an edit or a refresh shows on the next load, not a minute later.
 */
const CACHE_CONTROL = 'public, no-cache';
/** A reader who comes back within this window (a reload, a second embed of it) is not a new view. */
const VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * An answer rendered for one exact request URL, which fixes the slug, the kind and the origin at
 * once: a request for the same URL is answered from memory with one map lookup (the body stays in
 * the rendered cache, which alone bounds the memory it holds).
 */
interface ReadyAnswer {
  slug: string;
  kind: Kind;
  known: KnownVersion;
  key: string;
}
/** URLs with an answer ready; past this many (query strings vary) the map starts over. */
const MAX_READY_URLS = 20_000;

/** What an `/e/` address asks for: `SLUG.js` → the loader of SLUG; a name with no known extension → its page. */
interface Addressed {
  slug: string;
  kind: Kind;
  /** The frame page's height and flags, from its query. */
  frame?: FrameOptions;
}

function addressed(file: string): Addressed {
  const dot = file.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.slice(dot + 1);
  return KINDS.includes(extension) ? { slug: file.slice(0, dot), kind: extension as Kind } : { slug: file, kind: 'page' };
}

function framed(slug: string, request: Request): Addressed {
  return { slug, kind: 'frame', frame: frameOptions(new URL(request.url).searchParams) };
}

/** Views are counted when a reader gets the chart itself: its loader, its page or its frame. */
const VIEWED_KINDS: readonly Kind[] = ['js', 'page', 'frame'];

/**
 * Embeds may be loaded by any page, including ones that isolate themselves (COEP), and timed by
 * it: without Timing-Allow-Origin a host page's Resource Timing of our files is all zeros, so a
 * blogger (or bench/cold-paint.ts) could not tell our server's time from the browser's.
 */
export const CROSS_ORIGIN = { 'cross-origin-resource-policy': 'cross-origin', 'timing-allow-origin': '*' };

/** A download's Content-Disposition: the plain name for old clients, the exact one in UTF-8. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function embedModule(deps: EmbedDeps) {
  const rendered = new LruCache<Rendered>(64 * 1024 * 1024, (entry) => entry.body.length * 2);
  const versions = createChartVersions(deps.db, deps.changes);
  const readyAnswers = new Map<string, ReadyAnswer>();
  const inFlight = new Map<string, Promise<Rendered | null>>();
  const readers = createReaderDedupe({ windowMs: VIEW_WINDOW_MS, maxReaders: 500_000 });
  const originOf = deps.origin;

  function runtimePath(): string {
    if (!deps.runtimeFile) throw new ServiceUnavailableError('The chart widget has not been built yet: run `npm run build`.');
    return `/widget/${deps.runtimeFile}`;
  }

  /**
   * The spec images of a chart version are drawn from, read once for all its sizes: a chart of
   * 100,000 points takes tens of milliseconds of this thread to read.
   */
  const imageSpecs = new LruCache<Promise<ChartSpec | null>>(8, () => 1);
  const imageSpec = (slug: string, version: ChartVersion, loaded?: EmbeddableChart | null): Promise<ChartSpec | null> => {
    const key = `${slug}:${version.version}`;
    let spec = imageSpecs.get(key);
    if (!spec) {
      spec = loaded !== undefined ? Promise.resolve(loaded?.spec ?? null) : loadChart(deps.db, slug).then((chart) => chart?.spec ?? null);
      spec.catch(() => imageSpecs.delete(key));
      imageSpecs.set(key, spec);
    }
    return spec;
  };

  /** `loaded` is the chart when the request has just read it whole (see `serve`). */
  async function render(
    { kind, slug, frame }: Addressed,
    version: ChartVersion,
    origin: string,
    size: ImageSize,
    loaded?: EmbeddableChart | null,
  ): Promise<Rendered | null> {
    if (kind === 'svg' || kind === 'png') return renderChartImage(slug, () => imageSpec(slug, version, loaded), kind, size);
    const chart = loaded !== undefined ? loaded : await loadChart(deps.db, slug);
    if (!chart) return null;
    if (kind === 'json') return cachedBody(JSON.stringify(chart.spec), 'application/json; charset=utf-8');
    if (kind === 'csv')
      return { ...cachedBody(chartToCsv(chart.spec), 'text/csv; charset=utf-8'), fileName: chartFileName(chart.name || chart.spec.options.title, 'csv') };
    if (kind === 'js') return cachedBody(renderLoader(chart.spec, `${origin}${runtimePath()}`, slug), 'text/javascript; charset=utf-8');
    if (kind === 'frame') {
      const page = renderFramePage({ spec: chart.spec, name: chart.name, origin, slug, runtimeUrl: `${origin}${runtimePath()}`, options: frame! });
      const entry: Rendered = cachedBody(page.html, 'text/html; charset=utf-8');
      return { ...entry, headers: { ...headersFor(kind, entry), 'content-security-policy': page.policy } };
    }
    return cachedBody(
      renderChartPage({
        spec: chart.spec,
        name: chart.name,
        origin,
        slug,
        runtimePath: runtimePath(),
        toolbarPath: deps.toolbarFile && `/widget/${deps.toolbarFile}`,
      }),
      'text/html; charset=utf-8',
    );
  }

  function headersFor(kind: Kind, entry: Rendered): Record<string, string> {
    const headers: Record<string, string> = { 'cache-control': CACHE_CONTROL, ...CROSS_ORIGIN };
    if (OPEN_KINDS.includes(kind)) headers['access-control-allow-origin'] = '*';
    if (entry.fileName) headers['content-disposition'] = attachment(entry.fileName);
    if (kind === 'page') headers['content-security-policy'] = PAGE_CSP;
    if (kind === 'svg' || kind === 'png') headers['content-security-policy'] = IMAGE_CSP;
    return headers;
  }

  const entryKey = ({ kind, slug, frame }: Addressed, version: ChartVersion, origin: string, size: ImageSize | null) =>
    `${kind}:${slug}:${version.version}:${origin}:${deps.runtimeFile}${size ? `:${size.width}x${size.height}` : ''}${frame ? `:${frameKey(frame)}` : ''}`;

  /** The answer for a rendered entry, counting the view when it is a reader getting the chart. */
  function answer(request: Request, kind: Kind, version: ChartVersion, entry: Rendered): Response {
    const response = respondCached(request, entry, (entry.headers ??= headersFor(kind, entry)));
    // A view is a reader getting the chart: not its data, not a 304 revalidation, once per window.
    if (VIEWED_KINDS.includes(kind) && response.status === 200 && readers.firstView(deps.clientIp(request), version.id)) deps.views.count(version.id);
    return response;
  }

  /**
   * Nearly every embed request: the same URL was answered before, its version was looked up within
   * VERSION_TTL_MS and the answer is rendered, so it is answered at once, with one map lookup, no
   * promise and no query (docs/PERFORMANCE.md). Null sends the request the long way, through `serve`.
   */
  function serveFromMemory(request: Request): Response | null {
    const ready = readyAnswers.get(request.url);
    if (!ready || ready.known.replaced) return null;
    // Just expired: answer with what is known while one lookup runs behind (an edit shows on the
    // next load); expired longer ago, the request waits for the lookup like any other.
    const age = Date.now() - ready.known.checkedAt;
    if (age >= VERSION_TTL_MS) {
      if (age >= 2 * VERSION_TTL_MS) return null;
      versions.lookUp(ready.slug).catch(() => undefined);
    }
    const entry = rendered.peek(ready.key);
    return entry ? answer(request, ready.kind, ready.known.version!, entry) : null;
  }

  async function serve(request: Request, address: Addressed): Promise<Response> {
    const { slug, kind } = address;
    const image = kind === 'svg' || kind === 'png';
    // A bad size is refused before anything is looked up or drawn.
    const size = image ? imageSize(new URL(request.url).searchParams) : DEFAULT_IMAGE_SIZE;
    // A slug this instance has not seen has nothing rendered either: one query reads the chart
    // whole, its version included, instead of one for the version and another for the chart,
    // once however many requests ask at the same moment. Images look up the version alone:
    // they read the chart only once they have a place (see chart-image.ts).
    let loaded: EmbeddableChart | null | undefined;
    let version: ChartVersion | null;
    if (versions.known(slug) || image) version = await versions.current(slug);
    else {
      loaded = await versions.loadWhole(slug);
      version = loaded && { id: loaded.id, version: loaded.version };
    }
    if (!version) {
      if (kind === 'js') {
        return new Response(missingChartScript(slug), { status: 404, headers: { 'content-type': 'text/javascript; charset=utf-8', ...CROSS_ORIGIN } });
      }
      if (kind === 'frame') {
        const page = renderMissingFrame(originOf(request), slug, address.frame!);
        return new Response(page.html, {
          status: 404,
          headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': page.policy, 'cache-control': 'no-store', ...CROSS_ORIGIN },
        });
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
    const key = entryKey(address, version, origin, image ? size : null);
    let entry = rendered.get(key);
    if (!entry) {
      // Readers arriving together after an edit share one rendering (an image takes tens of ms).
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = render(address, version, origin, size, loaded).finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      const fresh = await rendering;
      if (!fresh) throw new NotFoundError('There is no chart at that address');
      rendered.set(key, (entry = fresh));
    }
    // Images are sized by their query, so only the other kinds are answered from memory.
    const known = versions.known(slug);
    if (!image && known?.version?.version === version.version) {
      if (readyAnswers.size >= MAX_READY_URLS) readyAnswers.clear();
      readyAnswers.set(request.url, { slug, kind, known, key });
    }
    return answer(request, kind, version, entry);
  }

  /**
   * The scripts that are the same for every chart. Their names cannot be slugs (slugs are eleven
   * characters), so they never hide a chart.
   */
  const hostScripts = new Map<string, Rendered>([
    ['resize.js', { ...cachedBody(RESIZE_SCRIPT, 'text/javascript; charset=utf-8'), headers: { 'cache-control': 'public, max-age=86400', ...CROSS_ORIGIN } }],
  ]);
  if (deps.runtimeFile) {
    // Relative, so it is right on every origin the server answers as.
    const runtime = cachedBody(`import '../widget/${deps.runtimeFile}';\n`, 'text/javascript; charset=utf-8');
    hostScripts.set('runtime.js', { ...runtime, headers: { 'cache-control': CACHE_CONTROL, 'access-control-allow-origin': '*', ...CROSS_ORIGIN } });
  }

  function serveFile(request: Request, file: string): Promise<Response> | Response {
    const script = hostScripts.get(file);
    return script ? respondCached(request, script, script.headers!) : serve(request, addressed(file));
  }

  const plugin = new Elysia({ name: 'embed' })
    .get('/e/:file', ({ request, params }) => serveFile(request, params.file), {
      detail: {
        summary:
          'A chart: /e/SLUG.js (loader), /e/SLUG.json (spec), /e/SLUG.csv (its data), /e/SLUG.svg and /e/SLUG.png?width=&height= (drawn on the server), /e/SLUG (page); /e/resize.js and /e/runtime.js for host pages',
        tags: ['embed'],
      },
    })
    .get('/e/:file/frame', ({ request, params }) => serve(request, framed(params.file, request)), {
      detail: { summary: 'A chart alone, for an iframe: /e/SLUG/frame?height=&plain=1&transparent=1&static=1&lang=', tags: ['embed'] },
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
  const guardedServe = guardNative(async (request: BunRequest) => {
    try {
      return await serveFile(request, request.params.file ?? '');
    } catch (error) {
      return answerError(error, request);
    }
  }, answerError);
  const guardedFrame = guardNative(
    (request: BunRequest) => serve(request, framed(request.params.file ?? '', request)).catch((error: unknown) => answerError(error, request)),
    answerError,
  );
  const nativeRoutes = {
    '/e/:file': {
      GET: (request: BunRequest): Response | Promise<Response> => {
        try {
          // Only a URL answered before is in memory: the slow path first checks it can be read.
          return serveFromMemory(request) ?? guardedServe(request);
        } catch (error) {
          return answerError(error, request);
        }
      },
    },
    '/e/:file/frame': {
      GET: (request: BunRequest): Response | Promise<Response> => {
        try {
          return serveFromMemory(request) ?? guardedFrame(request);
        } catch (error) {
          return answerError(error, request);
        }
      },
    },
  };
  return { plugin, nativeRoutes };
}
