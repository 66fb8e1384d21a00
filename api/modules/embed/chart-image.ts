/**
 * A chart as an image, drawn on the server: `/e/SLUG.svg` and `/e/SLUG.png`, for social cards,
 * readers without JavaScript, e-mail and feed readers. The SVG comes from the pure renderer in
 * shared/svg-chart/; the PNG is that SVG rasterised; both are drawn on a worker thread (lib/chart-images.ts).
 */
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ImageSize } from '@shared/svg-chart/render-chart-svg';
import { cachedBody, type CachedBody } from '../../lib/cached-response';
import { BadRequestError } from '../../lib/errors';
import { admitImage, drawChartImage } from '../../lib/chart-images';
import { queryLanguage } from './query-language';

export type ImageFormat = 'svg' | 'png';

/** The size social networks ask for (Open Graph's 1.91:1). */
export const DEFAULT_IMAGE_SIZE: Readonly<ImageSize> = { width: 1200, height: 630 };

/** Big enough to read, small enough that no request can make the server draw a poster. */
export const IMAGE_LIMITS = { width: { min: 200, max: 2400 }, height: { min: 150, max: 2400 } } as const;

/**
 * A side up to 1200 px is drawn as asked; a longer one at the nearest multiple of 200 px (1400 to
 * 2400). Large images cost the most to draw and to keep, and a flood of distinct large sizes
 * (2000 to 2399 square over 40 charts, issue 43) then asks for nine per chart, not 160,000.
 */
export const DRAWN_EXACTLY_UP_TO = 1200;
export const LARGE_SIZE_STEP = 200;

/**
 * The image, though it holds no script, is served from our origin: should someone open it
 * directly, it may load and run nothing.
 */
export const IMAGE_CSP = "default-src 'none'";

/** How an image is drawn: its size, and the language its numbers and dates are written in. */
export interface ImageOptions {
  size: ImageSize;
  locale: string;
}

export const DEFAULT_IMAGE: Readonly<ImageOptions> = { size: DEFAULT_IMAGE_SIZE, locale: 'en-US' };

/**
 * `?width=&height=&lang=` of an image address. The size must be whole numbers within the limits,
 * else a 400 says so; a language that is not BCP 47 is dropped, as the frame page drops it.
 */
export const imageOptions = (query: URLSearchParams): ImageOptions => ({ size: imageSize(query), locale: imageLocale(query) });

/**
 * `?width=&height=` of an image address: whole numbers within the limits, else a 400 saying so;
 * a side over DRAWN_EXACTLY_UP_TO is rounded to a step.
 */
export function imageSize(query: URLSearchParams): ImageSize {
  const read = (name: 'width' | 'height'): number => {
    const text = query.get(name);
    if (text === null) return DEFAULT_IMAGE_SIZE[name];
    const { min, max } = IMAGE_LIMITS[name];
    const value = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min && value <= max)) throw new BadRequestError(`${name} must be a whole number from ${min} to ${max}`);
    return value <= DRAWN_EXACTLY_UP_TO ? value : Math.min(max, Math.round(value / LARGE_SIZE_STEP) * LARGE_SIZE_STEP);
  };
  return { width: read('width'), height: read('height') };
}

/**
 * `?lang=` as the locale Intl draws with: `en-x-anything` draws as `en`, a language Intl does not
 * know as the default, so a flood of made-up tags asks for no new image (and makes no formatter
 * the drawing thread would keep).
 */
export function imageLocale(query: URLSearchParams): string {
  const tag = queryLanguage(query);
  return tag ? new Intl.DateTimeFormat(tag).resolvedOptions().locale : DEFAULT_IMAGE.locale;
}

/**
 * The chart drawn off the event loop, in turn with other charts' images (lib/chart-images.ts),
 * in a place of `client`'s. `load` reads the chart only once the image has a place, or null when
 * it is gone.
 */
export async function renderChartImage(
  slug: string,
  load: () => Promise<ChartSpec | null>,
  format: ImageFormat,
  { size, locale }: ImageOptions,
  client: string,
): Promise<CachedBody | null> {
  const release = admitImage(slug, client);
  try {
    const spec = await load();
    if (!spec) return null;
    const image = await drawChartImage(slug, { spec, size, format, locale });
    return cachedBody(image, format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png', 'quick');
  } finally {
    release();
  }
}
