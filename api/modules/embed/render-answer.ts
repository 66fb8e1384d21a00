/**
 * Renders what an `/e/` address asks for, for one chart version and origin: the loader, the spec,
 * the data, the page, the frame or an image. The spec images are drawn from is read once for all
 * their sizes, and the frame page once for all its heights and languages (frame-answer.ts): a
 * chart of 100,000 points takes tens of milliseconds of this thread to read.
 */
import { chartFileName, chartToCsv } from '@shared/reading/chart-csv';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { cachedBody } from '../../lib/cached-response';
import { IMAGE_PLACES } from '../../lib/chart-images';
import { ServiceUnavailableError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';
import { isImage, type Addressed } from './address';
import { renderChartImage, type ImageOptions } from './chart-image';
import type { Kept } from './answer-cache';
import { frameAnswers } from './frame-answer';
import { renderFrameTemplate } from './frame-page';
import { renderLoader } from './loader';
import type { ChartVersion, EmbeddableChart } from './service';
import { chartPageRoom, pagePolicy, renderChartPage } from './standalone-page';

export interface RenderDeps {
  /** The hashed runtime file name, or null when the widget is not built. */
  runtimeFile: string | null;
  /** The standalone page's toolbar, or null when not built (the page works without it). */
  toolbarFile: string | null;
}

/**
 * One rendering of an address: `loaded` is the chart when the request has just read it whole. A
 * frame is rendered for all its addresses at once; an image takes a place of `client`'s.
 */
export type RenderAnswer = (
  address: Addressed,
  version: ChartVersion,
  origin: string,
  image: ImageOptions,
  loaded: EmbeddableChart | null | undefined,
  client: string,
) => Promise<Kept | null>;

/** `loadChart` reads a chart whole (chart-versions.ts); `counts` is what tests read through TEST_HOOKS. */
export function createRenderer(
  { runtimeFile, toolbarFile }: RenderDeps,
  loadChart: (slug: string) => Promise<EmbeddableChart | null>,
  counts: { framesRendered: number } = { framesRendered: 0 },
): RenderAnswer {
  function runtimePath(): string {
    if (!runtimeFile) throw new ServiceUnavailableError('The chart widget has not been built yet: run `npm run build`.');
    return `/widget/${runtimeFile}`;
  }

  // As many as may be drawn or waiting at once (lib/chart-images.ts), so a flood of sizes over
  // many charts reads none of them twice.
  const imageSpecs = new LruCache<Promise<ChartSpec | null>>(IMAGE_PLACES, () => 1);
  function imageSpec(slug: string, version: ChartVersion, loaded?: EmbeddableChart | null): Promise<ChartSpec | null> {
    const key = `${slug}:${version.version}`;
    let spec = imageSpecs.get(key);
    if (!spec) {
      spec = loaded !== undefined ? Promise.resolve(loaded?.spec ?? null) : loadChart(slug).then((chart) => chart?.spec ?? null);
      spec.catch(() => imageSpecs.delete(key));
      imageSpecs.set(key, spec);
    }
    return spec;
  }

  return async ({ kind, slug }, version, origin, image, loaded, client) => {
    if (isImage(kind)) return renderChartImage(slug, () => imageSpec(slug, version, loaded), kind as 'svg' | 'png', image, client);
    const chart = loaded !== undefined ? loaded : await loadChart(slug);
    if (!chart) return null;
    const { spec, name } = chart;
    switch (kind) {
      case 'json':
        return cachedBody(JSON.stringify(spec), 'application/json; charset=utf-8', 'quick');
      case 'csv':
        return { ...cachedBody(chartToCsv(spec), 'text/csv; charset=utf-8', 'quick'), fileName: chartFileName(name || spec.options.title, 'csv') };
      case 'js':
        return cachedBody(renderLoader(spec, `${origin}${runtimePath()}`, slug), 'text/javascript; charset=utf-8', 'quick');
      case 'frame':
        counts.framesRendered++;
        return frameAnswers(renderFrameTemplate({ spec, title: chart.title, origin, slug, runtimeUrl: `${origin}${runtimePath()}` }));
      default: {
        const toolbarPath = toolbarFile && `/widget/${toolbarFile}`;
        return {
          ...cachedBody(renderChartPage({ spec, name, origin, slug, runtimePath: runtimePath(), toolbarPath }), 'text/html; charset=utf-8', 'quick'),
          policy: pagePolicy(chartPageRoom(spec, name)),
        };
      }
    }
  };
}
