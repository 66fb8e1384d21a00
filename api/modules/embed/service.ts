import { sql } from 'drizzle-orm';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { embedFrame } from '@shared/embed/embed-snippet';
import { savedChartSpec, type SavedChart } from '@shared/spec/saved-chart-spec';
import { normalizeSpec } from '@shared/spec/normalize-spec';
import type { OembedResponse } from '@shared/api/site';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { charts } from '../../db/schema';
import { HttpError, NotFoundError } from '../../lib/errors';
import { DEFAULT_IMAGE_SIZE, IMAGE_LIMITS } from './chart-image';
import type { OembedQuery } from './model';

/** Slugs are short URL-safe strings; anything else cannot be a chart and skips the database. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface ChartVersion {
  id: number;
  /** Changes whenever the chart is edited, so it keys caches and ETags. */
  version: number;
  /**
   * What one line calls the chart (oEmbed's title, the frame page's): its name, else its title.
   * Looked up with the version, so oEmbed never reads the chart's data.
   */
  title: string;
}

export interface EmbeddableChart extends ChartVersion {
  slug: string;
  name: string | null;
  spec: ChartSpec;
}

/** A chart's title where one line must name it: its name, else the spec's title, else a placeholder. */
export const chartTitle = (name: string | null, title: unknown): string => name || (typeof title === 'string' && title) || 'Untitled Chart';

/** What an embed draws from: not the AI's plan, reading choices or refresh state. */
const EMBEDDED_COLUMNS = {
  id: charts.id,
  slug: charts.slug,
  name: charts.name,
  updatedAt: charts.updatedAt,
  chartType: charts.chartType,
  theme: charts.theme,
  dataSource: charts.dataSource,
  sourceValue: charts.sourceValue,
  source: charts.source,
  sources: charts.sources,
  data: charts.data,
  options: charts.options,
  live: charts.live,
  dataUpdatedAt: charts.dataUpdatedAt,
};

/**
 * The two reads by slug that embeds make on a miss, as prepared statements taking a list of slugs
 * (chart-versions.ts batches them). Drizzle sends any other query unprepared, so PostgreSQL parses
 * and plans it each time: for `select *` on charts that took 0.75 ms, longer than the lookup, and
 * held reads of random charts to 3,200 a second here against 20,500 prepared (docs/PERFORMANCE.md).
 */
const lookups = preparedPerDb((db) => {
  const slugs = sql`${charts.slug} = any(${sql.placeholder('slugs')}::text[])`;
  return {
    versions: db
      .select({ slug: charts.slug, id: charts.id, updatedAt: charts.updatedAt, name: charts.name, title: sql<string | null>`${charts.options}->>'title'` })
      .from(charts)
      .where(slugs)
      .prepare('chart_versions_by_slug'),
    whole: db.select(EMBEDDED_COLUMNS).from(charts).where(slugs).prepare('charts_by_slug'),
  };
});

/**
 * The cheap lookup every embed request makes: which chart, which version of it and what it is
 * called, for each slug that has one. Its options' title is read alone, never its data.
 */
export async function findChartVersions(db: Db, slugs: readonly string[]): Promise<Map<string, ChartVersion>> {
  const valid = slugs.filter((slug) => SLUG_PATTERN.test(slug));
  const rows = valid.length ? await lookups(db).versions.execute({ slugs: valid }) : [];
  return new Map(rows.map((row) => [row.slug, { id: row.id, version: row.updatedAt.getTime(), title: chartTitle(row.name, row.title) }]));
}

/** The charts with these slugs, whole, for each slug that has one. */
export async function loadCharts(db: Db, slugs: readonly string[]): Promise<Map<string, EmbeddableChart>> {
  const valid = slugs.filter((slug) => SLUG_PATTERN.test(slug));
  const rows = valid.length ? await lookups(db).whole.execute({ slugs: valid }) : [];
  return new Map(
    rows.map((row) => {
      const spec = chartToSpec(row);
      return [
        row.slug,
        { id: row.id, version: row.updatedAt.getTime(), title: chartTitle(row.name, spec.options.title), slug: row.slug, name: row.name, spec },
      ];
    }),
  );
}

/** A stored chart as the spec the widget draws (see shared/spec/saved-chart-spec.ts for its caption). */
export function chartToSpec(row: SavedChart): ChartSpec {
  return normalizeSpec(savedChartSpec(row));
}

/** The slug of a chart URL of this site (`/e/SLUG`, `/e/SLUG.js`, `/e/SLUG/frame`), or null. */
export function slugFromUrl(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host !== new URL(origin).host) return null;
  const match = /^\/e\/([A-Za-z0-9_-]{1,64})(?:\.js|\/frame)?\/?$/.exec(parsed.pathname);
  return match ? match[1]! : null;
}

const DEFAULT_SIZE = { width: 600, height: 400 };

/**
 * The server-drawn PNG as an oEmbed thumbnail: 1200 × 630, or scaled down (same shape) to fit the
 * consumer's maximum; none when even the smallest image we draw would not fit.
 */
function thumbnailFor(url: string, max: { width?: number; height?: number }): Pick<OembedResponse, 'thumbnail_url' | 'thumbnail_width' | 'thumbnail_height'> {
  const scale = Math.min(1, (max.width ?? Infinity) / DEFAULT_IMAGE_SIZE.width, (max.height ?? Infinity) / DEFAULT_IMAGE_SIZE.height);
  const width = Math.floor(DEFAULT_IMAGE_SIZE.width * scale);
  const height = Math.floor(DEFAULT_IMAGE_SIZE.height * scale);
  if (width < IMAGE_LIMITS.width.min || height < IMAGE_LIMITS.height.min) return {};
  const sized = scale < 1 ? `?width=${width}&height=${height}` : '';
  return { thumbnail_url: `${url}.png${sized}`, thumbnail_width: width, thumbnail_height: height };
}

/** What an oEmbed answer is made from: the chart's address and name, never its data. */
export interface OembedSubject {
  slug: string;
  title: string;
}

/**
 * oEmbed 1.0 "rich": an iframe of the chart's frame page, sized within the consumer's maximum, and
 * the chart's image. An iframe and nothing else, because consumers that discover providers keep
 * only that: WordPress strips all but `a`, `blockquote` and `iframe` and requires the iframe.
 */
export function oembedFor({ slug, title }: OembedSubject, origin: string, max: { width?: number; height?: number }): OembedResponse {
  const width = Math.floor(Math.min(DEFAULT_SIZE.width, max.width ?? Infinity));
  const height = Math.floor(Math.min(DEFAULT_SIZE.height, max.height ?? Infinity));
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Chart Embed',
    provider_url: `${origin}/`,
    title,
    html: embedFrame(origin, slug, title, height),
    width,
    height,
    cache_age: 3600,
    ...thumbnailFor(`${origin}/e/${slug}`, max),
  };
}

/**
 * What an oEmbed answer depends on in the consumer's maximum: the iframe is at most 600 × 400 and
 * the thumbnail 1200 × 630, so a maximum at or above those asks for what no maximum does.
 */
export const oembedMax = ({ maxwidth, maxheight }: Pick<OembedQuery, 'maxwidth' | 'maxheight'>) => ({
  width: maxwidth !== undefined && maxwidth < DEFAULT_IMAGE_SIZE.width ? maxwidth : undefined,
  height: maxheight !== undefined && maxheight < DEFAULT_IMAGE_SIZE.height ? maxheight : undefined,
});

/** The slug an oEmbed query asks about, or the error a consumer can act on. */
export function oembedSlug(origin: string, query: OembedQuery): string {
  if (query.format && query.format !== 'json') throw new HttpError(501, 'Only format=json is supported');
  const slug = slugFromUrl(query.url, origin);
  if (!slug) throw new NotFoundError('That URL is not a chart of this site');
  return slug;
}
