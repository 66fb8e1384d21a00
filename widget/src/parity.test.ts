/**
 * The widget and the server image are two drawings of one chart: a reader must read the same thing
 * in both. Each spec is drawn both ways at the same size and in the same language, and what a
 * reader reads is compared (not pixels): tick labels on each axis, legend entries, pie shares,
 * series colours, how wide each line is drawn (a 2 px curve, or a 1 px band when dense), the
 * annotations' labels and the description and notes; a table's headers and first rows. The specs are each kind's samples: the
 * widget's (kinds/<kind>/samples.ts) and the core's, which the golden images draw.
 */
import { expect } from 'chai';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { MapGeometry } from '@shared/kinds/map/geometry/map-geometry';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { renderChartSvg } from '@shared/svg-chart/render-chart-svg';
import { loadGeometry } from './kinds/map/load-geometry';
import type { ChartEmbed } from './chart-embed';
import { CHART_KINDS } from '@shared/kinds/registry';
import { KINDS } from './kinds/registry';
import { valueFormat } from '@shared/chart-core/value-format';
import { scatterLayout } from '@shared/kinds/scatter/scatter-layout';
import { drawablePoints } from './kinds/scatter/drawable-points';
import { nextEvent } from './testing';

interface Reading {
  x: string[];
  y: string[];
  y1: string[];
  legend: string[];
  shares: string[];
  colors: string[];
  /** Each line's colour and width in CSS pixels, as `#rrggbb 2`. */
  lines: string[];
  /** Labels of reference lines and highlighted ranges. */
  annotations: string[];
  /** The description, then the notes and byline, each as one text. */
  texts: string[];
  /** A table's headers, then each row shown first: the label, then each cell as written. */
  table: string[][];
}

/** The server image, given what a kind needs beyond the spec: a map's geometry, which the widget fetches. */
const drawImage = renderChartSvg as (spec: ChartSpec, size: { width: number; height: number }, locale: string, drawing?: { geometry?: MapGeometry }) => string;
const drawingFor = async (spec: ChartSpec) =>
  spec.chartType === 'map' ? { geometry: await loadGeometry(REGION_SETS[spec.options.map?.regions ?? 'world'].geometry) } : {};

/**
 * What a map reads, in either drawing: its legend's labels, and the fills of its regions (and of
 * the dots on tiny ones), as a sorted list: the same regions in the same colours.
 */
function readMap(legend: Iterable<Element>, marks: Iterable<Element>): Pick<Reading, 'legend' | 'colors'> {
  return {
    legend: [...legend].map((t) => t.textContent ?? ''),
    colors: [...marks].map((m) => (m.getAttribute('fill') ?? '').toLowerCase()).sort(),
  };
}

/**
 * What a table reads in the widget: its headers (the sort's arrow is drawn by CSS), then the rows of
 * its page, each cell as the eye reads it (a missing value's words are for screen readers only).
 */
function readWidgetTable(root: ShadowRoot): Pick<Reading, 'legend' | 'colors' | 'table'> {
  const seen = (cell: Element) =>
    [...cell.childNodes]
      .filter((n) => !(n as Element).classList?.contains('sr-only'))
      .map((n) => n.textContent)
      .join('');
  const rows = [root.querySelector('.tb thead tr'), ...root.querySelectorAll('.tb tbody tr')];
  return { legend: [], colors: [], table: rows.map((tr) => [...(tr?.children ?? [])].map(seen)) };
}

/** What a table reads in the image: its header, then the rows it has room for, from its column of labels and its value columns. */
function readImageTable(svg: Document): Pick<Reading, 'legend' | 'colors' | 'table'> {
  const texts = (group: Element | null) => [...(group?.querySelectorAll('text') ?? [])].map((t) => t.textContent ?? '');
  const labels = texts(svg.querySelector('.table .labels'));
  const columns = [...svg.querySelectorAll('.table .column')].map(texts);
  const head = texts(svg.querySelector('.table .header')).map((h) => h.replace(/ [▲▼]$/, ''));
  return { legend: [], colors: [], table: [head, ...labels.map((label, k) => [label, ...columns.map((c) => c[k] ?? '')])] };
}

/**
 * A table is compared over what both drawings show: the rows both have (the widget a page, the
 * image the rows it has room for), the columns the image kept (it leaves whole columns out at
 * phone widths), and a text the image cut short to its start with an ellipsis. The headers are
 * always compared: an image without a table fails.
 */
function bothShow(widget: string[][], image: string[][]): [string[][], string[][]] {
  const rows = Math.max(1, Math.min(widget.length, image.length));
  // At least the labels' column: an image without a header shows none, and fails.
  const columns = Math.max(1, image[0]?.length ?? 0);
  const shown = widget.slice(0, rows).map((row, r) =>
    row.slice(0, columns).map((text, c) => {
      const cut = image[r]?.[c];
      return cut?.endsWith('…') && text.startsWith(cut.slice(0, -1)) ? cut : text;
    }),
  );
  return [shown, image.slice(0, rows)];
}

const SIZES = [
  { width: 640, height: 400 },
  { width: 360, height: 300 },
];
const LOCALES = ['en-US', 'de-DE'];

/** What the widget drew: texts of its canvases as they were drawn, its legend and its colours; `plot` is given the plot box's size. */
async function readWidget(spec: ChartSpec, size: { width: number; height: number }, locale: string, plot = { width: 0, height: 0 }): Promise<Reading> {
  const drawn: Array<{ text: string; align: string; bold: boolean; pie: boolean; small: boolean }> = [];
  /** The widest stroke of each colour: a series' line (its dots' outlines are thinner). */
  const strokes = new Map<string, number>();
  const context = CanvasRenderingContext2D.prototype;
  const { fillText, stroke } = context;
  context.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
    // The rotated y axis title is left out, as are texts drawn by anything but a chart.
    if (this.getTransform().b === 0)
      drawn.push({
        text,
        align: this.textAlign,
        bold: /bold/.test(this.font),
        pie: spec.chartType === 'pie',
        // Annotation labels are set smaller than ticks (11 px, at any pixel density).
        small: parseFloat(/(\d+(\.\d+)?)px/.exec(this.font)![1]!) < 12 * (this.canvas.closest('.u-wrap') ? devicePixelRatio : 1),
      });
    return fillText.call(this, text, x, y);
  };
  context.stroke = function (this: CanvasRenderingContext2D, ...path: [Path2D?]) {
    const color = String(this.strokeStyle).toLowerCase();
    if (this.canvas.closest('.u-wrap')) strokes.set(color, Math.max(strokes.get(color) ?? 0, this.lineWidth / devicePixelRatio));
    return stroke.apply(this, path as [Path2D]);
  };
  const element = document.createElement('chart-embed') as ChartEmbed;
  try {
    const box = document.createElement('div');
    box.style.width = `${size.width}px`;
    document.body.append(box);
    element.height = size.height;
    element.lang = locale;
    const ready = nextEvent(element, 'chart-embed:ready');
    element.spec = spec;
    box.append(element);
    await ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  } finally {
    Object.assign(context, { fillText, stroke });
  }
  const root = element.shadowRoot!;
  const count = spec.chartType === 'pie' ? spec.data.labels.length : spec.data.datasets.length;
  const style = getComputedStyle(element);
  const part = (name: string) => root.querySelector(`[part=${name}]`)?.textContent?.trim() ?? '';
  const ticks = drawn.filter((t) => !t.pie && !t.small);
  const colors =
    spec.chartType === 'candlestick'
      ? ['up', 'down'].map((name) => style.getPropertyValue(`--chart-${name}`).trim().toLowerCase())
      : Array.from({ length: count }, (_, i) =>
          style
            .getPropertyValue(`--chart-series-${i + 1}`)
            .trim()
            .toLowerCase(),
        );
  const reading: Reading = {
    x: ticks.filter((t) => !t.bold && t.align === 'center').map((t) => t.text),
    y: ticks.filter((t) => t.align === 'right').map((t) => t.text),
    y1: ticks.filter((t) => t.align === 'left').map((t) => t.text),
    legend: [...root.querySelectorAll('.legend li')].flatMap((li) =>
      [...li.childNodes].filter((n) => n.nodeType !== Node.COMMENT_NODE && n.textContent!.trim()).map((n) => n.textContent!.trim()),
    ),
    shares: drawn.filter((t) => t.pie).map((t) => t.text),
    colors: paintOrder(spec, colors),
    lines: [],
    annotations: drawn.filter((t) => t.small).map((t) => t.text),
    texts: [part('description'), [part('notes'), part('byline')].filter(Boolean).join(' ')].filter(Boolean),
    table: [],
  };
  const lineColors = spec.data.datasets.flatMap((d, i) => ((d.type ?? spec.chartType) === 'line' || (d.type ?? spec.chartType) === 'area' ? [colors[i]] : []));
  if (spec.chartType === 'map')
    Object.assign(reading, readMap(root.querySelectorAll('.map-legend text'), root.querySelectorAll('svg.map [data-code]:not([fill=transparent])')));
  if (spec.chartType === 'table') Object.assign(reading, readWidgetTable(root));
  // A scatter plot draws its groups' legend on its canvas, left-aligned at the legend's size.
  if (spec.chartType === 'scatter') Object.assign(reading, { legend: reading.y1, y1: [], annotations: [] });
  Object.assign(plot, { width: root.querySelector<HTMLElement>('.plot')!.clientWidth, height: root.querySelector<HTMLElement>('.plot')!.clientHeight });
  reading.lines = [...strokes].flatMap(([color, width]) => (spec.chartType !== 'pie' && lineColors.includes(color) ? [`${color} ${width}`] : [])).sort();
  element.parentElement!.remove();
  return reading;
}

/**
 * Series colours in the order the image paints them, which is how it is read: bars under lines, so
 * bar series first (a line on the left axis and bars on the right read as the bars' colour, then
 * the line's). Each keeps its own colour; only the order of the list follows the painting.
 */
function paintOrder(spec: ChartSpec, colors: string[]): string[] {
  if (spec.chartType === 'pie' || spec.chartType === 'candlestick') return colors;
  const bar = (i: number) => ((spec.data.datasets[i]?.type ?? spec.chartType) === 'bar' ? 0 : 1);
  return [...colors.keys()].sort((a, b) => bar(a) - bar(b)).map((i) => colors[i]!);
}

/** What the server image shows, read from its SVG. */
function readImage(spec: ChartSpec, size: { width: number; height: number }, locale: string, drawing: { geometry?: MapGeometry }): Reading {
  const svg = new DOMParser().parseFromString(drawImage(spec, size, locale, drawing), 'image/svg+xml');
  const texts = (selector: string) => [...svg.querySelectorAll(selector)].map((t) => t.textContent ?? '');
  const fills = [...svg.querySelectorAll('.line, .bar, .slice, .candle')].map((e) => (e.getAttribute('stroke') ?? e.getAttribute('fill') ?? '').toLowerCase());
  const reading: Reading = {
    x: texts('.ticks > g[text-anchor=middle] text'),
    y: texts('.ticks > g[text-anchor=end] text'),
    y1: texts('.ticks > g[text-anchor=start] text'),
    legend: texts('.legend text'),
    shares: texts('.shares text'),
    colors: [...new Set(fills)],
    lines: [...new Set([...svg.querySelectorAll('.line')].map((e) => `${e.getAttribute('stroke')!.toLowerCase()} ${e.getAttribute('stroke-width')}`))].sort(),
    annotations: texts('.annotation-labels text'),
    texts: ['.description text', '.notes text'].map((selector) => texts(selector).join(' ')).filter(Boolean),
    table: [],
  };
  if (spec.chartType === 'map')
    Object.assign(reading, readMap(svg.querySelectorAll('.map-legend text'), svg.querySelectorAll('.regions path, .regions circle')));
  if (spec.chartType === 'table') Object.assign(reading, readImageTable(svg));
  return reading;
}

/**
 * What the chart core says a scatter plot in a plot box of this size reads: its ticks and its
 * groups' legend (shared/kinds/scatter/scatter-layout.ts), beside the frame's texts as the image
 * draws them. Until the server image draws scatter plots (shared/svg-chart/kinds/scatter.ts), the
 * widget's scatter is compared with the core's numbers rather than with the image.
 */
function readScatterCore(spec: ChartSpec, plot: { width: number; height: number }, locale: string, image: Reading, widget: Reading): Reading {
  const { points, groups } = drawablePoints(spec);
  const layout = scatterLayout({
    xs: points.map((p) => p.x),
    ys: points.map((p) => p.y),
    logX: spec.options.scatter?.logX,
    logY: spec.options.scatter?.logY,
    groups,
    legendPosition: spec.options.legendPosition,
    xTitle: spec.data.datasets[0]?.label ?? '',
    yTitle: spec.data.datasets[1]?.label ?? '',
    box: { x: 0, y: 0, ...plot },
    tick: valueFormat(spec.options.numberFormat, locale).tick,
  });
  const texts = (ticks: Array<{ text: string }>) => ticks.map((t) => t.text);
  return {
    ...image,
    x: texts(layout.xTicks),
    y: texts(layout.yTicks),
    y1: [],
    legend: texts(layout.legend?.entries ?? []),
    shares: [],
    colors: widget.colors,
    lines: [],
    annotations: [],
  };
}

/**
 * The samples of every kind in the registry (kinds/<kind>/samples.ts): a kind added there is
 * compared here without a line of this file changing, and one without samples fails.
 */
const SAMPLES = await Promise.all(
  Object.keys(KINDS).map((kind) =>
    import(`./kinds/${kind}/samples.ts`).then(
      (module: { SAMPLES: Record<string, ChartSpec> }) => [kind, module.SAMPLES] as const,
      () => [kind, null] as const,
    ),
  ),
);
/** The core's samples of every kind (the ones the goldens draw) are compared too. */
const CORE_SAMPLES = await Promise.all(CHART_KINDS.map(async (kind) => [kind.id, await kind.samples()] as const));

describe('the widget and the server image read the same', () => {
  for (const [kind, samples] of SAMPLES) {
    if (!samples) it(`${kind} has samples (kinds/${kind}/samples.ts)`, () => expect.fail(`no samples for the ${kind} kind`));
  }
  for (const [name, spec] of [...SAMPLES, ...CORE_SAMPLES].flatMap(([, samples]) => Object.entries(samples ?? {}))) {
    for (const size of SIZES) {
      for (const locale of LOCALES) {
        it(`${name}, ${size.width} × ${size.height}, ${locale}`, async () => {
          // An image whose texts would squeeze its plot is drawn zoomed out (plot-room.ts): the
          // widget is read in the box the image is drawn in, as an embed reserves it.
          const drawing = await drawingFor(spec);
          const [, , , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(drawImage(spec, size, locale, drawing))!.map(Number);
          const plot = { width: 0, height: 0 };
          const widget = await readWidget(spec, { width: Math.round(width!), height: Math.round(height!) }, locale, plot);
          const image = readImage(spec, size, locale, drawing);
          [widget.table, image.table] = bothShow(widget.table, image.table);
          expect(widget).to.deep.equal(spec.chartType === 'scatter' ? readScatterCore(spec, plot, locale, image, widget) : image);
        });
      }
    }
  }
});
