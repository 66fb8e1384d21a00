/**
 * An Our World in Data grapher's metadata (`{slug}.metadata.json`): the chart's title and, per
 * column, its titles and unit. The grapher keys `columns` by a column's short name when
 * useColumnShortNames=true and it has one, else by its long name (owid-grapher
 * functions/_common/metadataTools.ts); each entry states its `shortName` when it has one. The CSV
 * names a column without a short name by its display name lower-cased with `_` for spaces, so a
 * column is found by key, by `shortName`, or by its key written that way.
 */
import { Type, type Static } from '@sinclair/typebox';
import { readSourceJson } from './source-json';

const TEXT = Type.Optional(Type.Union([Type.String(), Type.Null()]));

const COLUMN_SCHEMA = Type.Object({ titleShort: TEXT, titleLong: TEXT, unit: TEXT, shortUnit: TEXT, shortName: TEXT });

const METADATA_SCHEMA = Type.Object({
  chart: Type.Object({ title: TEXT, subtitle: TEXT, citation: TEXT, originalChartUrl: TEXT }),
  columns: Type.Record(Type.String(), COLUMN_SCHEMA),
});

export type OwidMetadata = Static<typeof METADATA_SCHEMA>;
type OwidColumn = Static<typeof COLUMN_SCHEMA>;

export function parseOwidMetadata(text: string): OwidMetadata {
  return readSourceJson('owid', text, METADATA_SCHEMA, 'metadata.json');
}

/** How the grapher writes a column without a short name in a short-name CSV. */
const asShortName = (name: string) => name.toLowerCase().replace(/\s+/g, '_');

export function owidColumn(metadata: OwidMetadata, column: string): OwidColumn | undefined {
  if (Object.hasOwn(metadata.columns, column)) return metadata.columns[column];
  const entries = Object.entries(metadata.columns);
  return (entries.find(([, entry]) => entry.shortName === column) ?? entries.find(([key]) => asShortName(key) === column))?.[1];
}

/** The column's unit ("years", "%"), else its short unit, else null when the metadata gives none. */
export function owidColumnUnit(metadata: OwidMetadata, column: string): string | null {
  const described = owidColumn(metadata, column);
  const unit = described?.unit?.trim() || described?.shortUnit?.trim();
  return unit ? unit : null;
}

/** The chart's title; a chart without one is named by its column's title, else by its slug. */
export function owidTitle(metadata: OwidMetadata, column: string, slug: string): string {
  return metadata.chart.title?.trim() || owidColumn(metadata, column)?.titleShort?.trim() || slug;
}
