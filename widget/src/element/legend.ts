import { html, nothing } from 'lit';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { bodySize } from '@shared/chart-core/frame';
import { legendLayout } from '@shared/chart-core/legend';
import type { ChartEmbed } from '../chart-embed';
import type { Plot } from '../plot/plot';

export type Legend = ReturnType<typeof legend>;

/** The legend: one button per series (or pie slice) that hides or shows it. */
export function legend(host: ChartEmbed, plot: () => Plot | null) {
  /** Entries the reader switched off, by index; cleared with each new spec. */
  const hidden = new Set<number>();
  const toggle = (i: number) => {
    if (hidden.has(i)) hidden.delete(i);
    else hidden.add(i);
    plot()?.setShown(i, !hidden.has(i));
    host.requestUpdate();
  };
  return {
    hidden,
    /**
     * Laid out by the chart core, as the server image lays it out: rows break at the same entries,
     * and what does not fit ends in `+N more`. A column beside the plot is as wide as the core
     * makes it, not as its names are in this font: the plot is then as wide as the image's, and
     * has the same x ticks. The width is set through the CSSOM (a property, not the attribute),
     * which a page's strict CSP allows. Gives the side it takes and its list.
     */
    view({ chartType, data, options }: ChartSpec) {
      const names = (chartType === 'pie' ? data.labels : data.datasets.map((d) => d.label)).map(String);
      const box = host.getBoundingClientRect();
      const laid = legendLayout(names, options.legendPosition, bodySize(box.width, box.height, { title: !!options.title && !host.plain, foot: !host.plain }));
      const list = laid
        ? html`<ul class="legend" part="legend" .style=${laid.side === 'left' || laid.side === 'right' ? `width:${laid.width}px` : ''}>
            ${Array.from(
              { length: laid.rows },
              (_, row) =>
                html`<li>
                  ${laid.entries
                    .filter((e) => e.row === row)
                    .map(({ index: i, text }) =>
                      i === null
                        ? text
                        : html`<button type="button" title=${names[i]!} aria-pressed=${!hidden.has(i)} @click=${() => toggle(i)}><span class="swatch s${i}"></span>${text}</button>`,
                    )}
                </li>`,
            )}
          </ul>`
        : nothing;
      return [laid?.side, list] as const;
    },
  };
}
