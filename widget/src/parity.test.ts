/**
 * The widget and the server image are two drawings of one chart: a reader must read the same thing
 * in both. Each spec is drawn both ways at the same size and in the same language, and what a
 * reader reads is compared (not pixels): tick labels on each axis, legend entries, pie shares,
 * series colours, how wide each line is drawn (a 2 px curve, or a 1 px band when dense), the
 * annotations' labels and the description and notes.
 */
import { expect } from 'chai';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { renderChartSvg } from '@shared/svg-chart/render-chart-svg';
import type { ChartEmbed } from './chart-embed';
import { makeSpec, nextEvent } from './testing';

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
}

const days = (count: number, from = Date.UTC(2024, 0, 1), every = 1) =>
  Array.from({ length: count }, (_, i) => new Date(from + i * every * 86_400_000).toISOString().slice(0, 10));
const wave = (count: number, scale = 100) => Array.from({ length: count }, (_, i) => Math.round(scale * (2 + Math.sin(i / 7))) / 10);

const SPECS: Record<string, ChartSpec> = {
  'line over five days': makeSpec(),
  'line over two years of days': makeSpec({ data: { labels: days(730), datasets: [{ label: 'Close', data: wave(730, 1500) }] } }),
  'line over years as numbers': makeSpec({
    data: {
      labels: ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022'],
      datasets: [{ label: 'GDP', data: [1.2e12, 1.3e12, 1.35e12, 1.5e12, 1.45e12, 1.3e12, 1.6e12, 1.7e12] }],
    },
  }),
  'area of millions': makeSpec({ chartType: 'area', data: { labels: days(90), datasets: [{ label: 'Users', data: wave(90, 2.5e7) }] } }),
  'grouped bars': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['North', 'South', 'East', 'West'],
      datasets: [
        { label: 'Q1', data: [3, 4, 2, 5] },
        { label: 'Q2', data: [2, 3, 4, 1] },
      ],
    },
  }),
  'stacked bars': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['Jan', 'Feb', 'Mar'],
      datasets: [
        { label: 'A', data: [300, 420, 250], stacked: true },
        { label: 'B', data: [210, 330, 480], stacked: true },
      ],
    },
  }),
  'line and bar on two axes': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['Jan', 'Feb', 'Mar', 'Apr'],
      datasets: [
        { label: 'Revenue', data: [30, 40, 20, 50] },
        { label: 'Margin', data: [0.1, 0.3, 0.2, 0.25], type: 'line', yAxisID: 'y1' },
      ],
    },
  }),
  candlestick: makeSpec({
    chartType: 'candlestick',
    data: { labels: days(20), datasets: [{ label: 'AAPL', data: wave(20).map((c, i) => ({ o: i % 3 ? c - 1 : c + 1, h: c + 2, l: c - 2, c })) }] },
  }),
  pie: makeSpec({ chartType: 'pie', data: { labels: ['Asia', 'Europe', 'Africa', 'Oceania'], datasets: [{ label: 'People', data: [4700, 750, 1400, 45] }] } }),
  // Between half the element's width and half the plot's: dense by the plot, not by the element.
  'line just dense enough': makeSpec({ data: { labels: days(240), datasets: [{ label: 'Close', data: wave(240, 1500) }] } }),
  'dense area': makeSpec({ chartType: 'area', data: { labels: days(2000), datasets: [{ label: 'Users', data: wave(2000, 2.5e7) }] } }),
  'formats, range and annotations': makeSpec({
    data: { labels: days(60), datasets: [{ label: 'Share', data: wave(60, 0.03) }] },
    options: {
      ...makeSpec().options,
      description: 'The share of orders placed online, by day, over the first two months of the year.',
      notes: 'Weekends included.',
      byline: 'Chart: Jane Doe',
      numberFormat: { percent: true, decimals: 1 },
      yMax: 0.8,
      startAtZero: true,
      referenceLines: [{ value: 0.5, label: 'Half' }, { value: 0.25 }],
      highlights: [{ from: days(60)[10]!, to: days(60)[20]!, label: 'Sale' }],
      seriesColors: ['#b45309'],
    },
  }),
  'horizontal bars': makeSpec({
    chartType: 'bar',
    data: {
      labels: ['Germany', 'France', 'United Kingdom', 'Italy'],
      datasets: [
        { label: '2023', data: [4121, 2923, 3332, 2186] },
        { label: '2024', data: [4305, 3030, 3495, 2254] },
      ],
    },
    options: {
      ...makeSpec().options,
      horizontal: true,
      numberFormat: { prefix: '$', suffix: 'bn' },
      referenceLines: [{ value: 3000, label: 'Three trillion' }],
      highlights: [{ from: 'France', to: 'Italy', label: 'Spring' }],
      seriesColors: ['', '#0f766e'],
    },
  }),
  // Ticks in one unit (0, 5K … 20K), a label too long for a phone's plot, a range at the right edge.
  'thousands and long labels': makeSpec({
    data: { labels: days(24), datasets: [{ label: 'Visits', data: wave(24, 6500) }] },
    options: {
      ...makeSpec().options,
      startAtZero: true,
      referenceLines: [{ value: 18_000, label: 'Break-even for the whole year, $18,000 a month' }],
      highlights: [{ from: days(24)[21]!, to: days(24)[23]!, label: 'Holiday sale' }],
    },
  }),
  'twelve series': makeSpec({
    data: { labels: days(10), datasets: Array.from({ length: 12 }, (_, i) => ({ label: `Series number ${i + 1}`, data: wave(10, 10 * (i + 1)) })) },
  }),
};

const SIZES = [
  { width: 640, height: 400 },
  { width: 360, height: 300 },
];
const LOCALES = ['en-US', 'de-DE'];

/** What the widget drew: texts of its canvases as they were drawn, its legend and its colours. */
async function readWidget(spec: ChartSpec, size: { width: number; height: number }, locale: string): Promise<Reading> {
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
  const reading: Reading = {
    x: ticks.filter((t) => !t.bold && t.align === 'center').map((t) => t.text),
    y: ticks.filter((t) => t.align === 'right').map((t) => t.text),
    y1: ticks.filter((t) => t.align === 'left').map((t) => t.text),
    legend: [...root.querySelectorAll('.legend li')].flatMap((li) =>
      [...li.childNodes].filter((n) => n.nodeType !== Node.COMMENT_NODE && n.textContent!.trim()).map((n) => n.textContent!.trim()),
    ),
    shares: drawn.filter((t) => t.pie).map((t) => t.text),
    colors:
      spec.chartType === 'candlestick'
        ? ['up', 'down'].map((name) => style.getPropertyValue(`--chart-${name}`).trim().toLowerCase())
        : Array.from({ length: count }, (_, i) =>
            style
              .getPropertyValue(`--chart-series-${i + 1}`)
              .trim()
              .toLowerCase(),
          ),
    lines: [],
    annotations: drawn.filter((t) => t.small).map((t) => t.text),
    texts: [part('description'), [part('notes'), part('byline')].filter(Boolean).join(' ')].filter(Boolean),
  };
  const lineColors = spec.data.datasets.flatMap((d, i) =>
    (d.type ?? spec.chartType) === 'line' || (d.type ?? spec.chartType) === 'area' ? [reading.colors[i]] : [],
  );
  reading.lines = [...strokes].flatMap(([color, width]) => (spec.chartType !== 'pie' && lineColors.includes(color) ? [`${color} ${width}`] : [])).sort();
  element.parentElement!.remove();
  return reading;
}

/** What the server image shows, read from its SVG. */
function readImage(spec: ChartSpec, size: { width: number; height: number }, locale: string): Reading {
  const svg = new DOMParser().parseFromString(renderChartSvg(spec, size, locale), 'image/svg+xml');
  const texts = (selector: string) => [...svg.querySelectorAll(selector)].map((t) => t.textContent ?? '');
  const fills = [...svg.querySelectorAll('.line, .bar, .slice, .candle')].map((e) => (e.getAttribute('stroke') ?? e.getAttribute('fill') ?? '').toLowerCase());
  return {
    x: texts('.ticks > g[text-anchor=middle] text'),
    y: texts('.ticks > g[text-anchor=end] text'),
    y1: texts('.ticks > g[text-anchor=start] text'),
    legend: texts('.legend text'),
    shares: texts('.shares text'),
    colors: [...new Set(fills)],
    lines: [...new Set([...svg.querySelectorAll('.line')].map((e) => `${e.getAttribute('stroke')!.toLowerCase()} ${e.getAttribute('stroke-width')}`))].sort(),
    annotations: texts('.annotation-labels text'),
    texts: ['.description text', '.notes text'].map((selector) => texts(selector).join(' ')).filter(Boolean),
  };
}

describe('the widget and the server image read the same', () => {
  for (const [name, spec] of Object.entries(SPECS)) {
    for (const size of SIZES) {
      for (const locale of LOCALES) {
        it(`${name}, ${size.width} × ${size.height}, ${locale}`, async () => {
          // An image whose texts would squeeze its plot is drawn zoomed out (plot-room.ts): the
          // widget is read in the box the image is drawn in, as an embed reserves it.
          const [, , , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(renderChartSvg(spec, size, locale))!.map(Number);
          const widget = await readWidget(spec, { width: Math.round(width!), height: Math.round(height!) }, locale);
          const image = readImage(spec, size, locale);
          expect(widget).to.deep.equal(image);
        });
      }
    }
  }
});
