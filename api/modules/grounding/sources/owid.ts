/**
 * Our World in Data: a grapher chart's CSV and metadata. The full CSV is fetched and filtered here
 * rather than with `csvType=filtered&country=…`: the filtered form returns what the chart shows
 * (a map chart only its latest year) and takes only ISO3 codes, while plans also name regions
 * without codes ("Europe"), and a miss can then suggest entity names the chart really has.
 */
import { OWID_CHARTS } from '@shared/ai/catalogue/owid';
import { closestNames } from '@shared/ai/closest-names';
import { owidCountries, owidEntitySeries, owidPeriodNote, parseOwidCsv } from './owid-csv';
import { owidColumnUnit, owidTitle, parseOwidMetadata } from './owid-metadata';
import { NotInSourceError, type DataSource, type FetchedGroup, type FetchedSeries, type SourceHttp } from './source';
import { statusFailure } from './source-http';

/** A grapher slug; it goes into a URL path, so nothing else does. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The chart a reader can open, on the public site whatever base URL the data came from. */
export function owidChartUrl(slug: string, entity: string): string {
  return `https://ourworldindata.org/grapher/${slug}?country=~${encodeURIComponent(entity)}`;
}

/** One chart page for several entities of one chart: OWID joins them with "~" (a lone one is "~X"). */
export function owidCitationUrl(series: FetchedSeries[]): string {
  const first = new URL(series[0]!.url);
  const entities = [...new Set(series.map((s) => (new URL(s.url).searchParams.get('country') ?? '').replace(/^~/, '')))].filter(Boolean);
  return `${first.origin}${first.pathname}?country=${entities.length === 1 ? '~' : ''}${entities.map(encodeURIComponent).join('~')}`;
}

export function owidSource(baseUrl: string): DataSource {
  const base = baseUrl.replace(/\/+$/, '');

  /** The chart's whole CSV (every entity, every year) and its metadata. */
  async function chart(indicator: string, http: SourceHttp) {
    const slug = indicator.trim().toLowerCase();
    const notFound = () =>
      new NotInSourceError(
        'owid',
        'indicator',
        indicator,
        closestNames(
          slug,
          OWID_CHARTS.map(([known]) => known),
        ),
      );
    if (!SLUG.test(slug)) throw notFound();
    const csvUrl = `${base}/${slug}.csv?useColumnShortNames=true`;
    const [csv, metadata] = await Promise.all([
      http.get(csvUrl, { pass: [403, 404] }),
      http.get(`${base}/${slug}.metadata.json?useColumnShortNames=true`, { pass: [404] }),
    ]);
    if (csv.status === 404 || metadata.status === 404) throw notFound();
    if (csv.status === 403) {
      // A chart of data OWID may not re-share answers 403 with {"status":403,"error":"This chart contains
      // non-redistributable data…"} (owid-grapher downloadFunctions.ts): the chart exists, its numbers are
      // not ours to fetch, so the plan must name another.
      if (/non-redistributable/i.test(csv.text)) throw notFound();
      throw statusFailure('owid', 403, csv.text, csvUrl, 0);
    }
    const table = parseOwidCsv(csv.text);
    const meta = parseOwidMetadata(metadata.text);
    return { slug, table, title: owidTitle(meta, table.column, slug), unit: owidColumnUnit(meta, table.column), note: owidPeriodNote(table) };
  }

  return {
    id: 'owid',
    citationUrl: owidCitationUrl,
    async fetchSeries(request, http): Promise<FetchedSeries> {
      const { slug, table, title, unit, note } = await chart(request.indicator, http);
      const series = owidEntitySeries(table, request.entity);
      return {
        source: 'owid',
        indicator: request.indicator,
        entity: request.entity,
        title,
        entityName: series.entityName,
        unit,
        points: series.points,
        url: owidChartUrl(slug, series.code ?? series.entityName),
        ...(note ? { note } : {}),
      };
    },
    // The same CSV holds every entity: a map costs the one call a single country does.
    async fetchGroup(request, http): Promise<FetchedGroup> {
      const { slug, table, title, unit, note } = await chart(request.indicator, http);
      return {
        source: 'owid',
        indicator: request.indicator,
        title,
        unit,
        from: request.from,
        to: request.to,
        members: owidCountries(table, request.from, request.to),
        url: `https://ourworldindata.org/grapher/${slug}?tab=map`,
        ...(note ? { note } : {}),
      };
    },
  };
}
