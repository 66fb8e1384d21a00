/**
 * The Customize step's form for the options a chart has only when its creator sets them
 * (shared/spec/chart-spec.ts, ChartOptions): what the fields hold as typed, and the options they make.
 * A field that does not make a valid option (a minimum that is not a number, a colour that is not
 * `#rrggbb`) is named in `problems` and left out of the options, so it is never drawn nor sent.
 */
import type { ChartOptions, HighlightRange, ReferenceLine } from '@shared/spec/chart-spec';
import { parseHumanNumber } from '@shared/reading/parse-number';
import { EMPTY_MAP_FIELDS, mapFieldsFrom, mapOptionsFrom, type MapFields } from '../kinds/map/map-fields';
import { EMPTY_SCATTER_FIELDS, scatterFieldsFrom, scatterOptionsFrom, type ScatterFields } from '../kinds/scatter/scatter-fields';
import { EMPTY_TABLE_FIELDS, formatOf, tableFieldsFrom, tableOptionsFrom, type TableFields } from '../kinds/table/table-fields';

/** The options that may be absent; the others (title, axes, legend, flags) always have a value. */
export type ExtraOptionKey = { [K in keyof ChartOptions]-?: object extends Pick<ChartOptions, K> ? K : never }[keyof ChartOptions];
export type ExtraOptions = Partial<Pick<ChartOptions, ExtraOptionKey>>;

export const EXTRA_OPTION_KEYS = [
  'description',
  'notes',
  'byline',
  'numberFormat',
  'yMin',
  'yMax',
  'startAtZero',
  'referenceLines',
  'highlights',
  'seriesColors',
  'horizontal',
  'map',
  'scatter',
  'table',
] as const satisfies readonly ExtraOptionKey[];

/** Fails to compile when the spec gains an optional option this form does not know. */
export const everyExtraListed: Exclude<ExtraOptionKey, (typeof EXTRA_OPTION_KEYS)[number]> extends never ? true : never = true;

export interface ReferenceLineFields {
  value: string;
  label: string;
}

export interface HighlightFields {
  from: string;
  to: string;
  label: string;
}

export interface OptionsForm {
  description: string;
  notes: string;
  byline: string;
  prefix: string;
  suffix: string;
  /** '' keeps each value's own decimals; '0' to '6' fixes them. */
  decimals: string;
  percent: boolean;
  compact: boolean;
  yMin: string;
  yMax: string;
  startAtZero: boolean;
  referenceLines: ReferenceLineFields[];
  highlights: HighlightFields[];
  /** One per series (per slice for a pie), as typed; '' is the theme's colour. */
  seriesColors: string[];
  horizontal: boolean;
  /** A map's region set, colour scale and classes (kinds/map/map-fields.ts). */
  map: MapFields;
  /** A scatter plot's log axes, trend line, named points and groups (kinds/scatter/scatter-fields.ts). */
  scatter: ScatterFields;
  /** A table's column formats, bars and heat, page size, first sort and search (kinds/table/table-fields.ts). */
  table: TableFields;
}

/** Field → what is wrong with it: `yMin`, `yMax`, `referenceLines.0`, `seriesColors.2`. */
export type OptionProblems = Record<string, string>;

export const NOT_A_NUMBER = 'Write a number, such as 0, 1500 or -2.5.';
export const RANGE_BACKWARDS = 'The maximum must be more than the minimum.';
export const NO_LINE_VALUE = 'Write the line’s value, or remove the line.';
export const NOT_A_COLOUR = 'Write a colour as # and six hex digits, such as #1d4ed8.';

export const EMPTY_OPTIONS_FORM: Readonly<OptionsForm> = Object.freeze({
  description: '',
  notes: '',
  byline: '',
  prefix: '',
  suffix: '',
  decimals: '',
  percent: false,
  compact: false,
  yMin: '',
  yMax: '',
  startAtZero: false,
  referenceLines: [],
  highlights: [],
  seriesColors: [],
  horizontal: false,
  map: EMPTY_MAP_FIELDS,
  scatter: EMPTY_SCATTER_FIELDS,
  table: EMPTY_TABLE_FIELDS,
});

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form for a chart's options, as a saved chart holds them. */
export function formFromOptions(options: Partial<ChartOptions>): OptionsForm {
  const format = options.numberFormat ?? {};
  return {
    description: options.description ?? '',
    notes: options.notes ?? '',
    byline: options.byline ?? '',
    prefix: format.prefix ?? '',
    suffix: format.suffix ?? '',
    decimals: numberText(format.decimals),
    percent: format.percent === true,
    compact: format.compact === true,
    yMin: numberText(options.yMin),
    yMax: numberText(options.yMax),
    startAtZero: options.startAtZero === true,
    referenceLines: (options.referenceLines ?? []).map((line) => ({ value: String(line.value), label: line.label ?? '' })),
    highlights: (options.highlights ?? []).map((range) => ({ from: range.from, to: range.to, label: range.label ?? '' })),
    seriesColors: [...(options.seriesColors ?? [])],
    horizontal: options.horizontal === true,
    map: mapFieldsFrom(options.map),
    scatter: scatterFieldsFrom(options.scatter),
    table: tableFieldsFrom(options.table),
  };
}

/** A number as typed (`1,500`, `-2.5`, `1e6`), '' for a blank field, or null when it is not a finite number. */
export function readNumber(text: string): number | '' | null {
  if (text.trim() === '') return '';
  const value = parseHumanNumber(text);
  return value !== null && Number.isFinite(value) ? value : null;
}

/** `#rrggbb` (a missing # is added), '' for the theme's colour, or null when it is no colour. */
export function readColour(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return /^#?[0-9a-f]{6}$/i.test(trimmed) ? (trimmed.startsWith('#') ? trimmed : `#${trimmed}`) : null;
}

/** The options the form makes, and what keeps any field from making one. Blank fields make none. */
export function optionsFromForm(form: OptionsForm): { options: ExtraOptions; problems: OptionProblems } {
  const options: ExtraOptions = {};
  const problems: OptionProblems = {};
  const text = (key: 'description' | 'notes' | 'byline') => {
    const value = form[key].trim();
    if (value) options[key] = value;
  };
  text('description');
  text('notes');
  text('byline');

  const numberFormat = formatOf(form);
  if (numberFormat) options.numberFormat = numberFormat;

  const yMin = readNumber(form.yMin);
  const yMax = readNumber(form.yMax);
  if (yMin === null) problems.yMin = NOT_A_NUMBER;
  if (yMax === null) problems.yMax = NOT_A_NUMBER;
  if (typeof yMin === 'number' && typeof yMax === 'number' && yMin >= yMax) problems.yMax = RANGE_BACKWARDS;
  else {
    if (typeof yMin === 'number') options.yMin = yMin;
    if (typeof yMax === 'number') options.yMax = yMax;
  }
  if (form.startAtZero) options.startAtZero = true;

  const lines: ReferenceLine[] = [];
  form.referenceLines.forEach((line, i) => {
    const value = readNumber(line.value);
    if (typeof value !== 'number') problems[`referenceLines.${i}`] = value === '' ? NO_LINE_VALUE : NOT_A_NUMBER;
    else lines.push(line.label.trim() ? { value, label: line.label.trim() } : { value });
  });
  if (lines.length > 0) options.referenceLines = lines;

  const ranges: HighlightRange[] = form.highlights
    .filter((range) => range.from !== '' && range.to !== '')
    .map((range) => (range.label.trim() ? { from: range.from, to: range.to, label: range.label.trim() } : { from: range.from, to: range.to }));
  if (ranges.length > 0) options.highlights = ranges;

  const colours = form.seriesColors.map((typed, i) => {
    const colour = readColour(typed);
    if (colour === null) problems[`seriesColors.${i}`] = NOT_A_COLOUR;
    return colour ?? '';
  });
  while (colours.length > 0 && colours[colours.length - 1] === '') colours.pop();
  if (colours.length > 0) options.seriesColors = colours;

  if (form.horizontal) options.horizontal = true;
  const map = mapOptionsFrom(form.map);
  if (map.map) options.map = map.map;
  Object.assign(problems, map.problems);
  const scatter = scatterOptionsFrom(form.scatter);
  if (scatter) options.scatter = scatter;
  const table = tableOptionsFrom(form.table);
  if (table.table) options.table = table.table;
  Object.assign(problems, table.problems);
  return { options, problems };
}

/** A chart's options with its extra options replaced by the form's. */
export function withFormOptions(options: ChartOptions, form: OptionsForm): ChartOptions {
  const kept = { ...options };
  for (const key of EXTRA_OPTION_KEYS) delete kept[key];
  return { ...kept, ...optionsFromForm(form).options };
}
