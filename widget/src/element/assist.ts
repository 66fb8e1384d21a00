import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from '../chart-embed';

export type Assist = ReturnType<typeof assist>;

/**
 * The accessibility chunk (the summary, the data table, the words for a point and the tooltip) and
 * what sits beside it in the foot: the data table's way out, and the downloads.
 */
export function assist(host: ChartEmbed) {
  let loading: Promise<typeof import('../accessibility')> | null = null;
  const root = () => host.renderRoot as ShadowRoot;
  const self = {
    /** The screen-reader summary of the drawn spec, once the chunk has arrived; cleared with each new spec. */
    summary: null as string | null,
    root,
    /** The chunk, fetched once; the styles of the tooltip and the table travel in it. */
    chunk: () =>
      (loading ??= import('../accessibility').then((chunk) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(chunk.STYLES);
        root().adoptedStyleSheets = [...root().adoptedStyleSheets, sheet];
        return chunk;
      })),
    /**
     * The full summary and the table are for screen readers (and the table on request): their code
     * and rows come after the chart has reached the screen, when the browser is idle, so readers
     * see the chart first. Until then the drawing is labelled with its type and title.
     */
    fill(spec: ChartSpec, current: () => ChartSpec | null, locale: string) {
      requestAnimationFrame(() =>
        (window.requestIdleCallback ?? setTimeout)(async () => {
          const { fillTable, summarizeChart } = await self.chunk();
          // The data table's own: a table chart's plot box holds a <table> too, before it.
          const table = root().querySelector<HTMLTableElement>('.table table');
          if (!table || spec !== current()) return;
          fillTable(table, spec, locale);
          self.summary = summarizeChart(spec, locale);
          host.requestUpdate();
        }),
      );
    },
    /**
     * Escape leaves the table for the chart, and is spent there: a host's dialog around the chart
     * must not close too. Focus goes back to the Data table button, the way back in.
     */
    onEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !host._table) return;
      event.preventDefault();
      event.stopPropagation();
      host._table = false;
      root().querySelector<HTMLElement>('[part=table-toggle]')!.focus();
    },
    /** The menu and the files are a lazy chunk: few readers download, and none before the chart is drawn. */
    download(event: Event, spec: ChartSpec) {
      const button = event.currentTarget as HTMLButtonElement;
      import('../downloads/download-menu').then(
        (menu) => menu.toggleMenu(button, host, spec),
        () => {},
      );
    },
  };
  return self;
}
