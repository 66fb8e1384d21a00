/** Helpers for the widget's browser tests: mounting, waiting, and reading pixels back. */
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from './chart-embed';
import './index';

export function makeSpec(patch: Omit<Partial<ChartSpec>, 'options'> & { options?: Partial<ChartSpec['options']> } = {}): ChartSpec {
  return {
    chartType: 'line',
    theme: 'neon-midnight',
    data: {
      labels: ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'],
      datasets: [{ label: 'AAPL', data: [3, 5, 4, 7, 6] }],
    },
    ...patch,
    options: { ...DEFAULT_CHART_OPTIONS, animation: false, ...patch.options },
  };
}

/** Adds an element inside a sized container (in `parent`) and resolves once it has drawn. */
export async function mount(spec: ChartSpec | null, setup: (el: ChartEmbed) => void = () => {}, parent: HTMLElement = document.body): Promise<ChartEmbed> {
  const container = document.createElement('div');
  container.style.width = '600px';
  parent.append(container);
  const element = document.createElement('chart-embed') as ChartEmbed;
  setup(element);
  const ready = spec ? nextEvent(element, 'chart-embed:ready') : Promise.resolve();
  if (spec) element.spec = spec;
  container.append(element);
  await ready;
  await element.updateComplete;
  return element;
}

export function nextEvent(target: EventTarget, type: string): Promise<CustomEvent> {
  return new Promise((resolve) => target.addEventListener(type, (e) => resolve(e as CustomEvent), { once: true }));
}

export const part = <T extends Element = HTMLElement>(element: ChartEmbed, selector: string) => element.shadowRoot!.querySelector<T>(selector);

/** Whether any canvas in the element has a pixel within `tolerance` of the colour. */
export function hasColor(element: ChartEmbed, hex: string, tolerance = 12): boolean {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (const canvas of element.shadowRoot!.querySelectorAll('canvas')) {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && want.every((v, c) => Math.abs(data[i + c]! - v) <= tolerance)) return true;
    }
  }
  return false;
}

/** How many pixels of the canvases are within `tolerance` of the colour. */
export function colorPixels(element: ChartEmbed, hex: string, tolerance = 12): number {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (const canvas of element.shadowRoot!.querySelectorAll('canvas')) {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && want.every((v, c) => Math.abs(data[i + c]! - v) <= tolerance)) count++;
    }
  }
  return count;
}

/** How many pixels of the canvases are painted at all (not transparent). */
export function paintedPixels(element: ChartEmbed): number {
  let painted = 0;
  for (const canvas of element.shadowRoot!.querySelectorAll('canvas')) {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
  }
  return painted;
}

export const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Resolves once `condition` holds, checking every frame; fails after `timeout` ms. The default is
 * what a lazy chunk may take on a busy machine, within the 10 s each test has.
 */
export async function until(condition: () => boolean, timeout = 8000): Promise<void> {
  const end = performance.now() + timeout;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`Condition not met within ${timeout} ms: ${condition}`);
    await frame();
  }
}

export interface DrawnText {
  text: string;
  /** The text's box in canvas pixels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  canvasWidth: number;
  align: CanvasTextAlign;
}

/**
 * Records every text drawn on a canvas while `draw` runs (axis tick labels and titles, which live
 * only as pixels), with the box each one covers, measured as the canvas measured it.
 */
export async function drawnTexts(draw: () => Promise<unknown>): Promise<DrawnText[]> {
  const texts: DrawnText[] = [];
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
    const { a, b, e, f } = this.getTransform();
    const m = this.measureText(text);
    // Rotated text (the y axis title) is left out: only horizontal labels can collide here.
    if (b === 0) {
      const width = m.width * a;
      const start =
        this.textAlign === 'center' ? x * a + e - width / 2 : this.textAlign === 'right' || this.textAlign === 'end' ? x * a + e - width : x * a + e;
      const top = y * a + f - m.actualBoundingBoxAscent * a;
      texts.push({
        text,
        left: start,
        right: start + width,
        top,
        bottom: top + (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) * a,
        canvasWidth: this.canvas.width,
        align: this.textAlign,
      });
    }
    return original.call(this, text, x, y);
  };
  try {
    await draw();
  } finally {
    CanvasRenderingContext2D.prototype.fillText = original;
  }
  return texts;
}

/** Whether two drawn texts overlap (touching edges do not). */
export const overlap = (a: DrawnText, b: DrawnText) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
