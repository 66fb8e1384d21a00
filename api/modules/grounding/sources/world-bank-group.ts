/**
 * Every economy of one World Bank indicator at once, for a map: `/country/all/indicator/{CODE}?date=A:B`
 * answers one row per location and year, countries and aggregates alike (266 locations a year in the
 * recording of tests/upstream-recordings/world-bank/v2-all-countries-fx-2024.json). Aggregates carry
 * a code of their own in `countryiso3code` ("AFE"), so they are told apart by the map's members, not
 * here: a code no region set holds is never drawn.
 */
import type { FetchedGroup } from '@shared/ai/fetched-series';
import { SourceShapeError, type GroupRequest } from './source';
import { periodNote, type PeriodSpan } from './source-periods';

/** What a group needs of a row of the answer (world-bank.ts parses them). */
export interface GroupRow {
  indicatorTitle: string;
  iso3: string | null;
  entityName: string;
  period: string;
  span: PeriodSpan;
  value: number | null;
  unit: string | null;
}

/** Locations a year in the recorded answer (266), with room to grow: one page holds a year. */
export const LOCATIONS_PER_YEAR = 300;

export function worldBankGroupPath(indicator: string, request: GroupRequest, page: number): string {
  const years = Number(request.to) - Number(request.from) + 1;
  const date = request.from === request.to ? request.from : `${request.from}:${request.to}`;
  return `/country/all/indicator/${encodeURIComponent(indicator)}?format=json&date=${date}&per_page=${LOCATIONS_PER_YEAR * years}&page=${page}`;
}

/** The group from every page's rows: per ISO3, its published years ascending. */
export function worldBankGroup(request: GroupRequest, rows: readonly GroupRow[]): FetchedGroup {
  const members = new Map<string, { code: string; name: string; points: Array<[string, number]> }>();
  const spans = new Set<PeriodSpan>();
  for (const row of rows) {
    if (row.iso3 === null) continue;
    const member = members.get(row.iso3) ?? { code: row.iso3, name: row.entityName, points: [] };
    members.set(row.iso3, member);
    if (member.points.some(([period]) => period === row.period)) throw new SourceShapeError('worldbank', `${row.iso3} ${row.period} appears twice`);
    if (row.value === null) continue;
    member.points.push([row.period, row.value]);
    spans.add(row.span);
  }
  for (const member of members.values()) member.points.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const note = periodNote(spans);
  return {
    source: 'worldbank',
    indicator: request.indicator,
    title: rows[0]?.indicatorTitle ?? request.indicator,
    unit: rows.find((row) => row.unit !== null)?.unit ?? null,
    from: request.from,
    to: request.to,
    members: [...members.values()],
    url: `https://data.worldbank.org/indicator/${encodeURIComponent(request.indicator)}?view=map`,
    ...(note ? { note } : {}),
  };
}
