/**
 * The Source name and Source link fields of step 2 (docs/product.md, Step 2: Customize). Left
 * empty, each takes its default, the caption the data names itself with (the file name, the ticker,
 * the address); so the default follows new data until the creator writes their own. An AI chart's
 * caption is its cited sources, which these fields never replace.
 */
import type { ChartSource, DataSource } from '@shared/spec/chart-spec';
import { captionOf } from '@shared/spec/saved-chart-spec';

export interface SourceFields {
  name: string;
  link: string;
}

export const EMPTY_SOURCE_FIELDS: Readonly<SourceFields> = Object.freeze({ name: '', link: '' });

const WEB_ADDRESS = /^https?:\/\/\S+$/i;
const LINK_MAX = 2000;

export const LINK_PROBLEM = 'Enter an address that starts with http:// or https://';
export const LINK_TOO_LONG = `Enter an address of at most ${LINK_MAX.toLocaleString('en-US')} characters`;

/** Why the link cannot be saved, or undefined when it can (an empty link can: it takes the default). */
export function sourceLinkProblem(link: string): string | undefined {
  const text = link.trim();
  if (text === '') return undefined;
  if (text.length > LINK_MAX) return LINK_TOO_LONG;
  return WEB_ADDRESS.test(text) ? undefined : LINK_PROBLEM;
}

/** The caption the data gives itself: what the fields show as their guess. None for AI charts. */
export function defaultSource(dataSource: DataSource, sourceLabel: string | null): ChartSource | undefined {
  return captionOf({ dataSource, sourceValue: sourceLabel, source: null });
}

/**
 * The source to save: null while both fields are empty (the caption stays the default); else the
 * name or the default's, and the link or the default's. A link with a problem is never saved.
 */
export function chosenSource(fields: SourceFields, fallback: ChartSource | undefined): ChartSource | null {
  const name = fields.name.trim();
  const link = sourceLinkProblem(fields.link) ? '' : fields.link.trim();
  if (!name && !link) return null;
  const label = name || fallback?.label;
  if (!label) return null;
  const url = link || fallback?.url;
  return url ? { label, url } : { label };
}

/** The fields for a saved chart: what it was saved with, or empty (the default) when it has none. */
export function fieldsOf(source: ChartSource | null | undefined): SourceFields {
  return source?.label ? { name: source.label, link: source.url ?? '' } : { ...EMPTY_SOURCE_FIELDS };
}

export const sameSource = (a: ChartSource | null, b: ChartSource | null): boolean =>
  (a?.label ?? null) === (b?.label ?? null) && (a?.url ?? null) === (b?.url ?? null);
