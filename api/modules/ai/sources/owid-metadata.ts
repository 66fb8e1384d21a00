/**
 * An Our World in Data grapher's metadata (`{slug}.metadata.json`): the chart's title and, per
 * column, its titles and unit. With useColumnShortNames the columns are keyed by the CSV's short
 * column names; each also states its `shortName`, which is matched when the keys are long names.
 */
import { Type, type Static } from '@sinclair/typebox';
import { readSourceJson } from './source-json';

const TEXT = Type.Optional(Type.Union([Type.String(), Type.Null()]));

const COLUMN_SCHEMA = Type.Object({ titleShort: TEXT, titleLong: TEXT, unit: TEXT, shortUnit: TEXT, shortName: TEXT });

const METADATA_SCHEMA = Type.Object({
  chart: Type.Object({ title: Type.String({ minLength: 1 }), subtitle: TEXT, citation: TEXT, originalChartUrl: TEXT }),
  columns: Type.Record(Type.String(), COLUMN_SCHEMA),
});

export type OwidMetadata = Static<typeof METADATA_SCHEMA>;

export function parseOwidMetadata(text: string): OwidMetadata {
  return readSourceJson('owid', text, METADATA_SCHEMA, 'metadata.json');
}

/** The column's unit ("years", "%"), else its short unit, else null when the metadata gives none. */
export function owidColumnUnit(metadata: OwidMetadata, column: string): string | null {
  const described = Object.hasOwn(metadata.columns, column)
    ? metadata.columns[column]
    : Object.values(metadata.columns).find((entry) => entry.shortName === column);
  const unit = described?.unit?.trim() || described?.shortUnit?.trim();
  return unit ? unit : null;
}
