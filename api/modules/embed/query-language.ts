/**
 * `?lang=` of an `/e/` address, as a canonical BCP 47 tag, or null. Like the element's own `lang`
 * attribute, a tag that cannot be used is set aside rather than refused: a link someone typed
 * still shows the chart, in the default language.
 */
export function queryLanguage(query: URLSearchParams): string | null {
  const tag = query.get('lang');
  if (!tag || tag.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}
