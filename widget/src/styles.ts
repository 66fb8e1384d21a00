import { unsafeCSS } from 'lit';

/**
 * Everything lives in the shadow root: the host page's styles cannot reach in, ours cannot leak out.
 * Canvases fill their box: uPlot sizes its canvas in device pixels and leaves its CSS size to
 * uPlot's own stylesheet, which we do not load, so on a screen of density 2 the drawing showed
 * twice too large. The `plain`, `transparent` and `static` flags are attributes of the host.
 * The title's 22 px line and the foot's 21 px row (its 24 px buttons overlap the margins, as the
 * legend's do) are the chart core's frame (shared/chart-core/frame.ts): the server image gives
 * the plot that box, and a plot 3 px shorter chose other value ticks.
 *
 * A constant text, so Lit's `unsafeCSS` is safe here; its `css` tag would bring the check for
 * interpolated values (and its error message) into the runtime's entry, 150 B gzip that a
 * template without expressions never needs.
 */
export const styles = unsafeCSS(`
  :host {
    display: block;
    position: relative;
    height: var(--chart-height, 400px);
    background: var(--chart-bg);
    color: var(--chart-fg);
    font: 14px/1.4 var(--chart-font);
    border-radius: var(--chart-radius, 8px);
    overflow: hidden;
  }
  .frame { container-type: inline-size; display: flex; flex-direction: column; height: 100%; margin: 0; padding: 10px 12px; box-sizing: border-box; }
  h2 { margin: 0 0 4px; font-size: 16px; line-height: 22px; }
  .body { flex: 1; min-height: 0; display: flex; gap: 6px; position: relative; }
  .legend-top .body { flex-direction: column-reverse; }
  .legend-bottom .body { flex-direction: column; }
  .legend-left .body { flex-direction: row-reverse; }
  .plot { flex: 1; min-width: 0; min-height: 0; position: relative; outline: none; }
  .fixed .plot { flex: none; }
  :focus-visible { box-shadow: 0 0 0 2px var(--chart-series-1); border-radius: 4px; }
  .u-over, .u-under { position: absolute; left: 0; top: 0; }
  .u-wrap { position: relative; }
  canvas { display: block; width: 100%; height: 100%; }
  .legend { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; font-size: 13px; line-height: 18px; white-space: nowrap; }
  .legend li { display: flex; gap: 12px; justify-content: center; }
  .legend-left .legend li, .legend-right .legend li { justify-content: start; }
  .legend button { font: inherit; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: start; min-height: 24px; min-width: 24px; margin: -3px 0; }
  .legend [aria-pressed='false'] { opacity: 0.45; text-decoration: line-through; }
  .u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; background-clip: padding-box !important; }
  .u-off { display: none; }
  .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 3px; margin-right: 6px; }
  .foot { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin-top: 4px; font-size: 12px; }
  .foot a { color: inherit; }
  .foot button { min-height: 24px; margin: -1.5px 0; white-space: nowrap; font: inherit; color: inherit; background: none; border: 1px solid var(--chart-grid); border-radius: 4px; cursor: pointer; }
  .tools { position: relative; display: flex; gap: 8px; margin-left: auto; }
  :host([transparent]) { background: none; }
  :host([plain]) :is(h2, .foot) { display: none; }
  :host([static]) .plot { pointer-events: none; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .message { margin: auto; text-align: center; }
  .wait { visibility: hidden; }
`);
