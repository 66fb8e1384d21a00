import { html, LitElement, nothing, render, type PropertyValues } from 'lit';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '@shared/spec/chart-spec';
import { bodySize } from '@shared/chart-core/frame';
import { legendLayout } from '@shared/chart-core/legend';
import { dateFormat } from '@shared/formats/intl-formats';
import { normalizeSpec } from '@shared/spec/normalize-spec';
import { getTheme, themeForScheme } from '@shared/themes/themes';
import { readerLocale } from './locale';
import { rendererFor } from './plot/create-plot';
import type { HoverPoint, Plot } from './plot/plot';
import { styles } from './styles';
import { readPalette, themeCss } from './theme-sheet';

const FIXED_WIDTH = 640;
const NEAR = 200;

/** A creator's options beyond the seven every chart has: they come with the `extras` chunk. */
const extra = (spec: ChartSpec) => Object.keys(spec.options).some((k) => !(k in DEFAULT_CHART_OPTIONS));

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
 * @fires chart-embed:ready - the chart has been drawn; `detail.chartType` says which kind.
 * @fires chart-embed:error - the spec could not be loaded or drawn; `detail.message` says why (also shown in the box).
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

  #spec: ChartSpec | null = null;
  #plot: Plot | null = null;
  /** Legend entries the reader switched off, by index; cleared with each new spec. */
  #hidden = new Set<number>();
  /** The screen-reader summary of the drawn spec, once its lazy chunk has arrived. */
  #summary: string | null = null;
  /** Counts drawings, so a renderer that arrives late (a lazy chunk) for an outdated one is dropped. */
  #drawing = 0;
  #sheet = new CSSStyleSheet();
  #themeText = '';
  #drawn: unknown[] = [];
  #locale = '';
  #focus = -1;
  /** The point under the pointer or keyboard focus. */
  #shown: HoverPoint | null = null;
  /** The next point shown came from the keyboard: screen readers hear it. */
  #announce = false;
  #assist: Promise<typeof import('./accessibility')> | null = null;
  #more: typeof import('./extras/extras') | null = null;
  #counted = false;
  #drawnSize = { width: 0, height: 0 };
  #fetching: string | null = null;
  #resize = new ResizeObserver(() => this.#fit());
  #viewport: IntersectionObserver | null = null;
  #dark = matchMedia('(prefers-color-scheme: dark)');
  #onScheme = () => this.requestUpdate();

  constructor() {
    super();
    this.spec = this.src = this.theme = this.height = this._loaded = this._error = null;
    this._near = this._table = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page (removed, then added again): draw again.
    this.requestUpdate();
    this.#resize.observe(this);
    this.#dark.addEventListener('change', this.#onScheme);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize.disconnect();
    this.#viewport?.disconnect();
    this.#viewport = null;
    this.#dark.removeEventListener('change', this.#onScheme);
    this.#drawing++;
    this.#plot?.destroy();
    this.#plot = null;
    this.#drawn = [];
  }

  protected override firstUpdated(): void {
    const root = this.shadowRoot!;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('height')) {
      if (this.height && this.height > 0) this.style.setProperty('--chart-height', `${this.height}px`);
      else this.style.removeProperty('--chart-height');
    }
    if (changed.has('spec') || changed.has('_loaded')) {
      this.#spec = null;
      this._error = null;
      this.#focus = -1;
      this.#hidden.clear();
      this.#summary = null;
      try {
        const raw = this.spec ?? this._loaded ?? this.#inline();
        if (raw) this.#spec = normalizeSpec(raw);
      } catch (error) {
        this.#fail((error as Error).message);
      }
    }
    if (!this.#spec && !this._error && this.src && this._near && this.#fetching !== this.src) void this.#load(this.src);
    this.#locale = readerLocale(this, this.lang);
    const chosen = this.theme || this.#spec?.theme;
    const theme = chosen === 'auto' ? themeForScheme(this.#spec?.theme, this.#dark.matches) : getTheme(chosen);
    const data = this.#spec?.data;
    const type = this.#spec?.chartType;
    const text = themeCss(theme, (type === 'pie' ? data?.labels.length : data?.datasets.length) ?? 0, type === 'candlestick');
    if (text !== this.#themeText) this.#sheet.replaceSync((this.#themeText = text));
  }

  protected override render() {
    const spec = this.#spec;
    if (!spec || this._error) {
      return html`<div class="frame"><p class="message" role=${this._error ? 'alert' : nothing}>${this._error ?? ''}</p></div>`;
    }
    const { options, data } = spec;
    const pie = spec.chartType === 'pie';
    const names = (pie ? data.labels : data.datasets.map((d) => d.label)).map(String);
    // Laid out by the chart core, as the server image lays it out: rows break at the same entries,
    // and what does not fit ends in `+N more`.
    const box = this.getBoundingClientRect();
    const legend = legendLayout(names, options.legendPosition, bodySize(box.width, box.height, { title: !!options.title && !this.plain, foot: !this.plain }));
    const sources = (spec.sources?.[0] ? spec.sources : [spec.source]).filter((s) => s?.label);
    // Hidden until the extras' texts are there: they take room from the plot, and moving it in
    // sight would be a layout shift of the host page.
    return html`<figure class="frame legend-${legend?.side} ${options.responsive ? '' : 'fixed'} ${!this.#more && extra(spec) ? 'wait' : ''}" @keydown=${this.#onEscape}>
      ${options.title ? html`<h2 part="title">${options.title}</h2>` : nothing} ${this.#more?.head(options)}
      <div class="body">
        <div class="plot" part="canvas" role="img" tabindex=${this.static ? nothing : 0} aria-label=${this.#summary ?? `${spec.chartType} chart${options.title ? `: ${options.title}` : ''}`} @keydown=${this.#onKey}>
          <div class="tip" part="tooltip" hidden></div>
        </div>
        ${
          legend
            ? html`<ul class="legend" part="legend">
              ${Array.from(
                { length: legend.rows },
                (_, row) =>
                  html`<li>
                    ${legend.entries
                      .filter((e) => e.row === row)
                      .map(({ index: i, text }) =>
                        i === null
                          ? text
                          : html`<button type="button" title=${names[i]!} aria-pressed=${!this.#hidden.has(i)} @click=${() => this.#toggle(i)}><span class="swatch s${i}"></span>${text}</button>`,
                      )}
                  </li>`,
              )}
            </ul>`
            : nothing
        }
        <div class="table ${this._table ? '' : 'sr-only'}"><table></table></div>
      </div>
      <figcaption class="foot">
        ${this.#more?.foot(options)}
        ${sources[0] ? html`<em part="caption">Source${sources[1] ? 's' : ''}: ${sources.map((s, i) => [i ? ', ' : '', /^https?:\/\//i.test(s!.url!) ? html`<a href=${s!.url} target="_blank" rel="noopener noreferrer">${s!.label}</a>` : s!.label])}</em>` : nothing}
        ${spec.updatedAt ? html`<span part="updated">Updated ${dateFormat(this.#locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(Date.parse(spec.updatedAt))}</span>` : nothing}
        <span class="tools">
          <button type="button" part="download" aria-haspopup="menu" aria-expanded="false" @click=${this.#download}>Download</button>
          <button type="button" part="chart-toggle" aria-pressed=${!this._table} @click=${() => (this._table = false)}>Chart</button>
          <button type="button" part="table-toggle" aria-pressed=${this._table} aria-expanded=${this._table} @click=${() => (this._table = !this._table)}>Data table</button>
        </span>
      </figcaption>
      <div class="sr-only" aria-live="polite"></div>
    </figure>`;
  }

  protected override updated(): void {
    // A removed element keeps its shadow root; it draws again only if it comes back.
    if (!this.isConnected) return;
    if (!this._near && !this.#viewport) this.#watchNearness();
    const key = [this.#spec, this.#themeText, this._near, this.#locale];
    if (key.every((k, i) => k === this.#drawn[i])) return;
    const fresh = this.#spec !== this.#drawn[0];
    this.#drawn = key;
    void this.#draw(fresh);
  }

  /**
   * Charts near the viewport draw (or fetch) at once; the others when they come near. Measured
   * after the first render rather than on connection: drawing measures the box at this point
   * anyway, so the page lays out once, not twice.
   */
  #watchNearness(): void {
    const box = this.getBoundingClientRect();
    if (box.top < innerHeight + NEAR && box.bottom > -NEAR) {
      this._near = true;
      return;
    }
    this.#viewport = new IntersectionObserver(
      ([entry]) => {
        if (entry!.isIntersecting) {
          this._near = true;
          this.#viewport?.disconnect();
        }
      },
      { rootMargin: `${NEAR}px` },
    );
    this.#viewport.observe(this);
  }

  /**
   * The spec from an inline `<script type="application/json">` child, if there is one. A `spec`
   * attribute is a mistake that would otherwise leave an empty box: React 19 writes an object as
   * `spec="[object Object]"` on an element not yet defined.
   */
  #inline(): unknown {
    if (this.hasAttribute('spec')) throw new Error('spec must be set as a property, not an attribute.');
    const script = this.querySelector(':scope > script[type="application/json"]');
    if (!script) return null;
    try {
      return JSON.parse(script.textContent ?? '');
    } catch {
      throw new Error('The chart’s inline data is not valid JSON.');
    }
  }

  async #load(src: string): Promise<void> {
    this.#fetching = src;
    try {
      const response = await fetch(src, { credentials: 'omit' });
      if (!response.ok) throw new Error(`The chart could not be loaded (${response.status}).`);
      this._loaded = (await response.json()) as ChartSpec;
    } catch (error) {
      this.#fail(error instanceof SyntaxError ? 'The chart data is not valid JSON.' : (error as Error).message);
    }
  }

  async #draw(reveal: boolean): Promise<void> {
    const drawing = ++this.#drawing;
    this.#plot?.destroy();
    this.#plot = null;
    const spec = this.#spec;
    const target = this.renderRoot.querySelector<HTMLElement>('.plot');
    if (!spec || !target || !this._near) return;
    try {
      // A creator's extras (extras/extras.ts) come before the first drawing: their texts take room from the plot.
      if (!this.#more && extra(spec)) {
        this.#more = await import('./extras/extras');
        this.requestUpdate();
        await this.updateComplete;
      }
      this.#more?.adopt(this.renderRoot as ShadowRoot, spec);
      const render = await rendererFor(spec, this.#more);
      // A chunk may arrive after this chart was redrawn, disconnected or given a new spec.
      if (drawing !== this.#drawing) return;
      // Measure first: that forces style and layout once, and reading the palette then costs nothing more.
      this.#drawnSize = this.#size(target);
      const plot = render({
        target,
        spec,
        palette: readPalette(this, spec.chartType === 'pie' ? spec.data.labels.length : spec.data.datasets.length),
        locale: this.#locale,
        ...this.#drawnSize,
        onHover: (point: HoverPoint | null) => void this.#tip(point),
        onReady: () => this.#ready(spec),
        onError: () => drawing === this.#drawing && this.#fail('This chart could not be drawn.'),
      });
      this.#plot = plot;
      // The plot's box changes without the element's too: a legend laid out again in fewer rows.
      this.#resize.observe(target);
      this.#hidden.forEach((i) => plot.setShown(i, false));
    } catch {
      if (drawing === this.#drawing) this.#fail('This chart could not be drawn.');
      return;
    }
    if (reveal && !this.static && spec.options.animation && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const frames = spec.chartType === 'pie' ? ['circle(0% at 50% 50%)', 'circle(75% at 50% 50%)'] : ['inset(0 100% 0 0)', 'inset(0 0 0 0)'];
      target.animate(
        frames.map((clipPath) => ({ clipPath })),
        { duration: 1000, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
      );
    }
  }

  #ready(spec: ChartSpec): void {
    if (spec !== this.#spec) return;
    // A view is the chart shown: once per element, cookie-free, whatever the page does after.
    if (this.beacon && !this.#counted) {
      this.#counted = true;
      try {
        navigator.sendBeacon(this.beacon);
      } catch {
        // A bad address or a refusing page costs a view, never an error in the page.
      }
    }
    this.dispatchEvent(new CustomEvent('chart-embed:ready', { bubbles: true, composed: true, detail: { chartType: spec.chartType } }));
    // The full summary and the table are for screen readers (and the table on request): their code
    // and rows come after the chart has reached the screen, when the browser is idle, so readers
    // see the chart first. Until then the drawing is labelled with its type and title.
    requestAnimationFrame(() =>
      (window.requestIdleCallback ?? setTimeout)(async () => {
        const { fillTable, summarizeChart } = await this.#accessibility();
        const table = this.renderRoot.querySelector('table');
        if (!table || spec !== this.#spec) return;
        fillTable(table, spec, this.#locale);
        this.#summary = summarizeChart(spec, this.#locale);
        this.requestUpdate();
      }),
    );
  }

  #toggle(index: number): void {
    if (this.#hidden.has(index)) this.#hidden.delete(index);
    else this.#hidden.add(index);
    this.#plot?.setShown(index, !this.#hidden.has(index));
    this.requestUpdate();
  }

  #size(target: HTMLElement): { width: number; height: number } {
    const width = this.#spec?.options.responsive === false ? FIXED_WIDTH : target.clientWidth;
    return { width: Math.max(width, 50), height: Math.max(target.clientHeight, 50) };
  }

  #fit(): void {
    const target = this.renderRoot.querySelector<HTMLElement>('.plot');
    if (!this.#plot || !target) return;
    const size = this.#size(target);
    if (size.width !== this.#drawnSize.width || size.height !== this.#drawnSize.height) {
      this.#drawnSize = size;
      // The legend is laid out for the box's size.
      this.requestUpdate();
      this.#plot.setSize(size.width, size.height);
    }
  }

  #onKey = (event: KeyboardEvent) => {
    const count = this.#plot?.count ?? 0;
    const last = count - 1;
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, Home: -count, End: count }[event.key];
    // Escape is spent only on a focused point: otherwise it is the host's (a dialog the chart sits in).
    if (event.key === 'Escape' && this.#focus >= 0) this.#focus = -1;
    else if (step && count) this.#focus = Math.min(Math.max(this.#focus + step, 0), last);
    else return;
    event.preventDefault();
    this.#announce = true;
    this.#plot?.focusPoint(this.#focus < 0 ? null : this.#focus);
  };

  /**
   * Escape leaves the table for the chart, and is spent there: a host's dialog around the chart
   * must not close too. Focus goes back to the Data table button, the way back in.
   */
  #onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this._table) return;
    event.preventDefault();
    event.stopPropagation();
    this._table = false;
    this.renderRoot.querySelector<HTMLElement>('[part=table-toggle]')!.focus();
  };

  /** The menu and the files are a lazy chunk: few readers download, and none before the chart is drawn. */
  #download = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    import('./downloads/download-menu').then(
      (menu) => menu.toggleMenu(button, this, this.#spec!),
      () => {},
    );
  };

  /** The lazy chunk with the table, the summary and the words for a point; fetched once. */
  #accessibility() {
    return (this.#assist ??= import('./accessibility').then((chunk) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(chunk.STYLES);
      this.shadowRoot!.adoptedStyleSheets = [...this.shadowRoot!.adoptedStyleSheets, sheet];
      return chunk;
    }));
  }

  async #tip(point: HoverPoint | null): Promise<void> {
    this.#shown = point;
    const spec = this.#spec;
    const text = point && spec ? (await this.#accessibility()).describePoint(spec, point.index, this.#hidden, this.#locale) : null;
    // Another point may have been shown while the chunk loaded.
    if (point !== this.#shown) return;
    if (this.#announce) {
      this.#announce = false;
      // Screen readers hear the focused point; pointer hovers stay silent.
      this.renderRoot.querySelector('[aria-live]')!.textContent = text ? `${text.title}: ${text.rows.map((r) => `${r.label} ${r.value}`).join(', ')}` : '';
    }
    const tip = this.renderRoot.querySelector<HTMLElement>('.tip');
    if (!tip) return;
    tip.hidden = !text || !point || !spec?.options.tooltips;
    if (tip.hidden || !text || !point) return;
    render(html`<b>${text.title}</b>${text.rows.map((r) => html`<div><span class="swatch s${r.slot}"></span>${r.label}: ${r.value}</div>`)}`, tip);
    const box = tip.parentElement!;
    const left = point.left + 14 + tip.offsetWidth > box.clientWidth ? point.left - 14 - tip.offsetWidth : point.left + 14;
    tip.style.left = `${Math.max(left, 0)}px`;
    tip.style.top = `${Math.min(Math.max(point.top - tip.offsetHeight / 2, 0), Math.max(box.clientHeight - tip.offsetHeight, 0))}px`;
  }

  #fail(message: string): void {
    this._error = message;
    this.dispatchEvent(new CustomEvent('chart-embed:error', { bubbles: true, composed: true, detail: { message } }));
  }
}
