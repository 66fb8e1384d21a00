import { describe, expect, it } from 'vitest';
import { neededHeight } from '@shared/chart-core/plot-room';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '@shared/spec/chart-spec';
import { renderLoader } from './loader';

const LINE: ChartSpec = {
  chartType: 'line',
  theme: 'neon-midnight',
  data: { labels: ['a', 'b'], datasets: [{ label: 'A', data: [1, 2] }] },
  options: { ...DEFAULT_CHART_OPTIONS },
};
const WORDY: ChartSpec = {
  ...LINE,
  options: {
    ...LINE.options,
    title: 'A title long enough to take two lines on a phone',
    description: 'A description that takes a few lines on a narrow screen, as descriptions often do when they say what the chart shows and how it was made.',
    notes: 'Notes on the data, a line or two of them.',
    byline: 'Chart: Jane Doe',
    legendPosition: 'bottom',
  },
  source: { label: 'Eurostat' },
};

/** Runs the loader against a fake page whose script tag carries these attributes; answers the element it made and its resize callback. */
function load(attributes: Record<string, string>, spec: ChartSpec = LINE) {
  let resized = () => {};
  const element = {
    style: {} as Record<string, string>,
    clientWidth: 0,
    attributes: {} as Record<string, string>,
    spec: null as unknown,
    src: '',
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
  };
  const script = {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
    parentNode: { insertBefore() {} },
    nextSibling: null,
  };
  const body = renderLoader(spec, 'https://charts.example.com/widget/chart-embed.abc123.js', 'aB3_x-9Qk2');
  new Function('document', 'window', 'customElements', body)(
    {
      currentScript: script,
      readyState: 'complete',
      querySelector: () => null,
      createElement: () => element,
      body: { contains: () => true },
      head: { appendChild() {} },
    },
    {
      ResizeObserver: class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
      },
    },
    { get: () => true },
  );
  return Object.assign(element, { resize: (width: number) => ((element.clientWidth = width), resized()) });
}

describe('the loader', () => {
  it('passes the render flags and the language from its script tag to the element', () => {
    const element = load({ 'data-plain': '', 'data-static': '', 'data-lang': 'de-DE', 'data-height': '320' });
    expect(element.attributes).toEqual({ plain: '', static: '', lang: 'de-DE', height: '320' });
    expect(load({ 'data-transparent': 'false' }).attributes).toEqual({ transparent: 'false' });
  });

  it('tells the element its spec address, so a reader’s CSV can come from /e/SLUG.csv', () => {
    const element = load({});
    expect(element.spec).toEqual(LINE);
    expect(element.src).toBe('https://charts.example.com/e/aB3_x-9Qk2.json');
  });

  it('grows the element on a narrow screen when its texts would squeeze the plot, before it paints', () => {
    const element = load({}, WORDY);
    expect(element.style.height).toBe('400px');
    element.resize(360);
    expect(element.style.height).toBe(`${neededHeight(WORDY, 360)}px`);
    expect(neededHeight(WORDY, 360)).toBeGreaterThan(400);
    element.resize(1280);
    expect(element.style.height).toBe('400px');
    expect(load({}, LINE).resize(360) ?? 0).toBe(0);
  });

  it('keeps a taller height it was asked for, and counts no texts for a plain chart', () => {
    const tall = load({ 'data-height': '900' }, WORDY);
    tall.resize(360);
    expect(tall.style.height).toBe('900px');
    const plain = load({ 'data-plain': '' }, WORDY);
    plain.resize(360);
    expect(plain.style.height).toBe('400px');
  });
});
