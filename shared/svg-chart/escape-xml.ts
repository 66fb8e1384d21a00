/**
 * Text and attribute values for SVG markup. Labels, titles and series names come from uploads,
 * AI answers and other people's spreadsheets, so every one of them passes through here.
 */

// XML 1.0 refuses these even as character references: one NUL in a CSV label would make the
// whole image unreadable to every parser, so they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex -- the control characters XML refuses are what this finds
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Any value as safe character data or attribute text (quotes are escaped too, for attributes). */
export function xmlText(value: unknown): string {
  return String(value ?? '')
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
