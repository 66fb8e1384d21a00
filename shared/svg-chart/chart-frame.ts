/**
 * The frame around the plot, as the widget's box lays it out: 10 px above and below, 12 px at
 * the sides, the title (16 px bold) on top, the caption (`Source: …` or `Sources: …, …`, `Updated …`) at the foot, and
 * the legend beside, above or below the plot.
 */
import { formatFullDate } from '../axis-ticks';
import type { ChartSpec } from '../chart-spec';
import { sourcesCaption } from '../spec-sources';
import type { Box } from './box';
import type { ChartStyle } from './chart-style';
import { xmlText } from './escape-xml';
import { legendOf, type LegendItem } from './legend';
import { num } from './svg-number';
import { fitText } from './text-width';

const PAD_Y = 10;
const PAD_X = 12;
const TITLE_FONT = 16;
/** The title's line (16 px at line height 1.4) and the 4 px under it. */
const TITLE_HEIGHT = 26;
const CAPTION_FONT = 12;
/** A 4 px margin and the caption's line. */
const CAPTION_HEIGHT = 21;
const DAY = 86_400;

export interface Frame {
  /** Where the plot goes, the legend already set aside. */
  plot: Box;
  svg: string;
}

export function chartFrame(spec: ChartSpec, style: ChartStyle, width: number, height: number): Frame {
  const title = String(spec.options.title ?? '');
  const caption = captionOf(spec);
  const inner = width - 2 * PAD_X;
  const top = PAD_Y + (title ? TITLE_HEIGHT : 0);
  const bottom = height - PAD_Y - (caption ? CAPTION_HEIGHT : 0);
  const body = { x: PAD_X, y: top, width: inner, height: Math.max(bottom - top, 1) };

  const pie = spec.chartType === 'pie';
  const names = pie ? spec.data.labels : spec.data.datasets.map((d) => d.label);
  // Candles are painted in the up and down colours, never the series colour: so is their swatch.
  const candles = spec.chartType === 'candlestick';
  const items: LegendItem[] = names.map((name, i) =>
    candles ? { name: String(name ?? ''), color: style.up, down: style.down } : { name: String(name ?? ''), color: style.series[i]! },
  );
  const legend = legendOf(items, spec.options.legendPosition, body, style.foreground);

  const parts = [
    title &&
      `<text class="title" x="${PAD_X}" y="${num(PAD_Y + TITLE_FONT * 1.05)}" font-size="${TITLE_FONT}" font-weight="bold" fill="${style.foreground}">${xmlText(fitText(title, inner, TITLE_FONT, true))}</text>`,
    caption &&
      `<text class="caption" x="${PAD_X}" y="${num(height - PAD_Y - 4)}" font-size="${CAPTION_FONT}" fill="${style.foreground}" fill-opacity="0.8">${xmlText(fitText(caption, inner, CAPTION_FONT))}</text>`,
    legend.svg,
  ];
  return { plot: legend.plot, svg: parts.join('') };
}

/** `Source: AAPL` (or `Sources: World Bank, IMF`), and `Updated Jan 5, 2024` for live charts, on one line. */
function captionOf(spec: ChartSpec): string {
  const source = sourcesCaption(spec);
  const updated = spec.updatedAt ? Date.parse(spec.updatedAt) / 1000 : NaN;
  const when = Number.isFinite(updated) ? `Updated ${formatFullDate(Math.floor(updated / DAY) * DAY)}` : '';
  return [source, when].filter(Boolean).join(' · ');
}
