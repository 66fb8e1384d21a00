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
import type { BunRequest, Server } from 'bun';
import { Elysia } from 'elysia';
import { OembedResponse } from '@shared/api/site';
import type { Db } from '../../db/client';
import { cachedBody, respondCached } from '../../lib/cached-response';
import type { ChartChanges } from '../../lib/chart-changes';
import { IMAGE_ANSWER_SECONDS } from '../../lib/chart-images';
import { answerError } from '../../lib/error-handler';
import { createAddressCap } from '../../lib/address-cap';
import { CROSS_ORIGIN } from '../../lib/cross-origin';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { createReaderDedupe } from '../../lib/reader-dedupe';
import { guardNative } from '../../lib/request-guard';
import { VIEW_WINDOW_MS, type ViewCounter } from '../../lib/view-counter';
import { addressed, framed, isImage, type Addressed, type Kind } from './address';
import { createAnswerCache, isFrameAnswers, type Kept } from './answer-cache';
import { DEFAULT_IMAGE, imageOptions, type ImageOptions } from './chart-image';
import { createChartVersions } from './chart-versions';
import { BEACON_HEADERS, CACHE_CONTROL, headersFor, missingChart, type Rendered } from './embed-headers';
import type { FrameOptions } from './frame-page';
import { OembedQuery } from './model';
import { createOembedAnswers } from './oembed-answers';
import { createRenderer, type RenderDeps } from './render-answer';
import { RESIZE_SCRIPT } from './resize-script';
import { SLUG_PATTERN, type ChartVersion, type EmbeddableChart } from './service';

export interface EmbedDeps extends RenderDeps {
  db: Db;
  views: ViewCounter;
  changes: ChartChanges;
  clientIp(request: Request): string;
  /** Our public origin (see lib/origin.ts): never taken from a forged Host. */
  origin(request: Request): string;
  /** TEST_HOOKS: `GET /api/test-hooks/embed` shows tests what the embed paths read, rendered and keep. */
  testHooks?: boolean;
}

/** Beacons one address may send a day to one instance (a reader of many pages sends a few hundred). */
const BEACONS_PER_ADDRESS = 2_000;

/** What a rendering is kept under; one frame rendering serves every height, flag and language. */
const entryKey = ({ kind, slug }: Addressed, version: ChartVersion, origin: string, runtimeFile: string | null, image: ImageOptions | null) =>
  `${kind}:${slug}:${version.version}:${origin}:${runtimeFile}${image ? `:${image.size.width}x${image.size.height}:${image.locale}` : ''}`;

/**
 * The scripts that are the same for every chart. Their names cannot be slugs (slugs are eleven
 * characters), so they never hide a chart.
 */
function hostScripts(runtimeFile: string | null): Map<string, Rendered> {
  const scripts = new Map<string, Rendered>([
    ['resize.js', { ...cachedBody(RESIZE_SCRIPT, 'text/javascript; charset=utf-8'), headers: { 'cache-control': 'public, max-age=86400', ...CROSS_ORIGIN } }],
  ]);
  if (runtimeFile) {
    // Relative, so it is right on every origin the server answers as.
    const runtime = cachedBody(`import '../widget/${runtimeFile}';\n`, 'text/javascript; charset=utf-8');
    scripts.set('runtime.js', { ...runtime, headers: { 'cache-control': CACHE_CONTROL, 'access-control-allow-origin': '*', ...CROSS_ORIGIN } });
  }
  return scripts;
}

export function embedModule(deps: EmbedDeps) {
  const counts = { chartsRead: 0, framesRendered: 0 };
  const versions = createChartVersions(deps.db, deps.changes, counts);
  const answers = createAnswerCache(versions);
  const render = createRenderer(deps, versions.loadWhole, counts);
  const oembeds = createOembedAnswers(versions);
  // A first filter on this instance: a reader reporting again within the window costs no write.
  // The database decides across instances (lib/view-counter.ts).
  const readers = createReaderDedupe({ windowMs: VIEW_WINDOW_MS, maxReaders: 500_000 });
  const addresses = createAddressCap({ perDay: BEACONS_PER_ADDRESS, maxAddresses: 200_000 });
  const scripts = hostScripts(deps.runtimeFile);

  /** The answer for a rendered entry. Serving it counts no view: the reader's browser reports those (`beacon`). */
  function answer(request: Request, kind: Kind, entry: Kept, frame?: FrameOptions): Response {
    if (isFrameAnswers(entry)) return entry.respond(request, frame!);
    return respondCached(request, entry, (entry.headers ??= headersFor(kind, entry)));
  }

  /**
   * `POST /e/SLUG/view`: a reader's browser was shown the chart (the runtime's beacon, once per
   * chart shown). Cookie-free and open to any page; the body, if any, is not read. Counted once
   * per reader and chart within the window, within the address's daily cap; always 204 for a
   * chart that exists, so a page learns nothing of who was counted.
   */
  async function beacon(request: Request, slug: string): Promise<Response> {
    // A slug that cannot be one is refused before it costs a lookup.
    if (!SLUG_PATTERN.test(slug)) throw new BadRequestError('There is no chart at that address');
    const version = await versions.current(slug);
    if (!version) throw new NotFoundError('There is no chart at that address');
    const address = deps.clientIp(request);
    if (addresses.allow(address) && readers.firstView(address, version.id)) deps.views.count(version.id, address);
    return new Response(null, { status: 204, headers: BEACON_HEADERS });
  }

  /** A URL answered before, from memory; null sends the request the long way, through `serve`. */
  function serveFromMemory(request: Request): Response | null {
    const hit = answers.ready(request.url);
    return hit && answer(request, hit.kind, hit.entry, hit.frame);
  }

  async function serve(request: Request, address: Addressed): Promise<Response> {
    const { slug, kind } = address;
    const image = isImage(kind);
    // A bad size is refused before anything is looked up or drawn.
    const drawn = image ? imageOptions(new URL(request.url).searchParams) : DEFAULT_IMAGE;
    // A slug this instance has not seen has nothing rendered either: one query reads the chart
    // whole, its version included, instead of one for the version and another for the chart,
    // once however many requests ask at the same moment. Images look up the version alone:
    // they read the chart only once they have a place (see chart-image.ts).
    let loaded: EmbeddableChart | null | undefined;
    let version: ChartVersion | null;
    if (versions.known(slug) || image) version = await versions.current(slug);
    else {
      loaded = await versions.loadWhole(slug);
      version = loaded && { id: loaded.id, version: loaded.version, title: loaded.title };
    }
    const origin = deps.origin(request);
    if (!version) return missingChart(request, address, origin);

    const key = entryKey(address, version, origin, deps.runtimeFile, image ? drawn : null);
    const entry = await answers.entry(kind, key, () => render(address, version, origin, drawn, loaded, image ? deps.clientIp(request) : ''));
    if (!entry) throw new NotFoundError('There is no chart at that address');
    // Images are sized by their query, so only the other kinds are answered from memory.
    if (!image) answers.remember(request.url, slug, kind, version, key, address.frame);
    return answer(request, kind, entry, address.frame);
  }

  function serveFile(request: Request, file: string): Promise<Response> | Response {
    const script = scripts.get(file);
    return script ? respondCached(request, script, script.headers!) : serve(request, addressed(file));
  }

  const serveFrame = (request: Request, slug: string) => serve(request, framed(slug, request));

  /**
   * An image may wait its turn and then be drawn (lib/chart-images.ts): its connection is given
   * that long, where Bun would close a silent one after its idle timeout.
   */
  function waitForImage(request: BunRequest, server: Server<unknown>): void {
    if (isImage(addressed(request.params.file ?? '').kind)) server.timeout(request, IMAGE_ANSWER_SECONDS);
  }

  const plugin = new Elysia({ name: 'embed' })
    .get('/e/:file', ({ request, params }) => serveFile(request, params.file), {
      detail: {
        summary:
          'A chart: /e/SLUG.js (loader), /e/SLUG.json (spec), /e/SLUG.csv (its data), /e/SLUG.svg and /e/SLUG.png?width=&height= (drawn on the server), /e/SLUG (page); /e/resize.js and /e/runtime.js for host pages',
        tags: ['embed'],
      },
    })
    .get('/e/:file/frame', ({ request, params }) => serveFrame(request, params.file), {
      detail: { summary: 'A chart alone, for an iframe: /e/SLUG/frame?height=&plain=1&transparent=1&static=1&lang=', tags: ['embed'] },
    })
    .post('/e/:file/view', ({ request, params }) => beacon(request, params.file), {
      detail: { summary: 'A reader was shown the chart: its view, counted once per reader and window (the embed’s beacon)', tags: ['embed'] },
    })
    .get('/api/oembed', ({ query, request }) => oembeds.answer(request, deps.origin(request), query), {
      query: OembedQuery,
      response: OembedResponse,
      detail: { summary: 'oEmbed 1.0 for a chart URL', tags: ['embed'] },
    });
  if (deps.testHooks) {
    plugin.get('/api/test-hooks/embed', () => ({ ...counts, oembedsMade: oembeds.made(), ...answers.sizes() }), { detail: { hide: true } });
  }
  return {
    plugin,
    nativeRoutes: {
      '/e/:file': nativeRoute(serveFromMemory, (request) => serveFile(request, request.params.file ?? ''), waitForImage),
      '/e/:file/frame': nativeRoute(serveFromMemory, (request) => serveFrame(request, request.params.file ?? '')),
      // Ahead of the origin guard on purpose: beacons come from every page that shows a chart.
      '/e/:file/view': {
        POST: guardNative(
          (request: BunRequest) => beacon(request, request.params.file ?? '').catch((error: unknown) => answerError(error, request)),
          answerError,
        ),
      },
    },
  };
}

/**
 * An `/e/` path as a Bun native route, ahead of Elysia's lifecycle: every embed on every page
 * loads it, and the general hooks (body parsing, the origin guard, the handler timeout) have
 * nothing to do for a GET of a cached body. Same answers as the Elysia routes, which still take
 * HEAD and anything Bun hands to `fetch`. Only a URL answered before is in memory: the slow path
 * first checks that the request can be read.
 */
function nativeRoute(
  fromMemory: (request: Request) => Response | null,
  slow: (request: BunRequest) => Promise<Response> | Response,
  beforeSlow?: (request: BunRequest, server: Server<unknown>) => void,
) {
  const guarded = guardNative(async (request: BunRequest) => {
    try {
      return await slow(request);
    } catch (error) {
      return answerError(error, request);
    }
  }, answerError);
  return {
    GET: (request: BunRequest, server: Server<unknown>): Response | Promise<Response> => {
      try {
        const hit = fromMemory(request);
        if (hit) return hit;
        beforeSlow?.(request, server);
        return guarded(request);
      } catch (error) {
        return answerError(error, request);
      }
    },
  };
}
