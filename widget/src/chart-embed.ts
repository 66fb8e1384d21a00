import { html, LitElement, nothing, type PropertyValues } from 'lit';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { dateFormat } from '@shared/formats/intl-formats';
import { assist } from './element/assist';
import { cursor } from './element/cursor';
import { drawing } from './element/drawing';
import { legend } from './element/legend';
import { extra, specSource, type SpecSource } from './element/spec-source';
import { themeSheet } from './element/theme';
import { styles } from './styles';

/**
 * `<chart-embed>`: a live, accessible chart from a chart spec.
 *
 * @tagname chart-embed
 *
 * The spec comes from the `spec` property, else an inline `<script type="application/json">`
 * child, else the `src` URL. Nothing is drawn until the element comes near the viewport; its
 * height is reserved from the start.
 *
 * @attr src - URL of a spec JSON to fetch (no cookies are sent).
 * @attr beacon - URL the element posts to once, when its chart is first shown: how the server counts a view (`/e/SLUG/view`; set by the loader, the frame and the standalone page). Without it nothing is sent.
 * @attr theme - a theme id (`neon-midnight`, `dark-blue`, `light-green`…) or `auto` to follow the reader's colour scheme. Overrides the spec's theme.
 * @attr height - height in CSS pixels (default 400), reserved before the data arrives.
 * @attr {boolean} plain - the chart alone: no title, caption, download or data-table buttons. The summary and the table stay there for screen readers.
 * @attr {boolean} transparent - no background of its own: the page shows through. Text and grid keep their colours.
 * @attr {boolean} static - a still picture: no tooltip, no keyboard cursor, no reveal animation. The summary and the table stay.
 * @attr lang - a BCP 47 tag (`de-DE`) for numbers and dates on the axes, in the tooltip, the table and the summary. Default: the nearest `lang` of the page, else the browser's language; a tag that is not valid is ignored.
 * @prop {ChartSpec | null} spec - the chart to draw; takes precedence over the inline JSON and `src`.
 * @fires {CustomEvent} chart-embed:ready - the chart has been drawn; `detail.chartType` says which kind.
 * @fires {CustomEvent} chart-embed:error - the spec could not be loaded or drawn; `detail.message` says why (also shown in the box).
 * @cssprop --chart-bg - background colour.
 * @cssprop --chart-fg - text and axis colour.
 * @cssprop --chart-grid - grid line colour.
 * @cssprop --chart-font - font family of labels and text.
 * @cssprop --chart-series-1 - first series colour; `--chart-series-2` to `--chart-series-6` likewise.
 * @cssprop --chart-up - candlestick colour for a rising day.
 * @cssprop --chart-down - candlestick colour for a falling day.
 * @cssprop --chart-tooltip-bg - tooltip background.
 * @cssprop --chart-tooltip-fg - tooltip text colour.
 * @cssprop --chart-radius - corner radius of the box.
 * @csspart title - the chart title.
 * @csspart description - the line under the title (`options.description`).
 * @csspart notes - the notes line above the source (`options.notes`).
 * @csspart byline - who made the chart, above the source (`options.byline`).
 * @csspart canvas - the drawing area (focusable; arrow keys move between points).
 * @csspart legend - the legend list; each entry is a button that hides or shows its series.
 * @csspart tooltip - the tooltip.
 * @csspart caption - the source caption: `Source: X`, or `Sources: A, B` when the spec lists several; each source with an http(s) address is a link.
 * @csspart updated - "Updated {date}" beside the caption of a live chart.
 * @csspart chart-toggle - the "Chart" button, which leaves the data table for the chart (`aria-pressed` while the chart is shown).
 * @csspart table-toggle - the "Data table" button: it shows the data table in the plot's place, and hides it again (`aria-pressed`, `aria-expanded`).
 * @csspart download - the "Download" button, which opens a menu: the data as CSV, the drawing as PNG.
 * @csspart download-menu - the menu the Download button opens: `Data (CSV)` and `Image (PNG)`.
 */
export class ChartEmbed extends LitElement {
  static override properties = {
    spec: { attribute: false },
    src: { type: String },
    beacon: { type: String },
    theme: { type: String },
    height: { type: Number },
    plain: { type: Boolean, reflect: true },
    transparent: { type: Boolean, reflect: true },
    static: { type: Boolean, reflect: true },
    lang: { reflect: true },
    _loaded: { state: true },
    _error: { state: true },
    _near: { state: true },
    _table: { state: true },
  };

  static override styles = styles;

  // Declared, not initialised as class fields: a field would shadow the accessor Lit installs.
  declare spec: ChartSpec | null;
  declare src: string | null;
  declare beacon: string | null;
  declare theme: string | null;
  declare height: number | null;
  declare plain: boolean;
  declare transparent: boolean;
  declare static: boolean;
  // Shadows HTMLElement's own `lang`, so that changing it redraws the chart in that language.
  declare lang: string;
  declare _loaded: ChartSpec | null;
  declare _error: string | null;
  declare _near: boolean;
  declare _table: boolean;

  // The parts, one concern each (element/); the controllers among them run in the order made.
  #legend = legend(this, () => this.#drawing.plot);
  #assist = assist(this);
  #source: SpecSource = specSource(this, () => {
    this.#legend.hidden.clear();
    this.#cursor.focus = -1;
    this.#assist.summary = null;
  });
  #cursor = cursor(this.#source, this.#legend, this.#assist, () => this.#drawing.plot);
  #theme = themeSheet(this, this.#source);
  #drawing = drawing(this, this.#source, this.#theme, this.#legend, this.#cursor, this.#assist);

  constructor() {
    super();
    this.spec = this.src = this.theme = this.height = this._loaded = this._error = null;
    this._near = this._table = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page (removed, then added again): draw again.
    this.requestUpdate();
  }

  protected override firstUpdated(): void {
    const root = this.shadowRoot!;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#theme.sheet];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('height')) return;
    if (this.height && this.height > 0) this.style.setProperty('--chart-height', `${this.height}px`);
    else this.style.removeProperty('--chart-height');
  }

  protected override render() {
    const spec = this.#source.spec;
    if (!spec || this._error) {
      return html`<div class="frame"><p class="message" role=${this._error ? 'alert' : nothing}>${this._error ?? ''}</p></div>`;
    }
    const { options } = spec;
    const more = this.#drawing.more;
    const [side, list] = this.#legend.view(spec);
    const sources = (spec.sources?.[0] ? spec.sources : [spec.source]).filter((s) => s?.label);
    // Hidden until the extras' texts are there: they take room from the plot, and moving it in
    // sight would be a layout shift of the host page.
    return html`<figure class="frame legend-${side} ${options.responsive ? '' : 'fixed'} ${!more && extra(spec) ? 'wait' : ''}" @keydown=${this.#assist.onEscape}>
      ${options.title ? html`<h2 part="title">${options.title}</h2>` : nothing} ${more?.head(options)}
      <div class="body">
        <div class="plot" part="canvas" role="img" tabindex=${this.static ? nothing : 0} aria-label=${this.#assist.summary ?? `${spec.chartType} chart${options.title ? `: ${options.title}` : ''}`} @keydown=${this.#cursor.onKey}>
          <div class="tip" part="tooltip" hidden></div>
        </div>
        ${list}
        <div class="table ${this._table ? '' : 'sr-only'}"><table></table></div>
      </div>
      <figcaption class="foot">
        ${more?.foot(options)}
        ${sources[0] ? html`<em part="caption">Source${sources[1] ? 's' : ''}: ${sources.map((s, i) => [i ? ', ' : '', /^https?:\/\//i.test(s!.url!) ? html`<a href=${s!.url} target="_blank" rel="noopener noreferrer">${s!.label}</a>` : s!.label])}</em>` : nothing}
        ${spec.updatedAt ? html`<span part="updated">Updated ${dateFormat(this.#source.locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(Date.parse(spec.updatedAt))}</span>` : nothing}
        <span class="tools">
          <button type="button" part="download" aria-haspopup="menu" aria-expanded="false" @click=${(event: Event) => this.#assist.download(event, spec)}>Download</button>
          <button type="button" part="chart-toggle" aria-pressed=${!this._table} @click=${() => (this._table = false)}>Chart</button>
          <button type="button" part="table-toggle" aria-pressed=${this._table} aria-expanded=${this._table} @click=${() => (this._table = !this._table)}>Data table</button>
        </span>
      </figcaption>
      <div class="sr-only" aria-live="polite"></div>
    </figure>`;
  }
}
