import { expect } from 'chai';
import './index';
import type { ChartEmbed } from './chart-embed';
import type { ChartSpec } from '../../shared/chart-spec';
import { DEFAULT_CHART_OPTIONS } from '../../shared/chart-spec';

const spec: ChartSpec = {
  chartType: 'line',
  theme: 'neon-midnight',
  data: { labels: ['2024-01-01', '2024-01-02', '2024-01-03'], datasets: [{ label: 'AAPL', data: [1, 3, 2] }] },
  options: { ...DEFAULT_CHART_OPTIONS, title: 'Closing price' },
};

function mount(): ChartEmbed {
  const element = document.createElement('chart-embed') as ChartEmbed;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<chart-embed>', () => {
  it('registers once, and a second definition attempt leaves it alone', async () => {
    const first = customElements.get('chart-embed');
    expect(first).to.be.a('function');
    await import('./index');
    expect(customElements.get('chart-embed')).to.equal(first);
  });

  it('reserves its height before any data arrives', async () => {
    const element = mount();
    element.height = 320;
    await element.updateComplete;
    expect(element.getBoundingClientRect().height).to.equal(320);
  });

  it('draws the spec on a canvas, shows the title and fires chart-embed:ready', async () => {
    const element = mount();
    const ready = new Promise((resolve) => element.addEventListener('chart-embed:ready', resolve, { once: true }));
    element.spec = spec;
    await ready;
    expect(element.shadowRoot!.querySelector('[part=title]')!.textContent).to.equal('Closing price');
    expect(element.shadowRoot!.querySelector('canvas')).to.not.equal(null);
  });

  it('shows a readable message and fires chart-embed:error when the spec cannot be loaded', async () => {
    const element = mount();
    const failed = new Promise<CustomEvent>((resolve) =>
      element.addEventListener('chart-embed:error', (e) => resolve(e as CustomEvent), { once: true }),
    );
    element.src = '/no-such-chart.json';
    const event = await failed;
    await element.updateComplete;
    expect(event.detail.message).to.contain('404');
    expect(element.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain('could not be loaded');
  });
});
