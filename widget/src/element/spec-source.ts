import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '@shared/spec/chart-spec';
import { normalizeSpec } from '@shared/spec/normalize-spec';
import type { ChartEmbed } from '../chart-embed';
import { KINDS } from '../kinds/registry';
import { readerLocale } from '../locale';

/**
 * A creator's options beyond the seven every chart has: they come with the `extras` chunk. A
 * kind's own options (`map`, `scatter`, `table`, named as the kinds are) come with its chunk.
 */
export const extra = (spec: ChartSpec) => Object.keys(spec.options).some((k) => !(k in DEFAULT_CHART_OPTIONS || k in KINDS));

export type SpecSource = ReturnType<typeof specSource>;

/**
 * Where the chart comes from: the `spec` property, else an inline `<script type="application/json">`
 * child, else the `src` address once the element is near the screen; and the language it is read
 * in. A new spec starts the other parts afresh (`fresh`).
 */
export function specSource(host: ChartEmbed, fresh: () => void) {
  let raw: unknown[] = [];
  let fetching: string | null = null;

  /**
   * The spec of an inline JSON child, if there is one. A `spec` attribute is a mistake that would
   * otherwise leave an empty box: React 19 writes an object as `spec="[object Object]"` on an
   * element not yet defined.
   */
  const inline = (): unknown => {
    if (host.hasAttribute('spec')) throw new Error('spec must be set as a property, not an attribute.');
    const script = host.querySelector(':scope > script[type="application/json"]');
    if (!script) return null;
    try {
      return JSON.parse(script.textContent ?? '');
    } catch {
      throw new Error('The chart’s inline data is not valid JSON.');
    }
  };

  const load = async (src: string) => {
    fetching = src;
    try {
      const response = await fetch(src, { credentials: 'omit' });
      if (!response.ok) throw new Error(`The chart could not be loaded (${response.status}).`);
      host._loaded = (await response.json()) as ChartSpec;
    } catch (error) {
      source.fail(error instanceof SyntaxError ? 'The chart data is not valid JSON.' : (error as Error).message);
    }
  };

  const source = {
    spec: null as ChartSpec | null,
    locale: '',
    hostUpdate() {
      if (host.spec !== raw[0] || host._loaded !== raw[1]) {
        raw = [host.spec, host._loaded];
        source.spec = host._error = null;
        fresh();
        try {
          const given = host.spec ?? host._loaded ?? inline();
          if (given) source.spec = normalizeSpec(given);
        } catch (error) {
          source.fail((error as Error).message);
        }
      }
      if (!source.spec && !host._error && host.src && host._near && fetching !== host.src) void load(host.src);
      source.locale = readerLocale(host, host.lang);
    },
    /** Shows why there is no chart, in the box and as an event. */
    fail(message: string) {
      host._error = message;
      host.dispatchEvent(new CustomEvent('chart-embed:error', { bubbles: true, composed: true, detail: { message } }));
    },
  };
  host.addController(source);
  return source;
}
