/**
 * A scatter plot's groups' legend in the image, where the chart core laid it out
 * (kinds/scatter/scatter-layout.ts) and as the widget paints it (kinds/scatter/group-legend.ts):
 * a dot of each group's colour, the group's name, then `+N more` when they do not all fit.
 */
import { LEGEND_FONT, LEGEND_LINE, LEGEND_ROW_GAP, LEGEND_SWATCH } from '../../chart-core/legend';
import type { ScatterLayout } from '../../kinds/scatter/scatter-layout';
import { xmlText } from '../escape-xml';
import { num } from '../svg-number';

export function groupLegendSvg(legend: NonNullable<ScatterLayout['legend']>, colors: readonly string[], foreground: string): string {
  const top = (row: number) => legend.top + row * (LEGEND_LINE + LEGEND_ROW_GAP);
  const dots = legend.entries
    .map((e) =>
      e.index === null ? '' : `<circle cx="${num(legend.left + e.x + 5)}" cy="${num(top(e.row) + 9)}" r="5" fill="${colors[e.index % colors.length]}"/>`,
    )
    .join('');
  const texts = legend.entries
    .map((e) => `<text x="${num(legend.left + e.x + (e.index === null ? 0 : LEGEND_SWATCH))}" y="${num(top(e.row) + 13.5)}">${xmlText(e.text)}</text>`)
    .join('');
  return `<g class="legend" font-size="${LEGEND_FONT}" fill="${foreground}">${dots}${texts}</g>`;
}
