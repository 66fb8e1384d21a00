/**
 * The widget and the server image are two drawings of one chart: a reader must read the same thing
 * in both. Each spec is drawn both ways at the same size and in the same language, and what a
 * reader reads is compared (not pixels): tick labels on each axis, legend entries, pie shares,
 * series colours, how wide each line is drawn (a 2 px curve, or a 1 px band when dense), the
 * annotations' labels and the description and notes; a table's headers and first rows; a scatter
 * plot's axis titles, where its ticks fall and its groups' colours. The specs are each kind's samples: the
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
import { chartFrame } from '@shared/svg-chart/chart-frame';
import { chartStyle } from '@shared/svg-chart/chart-style';
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
  /** A scatter plot's axis titles, x then y, as shown (cut short to fit). */
  titles: string[];
}

/**
 * Where a scatter plot's tick labels are anchored, in CSS pixels from the top left of the plot's
 * box, x axis then y: compared within a pixel, as the widget's box is whole pixels and the image's not.
 */
type Places = Array<[number, number]>;

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

/** What the widget drew: texts of its canvases as they were drawn, its legend and its colours; `places` is given a scatter plot's tick places. */
async function readWidget(spec: ChartSpec, size: { width: number; height: number }, locale: string, places: Places = []): Promise<Reading> {
  const drawn: Array<{ text: string; align: string; bold: boolean; pie: boolean; small: boolean; x: number; y: number; swatch: string | null }> = [];
  /** The rotated texts: a scatter plot's y axis title. */
  const turned: string[] = [];
  /** The colour of the last fill since the last text: a legend entry's swatch, painted just before its name. */
  let swatch: string | null = null;
  /** The widest stroke of each colour: a series' line (its dots' outlines are thinner). */
  const strokes = new Map<string, number>();
  const context = CanvasRenderingContext2D.prototype;
  const { fillText, stroke, fill } = context;
  context.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
    // The rotated y axis title is read apart, and texts drawn by anything but a chart are left out.
    if (this.getTransform().b !== 0) turned.push(text);
    else
      drawn.push({
        text,
        align: this.textAlign,
        bold: /bold/.test(this.font),
        pie: spec.chartType === 'pie',
        // Annotation labels are set smaller than ticks (11 px, at any pixel density).
        small: parseFloat(/(\d+(\.\d+)?)px/.exec(this.font)![1]!) < 12 * (this.canvas.closest('.u-wrap') ? devicePixelRatio : 1),
        x,
        y,
        swatch,
      });
    swatch = null;
    return fillText.call(this, text, x, y);
  };
  context.fill = function (this: CanvasRenderingContext2D, ...path: unknown[]) {
    swatch = String(this.fillStyle).toLowerCase();
    return (fill as (...a: unknown[]) => void).apply(this, path);
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
    Object.assign(context, { fillText, stroke, fill });
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
    titles: [],
  };
  const lineColors = spec.data.datasets.flatMap((d, i) => ((d.type ?? spec.chartType) === 'line' || (d.type ?? spec.chartType) === 'area' ? [colors[i]] : []));
  if (spec.chartType === 'map')
    Object.assign(reading, readMap(root.querySelectorAll('.map-legend text'), root.querySelectorAll('svg.map [data-code]:not([fill=transparent])')));
  if (spec.chartType === 'table') Object.assign(reading, readWidgetTable(root));
  // A scatter plot draws its groups' legend on its canvas, left-aligned at the legend's size, each
  // name after its swatch; its x title is the bold centred text. Its trend's equation and its
  // points' names are placed differently by the two drawings (annotations are left out).
  if (spec.chartType === 'scatter') {
    const legend = ticks.filter((t) => t.align === 'left');
    Object.assign(reading, {
      legend: legend.map((t) => t.text),
      y1: [],
      annotations: [],
      colors: legend.flatMap((t) => (t.swatch ? [t.swatch] : [])),
      titles: [...ticks.filter((t) => t.bold && t.align === 'center').map((t) => t.text), ...turned],
    });
    places.push(...ticks.filter((t) => !t.bold && (t.align === 'center' || t.align === 'right')).map((t) => [t.x, t.y] as [number, number]));
  }
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

/** What the server image shows, read from its SVG; `places` is given a scatter plot's tick places. */
function readImage(
  spec: ChartSpec,
  size: { width: number; height: number },
  locale: string,
  drawing: { geometry?: MapGeometry },
  places: Places = [],
): Reading {
  const image = drawImage(spec, size, locale, drawing);
  const svg = new DOMParser().parseFromString(image, 'image/svg+xml');
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
    titles: [],
  };
  if (spec.chartType === 'map')
    Object.assign(reading, readMap(svg.querySelectorAll('.map-legend text'), svg.querySelectorAll('.regions path, .regions circle')));
  if (spec.chartType === 'table') Object.assign(reading, readImageTable(svg));
  if (spec.chartType === 'scatter') {
    const swatches = [...svg.querySelectorAll('.legend circle')].map((c) => (c.getAttribute('fill') ?? '').toLowerCase());
    Object.assign(reading, { colors: swatches, titles: [...texts('.axis-titles .x-title'), ...texts('.axis-titles .y-title')] });
    // Tick places from the top left of the box the frame leaves the plot, as the widget's canvas is laid out.
    const [, , , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(image)!.map(Number);
    const box = chartFrame(spec, chartStyle(spec), width!, height!, locale).plot;
    const at = (t: Element) => [Number(t.getAttribute('x')) - box.x, Number(t.getAttribute('y')) - box.y] as [number, number];
    places.push(...[...svg.querySelectorAll('.ticks > g[text-anchor=middle] text, .ticks > g[text-anchor=end] text')].map(at));
  }
  return reading;
}

/** Whether two lists of places are the same within a pixel (more: the two boxes are a whole pixel and a fraction of one). */
function samePlaces(widget: Places, image: Places): boolean {
  return widget.length === image.length && widget.every(([x, y], i) => Math.abs(x - image[i]![0]) <= 1 && Math.abs(y - image[i]![1]) <= 1);
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
          const places: [Places, Places] = [[], []];
          const widget = await readWidget(spec, { width: Math.round(width!), height: Math.round(height!) }, locale, places[0]);
          const image = readImage(spec, size, locale, drawing, places[1]);
          [widget.table, image.table] = bothShow(widget.table, image.table);
          expect(widget).to.deep.equal(image);
          expect(samePlaces(...places), `tick places, widget then image: ${JSON.stringify(places)}`).to.equal(true);
        });
      }
    }
  }
});
