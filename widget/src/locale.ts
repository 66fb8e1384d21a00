/**
 * The locale numbers and dates are written in: the element's own `lang`, else the nearest `lang`
 * of the page around it, else the browser's. A tag Intl cannot read (it throws a RangeError) is
 * passed over silently: a typo in an attribute must not cost the chart, let alone the page.
 */
export function readerLocale(element: HTMLElement, own: string | undefined): string {
  for (const tag of [own, element.parentElement?.closest('[lang]')?.getAttribute('lang'), document.documentElement.lang, navigator.language]) {
    try {
      if (tag) return Intl.getCanonicalLocales(tag)[0]!;
    } catch {
      // Not a BCP 47 tag: the next candidate decides.
    }
  }
  return 'en-US';
}
