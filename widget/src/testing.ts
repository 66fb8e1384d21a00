/** Helpers for the widget's browser tests: mounting, waiting, and reading pixels back. */
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '../../shared/chart-spec';
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

/** Adds an element inside a sized container and resolves once it has drawn. */
export async function mount(spec: ChartSpec | null, setup: (el: ChartEmbed) => void = () => {}): Promise<ChartEmbed> {
  const container = document.createElement('div');
  container.style.width = '600px';
  document.body.append(container);
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

export const part = <T extends Element = HTMLElement>(element: ChartEmbed, selector: string) =>
  element.shadowRoot!.querySelector<T>(selector);

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
