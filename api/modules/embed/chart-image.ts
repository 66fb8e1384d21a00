/**
 * A chart as an image, drawn on the server: `/e/SLUG.svg` and `/e/SLUG.png`, for social cards,
 * readers without JavaScript, e-mail and feed readers. The SVG comes from the pure renderer in
 * shared/svg-chart/; the PNG is that SVG rasterised; both are drawn on a worker thread (lib/chart-images.ts).
 */
import type { ChartSpec } from '@shared/chart-spec';
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
export const imageOptions = (query: URLSearchParams): ImageOptions => ({ size: imageSize(query), locale: queryLanguage(query) ?? DEFAULT_IMAGE.locale });

/** `?width=&height=` of an image address: whole numbers within the limits, else a 400 saying so. */
export function imageSize(query: URLSearchParams): ImageSize {
  const read = (name: 'width' | 'height'): number => {
    const text = query.get(name);
    if (text === null) return DEFAULT_IMAGE_SIZE[name];
    const { min, max } = IMAGE_LIMITS[name];
    const value = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min && value <= max)) throw new BadRequestError(`${name} must be a whole number from ${min} to ${max}`);
    return value;
  };
  return { width: read('width'), height: read('height') };
}

/**
 * The chart drawn off the event loop, in turn with other charts' images (lib/chart-images.ts).
 * `load` reads the chart only once the image has a place, or null when it is gone.
 */
export async function renderChartImage(
  slug: string,
  load: () => Promise<ChartSpec | null>,
  format: ImageFormat,
  { size, locale }: ImageOptions,
): Promise<CachedBody | null> {
  const release = admitImage(slug);
  try {
    const spec = await load();
    if (!spec) return null;
    const image = await drawChartImage(slug, { spec, size, format, locale });
    return cachedBody(image, format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png', 'quick');
  } finally {
    release();
  }
}
