import type { ChartEmbed } from '../chart-embed';
import { fetchKind, rendererFor } from '../plot/create-plot';
import type { Plot } from '../plot/plot';
import { readPalette } from '../theme-sheet';
import type { Assist } from './assist';
import { shown } from './beacon';
import type { Cursor } from './cursor';
import type { Legend } from './legend';
import { watchNearness } from './nearness';
import { reveal } from './reveal';
import { extra, type SpecSource } from './spec-source';

const FIXED_WIDTH = 640;

/**
 * The drawn chart: drawn once near the screen, again when the spec, the theme or the language
 * change, fitted to its box as that resizes, revealed once per spec, and announced when it
 * reaches the screen.
 */
export function drawing(host: ChartEmbed, source: SpecSource, theme: { text: string }, legend: Legend, cursor: Cursor, assist: Assist) {
  /** Counts drawings, so a renderer that arrives late (a lazy chunk) for an outdated one is dropped. */
  let count = 0;
  let drawn: unknown[] = [];
  let fetched: unknown;
  let size = { width: 0, height: 0 };
  const plotBox = () => host.renderRoot.querySelector<HTMLElement>('.plot');
  const measure = (target: HTMLElement) => {
    const width = source.spec?.options.responsive === false ? FIXED_WIDTH : target.clientWidth;
    return { width: Math.max(width, 50), height: Math.max(target.clientHeight, 50) };
  };
  const resize = new ResizeObserver(() => {
    const target = plotBox();
    if (!self.plot || !target) return;
    const now = measure(target);
    if (now.width !== size.width || now.height !== size.height) {
      size = now;
      // The legend is laid out for the box's size.
      host.requestUpdate();
      self.plot.setSize(now.width, now.height);
    }
  });

  async function draw(fresh: boolean): Promise<void> {
    const current = ++count;
    self.plot?.destroy();
    self.plot = null;
    const spec = source.spec;
    const target = plotBox();
    if (!spec || !target || !host._near) return;
    const fail = () => current === count && source.fail('This chart could not be drawn.');
    try {
      // A creator's extras (extras/extras.ts) come before the first drawing: their texts take room from the plot.
      if (!self.more && extra(spec)) {
        self.more = await import('../extras/extras');
        host.requestUpdate();
        await host.updateComplete;
      }
      self.more?.adopt(host.renderRoot as ShadowRoot, spec);
      const render = await rendererFor(spec, self.more);
      // A chunk may arrive after this chart was redrawn, disconnected or given a new spec.
      if (current !== count) return;
      // Measure first: that forces style and layout once, and reading the palette then costs nothing more.
      size = measure(target);
      const plot = (self.plot = render({
        target,
        spec,
        palette: readPalette(host, spec.chartType === 'pie' ? spec.data.labels.length : spec.data.datasets.length),
        locale: source.locale,
        ...size,
        onHover: (point) => void cursor.tip(point),
        onReady: () => {
          if (spec !== source.spec) return;
          shown(host, spec);
          assist.fill(spec, () => source.spec, source.locale);
        },
        onError: fail,
      }));
      // The plot's box changes without the element's too: a legend laid out again in fewer rows.
      resize.observe(target);
      legend.hidden.forEach((i) => plot.setShown(i, false));
    } catch {
      return void fail();
    }
    if (fresh && !host.static) reveal(target, spec);
  }

  const self = {
    plot: null as Plot | null,
    /** The extras chunk, once a chart has needed it. */
    more: null as typeof import('../extras/extras') | null,
    hostConnected: () => resize.observe(host),
    hostDisconnected() {
      resize.disconnect();
      count++;
      self.plot?.destroy();
      self.plot = null;
      drawn = [];
    },
    hostUpdate() {
      // A kind's chunk is on its way before the element first lays itself out: drawing waits for
      // nearness, its code need not. A failure here is the drawing's to report.
      if (source.spec && source.spec !== fetched) fetchKind((fetched = source.spec))?.catch(() => {});
    },
    hostUpdated() {
      // A removed element keeps its shadow root; it draws again only if it comes back.
      if (!host.isConnected) return;
      const key = [source.spec, theme.text, host._near, source.locale];
      if (key.every((k, i) => k === drawn[i])) return;
      const fresh = source.spec !== drawn[0];
      drawn = key;
      void draw(fresh);
    },
  };
  // Nearness is watched first: a chart that turns out near draws in the same update.
  watchNearness(host);
  host.addController(self);
  return self;
}
