import { css, html, LitElement, type PropertyValues } from 'lit';
import uPlot from 'uplot';
import type { ChartSpec } from '../../shared/chart-spec';

/**
 * `<chart-embed>`: draws a chart spec.
 *
 * @attr src - URL of a spec JSON to fetch and draw.
 * @attr height - height in CSS pixels; reserved before the data arrives (default 400).
 * @prop spec - the ChartSpec to draw; takes precedence over `src`.
 * @fires chart-embed:ready - the chart has been drawn.
 * @fires chart-embed:error - the spec could not be loaded or drawn; `detail.message` says why.
 * @cssprop --chart-bg - background colour.
 * @cssprop --chart-fg - text colour.
 * @cssprop --chart-font - font family.
 * @csspart title - the chart title.
 * @csspart canvas - the drawing area.
 */
export class ChartEmbed extends LitElement {
  static override properties = {
    spec: { attribute: false },
    src: { type: String },
    height: { type: Number },
    error: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      box-sizing: border-box;
      height: var(--chart-height, 400px);
      background: var(--chart-bg, #0b1020);
      color: var(--chart-fg, #e6e9f2);
      font-family: var(--chart-font, system-ui, sans-serif);
      contain: layout paint;
      position: relative;
    }
    .frame {
      display: flex;
      flex-direction: column;
      height: 100%;
      padding: 12px;
      box-sizing: border-box;
    }
    h2 {
      margin: 0 0 8px;
      font-size: 16px;
      font-weight: bold;
    }
    .plot {
      flex: 1;
      min-height: 0;
      position: relative;
    }
    .uplot,
    .u-wrap,
    .u-over,
    .u-under {
      position: relative;
    }
    .u-over,
    .u-under {
      position: absolute;
    }
    canvas {
      display: block;
    }
    .error {
      margin: auto;
    }
  `;

  // Reactive properties are declared, not initialised as class fields: a field would shadow the
  // accessor Lit installs and the element would never re-render.
  declare spec: ChartSpec | null;
  declare src: string | null;
  declare height: number;
  declare error: string | null;

  constructor() {
    super();
    this.spec = null;
    this.src = null;
    this.height = 400;
    this.error = null;
  }

  #plot: uPlot | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('height')) this.style.setProperty('--chart-height', `${this.height}px`);
    if (changed.has('src') && this.src && !this.spec) void this.#load(this.src);
  }

  protected override render() {
    if (this.error) return html`<div class="frame"><p class="error" role="alert">${this.error}</p></div>`;
    const title = this.spec?.options.title;
    return html`<div class="frame">
      ${title ? html`<h2 part="title">${title}</h2>` : null}
      <div class="plot" part="canvas"></div>
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('spec') || changed.has('error')) this.#draw();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#plot?.destroy();
    this.#plot = null;
  }

  async #load(src: string): Promise<void> {
    try {
      const response = await fetch(src, { credentials: 'omit' });
      if (!response.ok) throw new Error(`The chart could not be loaded (${response.status})`);
      this.spec = (await response.json()) as ChartSpec;
    } catch (error) {
      this.#fail((error as Error).message);
    }
  }

  #draw(): void {
    this.#plot?.destroy();
    this.#plot = null;
    const target = this.renderRoot.querySelector<HTMLElement>('.plot');
    if (!this.spec || !target) return;
    const { labels, datasets } = this.spec.data;
    const xs = labels.map((_, i) => i);
    const series = datasets.map((d) => d.data.map((v) => (typeof v === 'number' ? v : null)));
    this.#plot = new uPlot(
      {
        width: Math.max(target.clientWidth, 100),
        height: Math.max(target.clientHeight, 100),
        legend: { show: false },
        series: [{}, ...datasets.map((d) => ({ label: d.label, stroke: '#22d3ee', width: 2 }))],
      },
      [xs, ...series],
      target,
    );
    this.dispatchEvent(new CustomEvent('chart-embed:ready', { bubbles: true, composed: true }));
  }

  #fail(message: string): void {
    this.error = message;
    this.dispatchEvent(new CustomEvent('chart-embed:error', { bubbles: true, composed: true, detail: { message } }));
  }
}
