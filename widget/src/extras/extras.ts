import { html, nothing } from 'lit';
import type { ChartOptions, ChartSpec } from '@shared/spec/chart-spec';
import { createCartesian, type Mark } from '../plot/cartesian';
import type { Plot, PlotInput } from '../plot/plot';
import { cartesianExtras } from './cartesian-extras';

/**
 * What a chart's creator adds beyond the seven options every chart has: a description, notes and
 * a byline, colours of their own, number formats, axis ranges, annotations, and horizontal bars
 * (kinds/hbar/, which travel in this chunk). A lazy chunk, fetched before such a chart first draws
 * (element/drawing.ts), so a plain chart never pays for any of it.
 */

/** The renderer for a cartesian chart: uPlot with the extras drawn on it. */
export function renderer(marks: Mark[]): (input: PlotInput) => Plot {
  return (input) => createCartesian(input, marks, (slotted, xs) => cartesianExtras(input.spec, input.palette, input.locale, slotted, xs));
}

/** The description, under the title. */
export const head = (o: ChartOptions) => (o.description ? html`<p part="description">${o.description}</p>` : nothing);

/** The notes and the byline, above the source. */
export const foot = (o: ChartOptions) =>
  o.notes || o.byline
    ? html`<div class="notes">${o.notes ? html`<p part="notes">${o.notes}</p>` : nothing}${o.byline ? html`<p part="byline">${o.byline}</p>` : nothing}</div>`
    : nothing;

const CSS =
  '[part=description]{margin:0 0 4px;font-size:13px;line-height:18px;opacity:.85}.notes{flex-basis:100%;line-height:16px;opacity:.85}.notes p{margin:0}:host([plain]) [part=description]{display:none}';

const sheets = new WeakMap<ShadowRoot, CSSStyleSheet>();

/**
 * The styles of these parts and the creator's series colours, in a sheet after the theme's: its
 * `--chart-series-N` win over the theme's, and a host page's own rules still win over both.
 * Colours are checked as `#rrggbb`, since they are written into CSS.
 */
export function adopt(root: ShadowRoot, spec: ChartSpec): void {
  let sheet = sheets.get(root);
  if (!sheet) {
    sheets.set(root, (sheet = new CSSStyleSheet()));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  const colors = (spec.options.seriesColors ?? []).flatMap((c, i) => (/^#[\da-f]{6}$/i.test(c) ? [`--chart-series-${i + 1}:${c}`] : []));
  sheet.replaceSync(`${CSS}:host{${colors.join(';')}}`);
}

/** Horizontal bars (kinds/hbar/) come in this chunk: their option is one of the extras. */
export { plot } from '../kinds/hbar/hbars';
