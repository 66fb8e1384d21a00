/**
 * The frame around the plot, as the widget's box lays it out: 10 px above and below, 12 px at
 * the sides, the title (16 px bold) and the description on top, the notes and byline over the caption (`Source: …` or `Sources: …, …`, `Updated …`) at the foot, and
 * the legend beside, above or below the plot.
 */
import { BOLD } from '../chart-core/text-width-bold';
import { formatFullDate } from '../chart-core/axis-ticks';
import type { ChartSpec } from '../spec/chart-spec';
import { sourcesCaption } from '../spec/spec-sources';
import { bodySize, DESCRIPTION, FOOT_HEIGHT, FRAME_PAD, frameTexts, NOTE, textsHeight, TITLE_HEIGHT } from '../chart-core/frame';
import type { Box } from './box';
import type { ChartStyle } from './chart-style';
import { xmlText } from './escape-xml';
import { legendOf, type LegendItem } from './legend';
import { num } from './svg-number';
import { fitText } from '../chart-core/text-width';

const PAD_Y = FRAME_PAD.y;
const PAD_X = FRAME_PAD.x;
const TITLE_FONT = 16;
const CAPTION_FONT = 12;
const DAY = 86_400;
/** Kinds that draw their own legend, or none, in place of the frame's list of datasets. */
const OWN_LEGEND: ReadonlySet<string> = new Set(['map', 'scatter', 'table']);

export interface Frame {
  /** Where the plot goes, the legend already set aside. */
  plot: Box;
  svg: string;
}

export function chartFrame(spec: ChartSpec, style: ChartStyle, width: number, height: number, locale = 'en-US'): Frame {
  const title = String(spec.options.title ?? '');
  const caption = captionOf(spec, locale);
  // The widget's foot row (caption, Download, Data table) is there with or without a caption.
  const texts = frameTexts(spec.options, width);
  const size = bodySize(width, height, { title: Boolean(title), foot: true, texts: textsHeight(texts) });
  const inner = size.width;
  const top = PAD_Y + (title ? TITLE_HEIGHT : 0);
  const descriptionHeight = textsHeight({ description: texts.description, notes: [] });
  const body = { x: PAD_X, y: top + descriptionHeight, ...size };
  // Lines of text at a baseline about three quarters down their line box, as a browser sets them.
  const lines = (rows: string[], y: number, font: { size: number; line: number }, cls: string) =>
    rows.length
      ? `<g class="${cls}" font-size="${font.size}" fill="${style.foreground}" fill-opacity="0.85">${rows
          .map((row, i) => `<text x="${PAD_X}" y="${num(y + i * font.line + font.line * 0.72)}">${xmlText(row)}</text>`)
          .join('')}</g>`
      : '';

  const pie = spec.chartType === 'pie';
  // A map's legend is its colour scale, drawn with the map (kinds/map.ts); a scatter plot's lists
  // its groups, drawn with the plot (kinds/scatter.ts); a table's columns are headed by their names.
  const names = pie ? spec.data.labels : OWN_LEGEND.has(spec.chartType) ? [] : spec.data.datasets.map((d) => d.label);
  // Candles are painted in the up and down colours, never the series colour: so is their swatch.
  const candles = spec.chartType === 'candlestick';
  const items: LegendItem[] = names.map((name, i) =>
    candles ? { name: String(name ?? ''), color: style.up, down: style.down } : { name: String(name ?? ''), color: style.series[i]! },
  );
  const legend = legendOf(items, spec.options.legendPosition, body, style.foreground);

  const parts = [
    title &&
      `<text class="title" x="${PAD_X}" y="${num(PAD_Y + TITLE_FONT * 1.05)}" font-size="${TITLE_FONT}" font-weight="bold" fill="${style.foreground}">${xmlText(fitText(title, inner, TITLE_FONT, BOLD))}</text>`,
    caption &&
      `<text class="caption" x="${PAD_X}" y="${num(height - PAD_Y - 4)}" font-size="${CAPTION_FONT}" fill="${style.foreground}" fill-opacity="0.8">${xmlText(fitText(caption, inner, CAPTION_FONT))}</text>`,
    lines(texts.description, top, DESCRIPTION, 'description'),
    lines(texts.notes, height - PAD_Y - FOOT_HEIGHT - texts.notes.length * NOTE.line, NOTE, 'notes'),
    legend.svg,
  ];
  return { plot: legend.plot, svg: parts.join('') };
}

/** `Source: AAPL` (or `Sources: World Bank, IMF`), and `Updated Jan 5, 2024` for live charts, on one line. */
function captionOf(spec: ChartSpec, locale: string): string {
  const source = sourcesCaption(spec);
  const updated = spec.updatedAt ? Date.parse(spec.updatedAt) / 1000 : NaN;
  const when = Number.isFinite(updated) ? `Updated ${formatFullDate(Math.floor(updated / DAY) * DAY, locale)}` : '';
  return [source, when].filter(Boolean).join(' · ');
}
