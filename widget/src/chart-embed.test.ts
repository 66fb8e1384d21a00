import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from './chart-embed';
import { colorPixels, frame, hasColor, makeSpec, mount, nextEvent, paintedPixels, part, until } from './testing';

const NEON = { first: '#22d3ee', second: '#a78bfa' };

afterEach(async () => {
  document.body.replaceChildren();
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'dark' });
});

const months = ['Jan', 'Feb', 'Mar', 'Apr'];
const TYPES: Record<string, ChartSpec> = {
  line: makeSpec(),
  area: makeSpec({ chartType: 'area' }),
  bar: makeSpec({
    chartType: 'bar',
    data: {
      labels: months,
      datasets: [
        { label: 'North', data: [3, 4, 2, 5] },
        { label: 'South', data: [2, 3, 4, 1] },
      ],
    },
  }),
  'stacked bar': makeSpec({
    chartType: 'bar',
    data: {
      labels: months,
      datasets: [
        { label: 'A', data: [3, 4, 2, 5], stacked: true },
        { label: 'B', data: [2, 3, 4, 1], stacked: true },
      ],
    },
  }),
  'stacked area': makeSpec({
    chartType: 'area',
    data: {
      labels: months,
      datasets: [
        { label: 'A', data: [3, 4, 2, 5], stacked: true },
        { label: 'B', data: [2, 3, 4, 1], stacked: true },
      ],
    },
  }),
  'mixed line and bar on two axes': makeSpec({
    chartType: 'bar',
    data: {
      labels: months,
      datasets: [
        { label: 'Revenue', data: [30, 40, 20, 50] },
        { label: 'Margin', data: [0.1, 0.3, 0.2, 0.25], type: 'line', yAxisID: 'y1' },
      ],
    },
  }),
  candlestick: makeSpec({
    chartType: 'candlestick',
    data: {
      labels: ['2024-01-01', '2024-01-02', '2024-01-03'],
      datasets: [{ label: 'AAPL', data: [{ o: 10, h: 14, l: 9, c: 13 }, { o: 13, h: 13.5, l: 8, c: 9 }, null] }],
    },
  }),
  pie: makeSpec({
    chartType: 'pie',
    data: { labels: ['Asia', 'Europe', 'Africa'], datasets: [{ label: 'People', data: [60, 10, 30] }] },
  }),
};

describe('chart types', () => {
  for (const [name, spec] of Object.entries(TYPES)) {
    it(`paints a ${name} chart in the theme's colours`, async () => {
      const element = await mount(spec);
      expect(paintedPixels(element)).to.be.greaterThan(1000);
      if (spec.chartType === 'candlestick') {
        expect(hasColor(element, '#22c55e'), 'rising candle').to.equal(true);
        expect(hasColor(element, '#ef4444'), 'falling candle').to.equal(true);
      } else {
        expect(hasColor(element, NEON.first), 'first series colour').to.equal(true);
      }
      if (spec.data.datasets.length > 1 || spec.chartType === 'pie') expect(hasColor(element, NEON.second), 'second colour').to.equal(true);
    });
  }

  it('draws a date axis, a numeric axis and gaps without failing', async () => {
    const element = await mount(makeSpec({ data: { labels: ['1990', '2000', '2010', '2020'], datasets: [{ label: 'x', data: [1, null, 3, 4] }] } }));
    expect(hasColor(element, NEON.first)).to.equal(true);
  });
});

describe('legend', () => {
  for (const position of ['top', 'right', 'bottom', 'left'] as const) {
    it(`sits ${position === 'top' || position === 'bottom' ? (position === 'top' ? 'above' : 'below') : `to the ${position} of`} the plot when legendPosition is ${position}`, async () => {
      const element = await mount(makeSpec({ options: { legendPosition: position } }));
      const legend = part(element, '[part=legend]')!.getBoundingClientRect();
      const plot = part(element, '.plot')!.getBoundingClientRect();
      const checks = {
        top: legend.bottom <= plot.top,
        bottom: legend.top >= plot.bottom,
        left: legend.right <= plot.left,
        right: legend.left >= plot.right,
      };
      expect(checks[position]).to.equal(true);
    });
  }

  it('hides and shows a series when its entry is clicked, and says so with aria-pressed', async () => {
    const element = await mount(TYPES.bar!);
    const south = [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=legend] button')].find((b) => b.textContent === 'South')!;
    expect(south.getAttribute('aria-pressed')).to.equal('true');
    expect(hasColor(element, NEON.second)).to.equal(true);
    const box = south.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await element.updateComplete;
    await frame();
    expect(south.getAttribute('aria-pressed')).to.equal('false');
    expect(hasColor(element, NEON.second), 'hidden series').to.equal(false);
    expect(hasColor(element, NEON.first), 'the other series').to.equal(true);
    south.click();
    await element.updateComplete;
    await frame();
    expect(south.getAttribute('aria-pressed')).to.equal('true');
    expect(hasColor(element, NEON.second)).to.equal(true);
  });

  it('rescales the axis to the series still shown', async () => {
    const element = await mount(
      makeSpec({
        chartType: 'bar',
        data: {
          labels: months,
          datasets: [
            { label: 'Small', data: [3, 4, 2, 5] },
            { label: 'Large', data: [20, 30, 40, 10] },
          ],
        },
      }),
    );
    const before = colorPixels(element, NEON.first);
    element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=legend] button')[1]!.click();
    await element.updateComplete;
    await frame();
    expect(colorPixels(element, NEON.first)).to.be.greaterThan(before * 3);
  });

  it('toggles from the keyboard with Enter and Space, for pie slices too', async () => {
    const element = await mount(TYPES.pie!);
    const [asia] = element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=legend] button');
    asia!.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    await frame();
    expect(asia!.getAttribute('aria-pressed')).to.equal('false');
    expect(hasColor(element, NEON.first), 'Asia’s slice').to.equal(false);
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    await frame();
    expect(asia!.getAttribute('aria-pressed')).to.equal('true');
    expect(hasColor(element, NEON.first)).to.equal(true);
  });

  it('starts every entry shown again when the spec changes', async () => {
    const element = await mount(TYPES.bar!);
    element.shadowRoot!.querySelector<HTMLButtonElement>('[part=legend] button')!.click();
    const ready = nextEvent(element, 'chart-embed:ready');
    element.spec = makeSpec({ chartType: 'bar', data: TYPES.bar!.data });
    await ready;
    await element.updateComplete;
    expect([...element.shadowRoot!.querySelectorAll('[part=legend] button')].map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'true']);
  });

  it('is left out when legendPosition is none', async () => {
    const element = await mount(makeSpec({ options: { legendPosition: 'none' } }));
    expect(part(element, '[part=legend]')).to.equal(null);
  });
});

describe('tooltip', () => {
  it('follows the pointer with the values of every series at that x', async () => {
    const element = await mount(TYPES.bar!);
    const over = part(element, '.u-over')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(over.left + over.width / 8), Math.round(over.top + over.height / 2)] });
    await frame();
    const tip = part(element, '[part=tooltip]')!;
    expect(tip.hidden).to.equal(false);
    expect(tip.textContent).to.contain('Jan');
    expect(tip.textContent).to.contain('North: 3');
    expect(tip.textContent).to.contain('South: 2');
  });

  it('marks the hovered point of each line with a dot', async () => {
    const element = await mount(makeSpec());
    const over = part(element, '.u-over')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(over.left + over.width / 2), Math.round(over.top + over.height / 2)] });
    await frame();
    const dot = part(element, '.u-cursor-pt')!;
    expect(dot.classList.contains('u-off')).to.equal(false);
    expect(getComputedStyle(dot).display).to.not.equal('none');
    expect(dot.getBoundingClientRect().width).to.be.greaterThan(4);
  });

  it('shows a pie slice with its share', async () => {
    const element = await mount(TYPES.pie!);
    const canvas = element.shadowRoot!.querySelector('canvas')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(canvas.left + canvas.width / 2 + 20), Math.round(canvas.top + canvas.height / 2 - 30)] });
    await frame();
    expect(part(element, '[part=tooltip]')!.textContent).to.contain('Asia').and.contain('60 (60%)');
  });

  it('stays hidden when tooltips are off', async () => {
    const element = await mount(makeSpec({ options: { tooltips: false } }));
    const over = part(element, '.u-over')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(over.left + 20), Math.round(over.top + 20)] });
    await frame();
    expect(part(element, '[part=tooltip]')!.hidden).to.equal(true);
  });
});

describe('keyboard', () => {
  it('moves a focus point with the arrow keys, shows its tooltip and announces it', async () => {
    const element = await mount(makeSpec());
    part(element, '[part=canvas]')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await frame();
    const tip = part(element, '[part=tooltip]')!;
    expect(tip.hidden).to.equal(false);
    expect(tip.textContent).to.contain('Jan 2, 2024').and.contain('AAPL: 5');
    expect(part(element, '[aria-live]')!.textContent).to.equal('Jan 2, 2024: AAPL 5');
    await sendKeys({ press: 'End' });
    expect(part(element, '[aria-live]')!.textContent).to.equal('Jan 5, 2024: AAPL 6');
  });

  it('spends Escape on a focused point only, and leaves the next one to the host page', async () => {
    const element = await mount(makeSpec());
    const canvas = part(element, '[part=canvas]')!;
    canvas.focus();
    const escapes: boolean[] = [];
    const seen = (event: KeyboardEvent) => event.key === 'Escape' && escapes.push(event.defaultPrevented);
    document.addEventListener('keydown', seen);
    try {
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Escape' });
      await sendKeys({ press: 'Escape' });
    } finally {
      document.removeEventListener('keydown', seen);
    }
    expect(escapes).to.deep.equal([true, false]);
  });
});

describe('themes', () => {
  it('recolours the data when the theme changes, without new data', async () => {
    const element = await mount(makeSpec());
    expect(hasColor(element, NEON.first)).to.equal(true);
    const ready = nextEvent(element, 'chart-embed:ready');
    element.setAttribute('theme', 'light-green');
    await ready;
    expect(hasColor(element, '#16a34a')).to.equal(true);
    expect(hasColor(element, NEON.first)).to.equal(false);
    expect(getComputedStyle(element).backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it('lets the host page override the tokens', async () => {
    const element = await mount(makeSpec(), (el) => el.style.setProperty('--chart-series-1', '#ff00ff'));
    expect(hasColor(element, '#ff00ff')).to.equal(true);
    expect(hasColor(element, NEON.first)).to.equal(false);
  });

  it('follows the reader’s colour scheme with theme="auto"', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const element = await mount(makeSpec(), (el) => el.setAttribute('theme', 'auto'));
    expect(hasColor(element, '#2563eb'), 'first light theme').to.equal(true);
    const ready = nextEvent(element, 'chart-embed:ready');
    await emulateMedia({ colorScheme: 'dark' });
    await ready;
    expect(hasColor(element, NEON.first)).to.equal(true);
  });
});

describe('size', () => {
  it('reserves its height before any data arrives', async () => {
    const element = await mount(null, (el) => el.setAttribute('height', '320'));
    await element.updateComplete;
    expect(element.getBoundingClientRect().height).to.equal(320);
  });

  it('fills its container and follows its width when responsive', async () => {
    const element = await mount(makeSpec());
    const canvas = () => element.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().width;
    const wide = canvas();
    element.parentElement!.style.width = '300px';
    await frame();
    await frame();
    expect(canvas()).to.be.lessThan(wide - 200);
  });

  it('keeps a fixed size when not responsive', async () => {
    const element = await mount(makeSpec({ options: { responsive: false } }));
    const before = element.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().width;
    element.parentElement!.style.width = '900px';
    await frame();
    await frame();
    expect(element.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().width).to.equal(before);
  });
});

describe('accessibility', () => {
  it('labels the drawing with a summary', async () => {
    const element = await mount(makeSpec({ options: { title: 'Closing price' } }));
    const plot = part(element, '[part=canvas]')!;
    expect(plot.getAttribute('role')).to.equal('img');
    // Type and title at once; the full summary when the browser is idle after the first frame.
    await until(() => plot.getAttribute('aria-label')!.includes('series'));
    expect(plot.getAttribute('aria-label')).to.equal(
      'Line chart: Closing price. 1 series: AAPL. 5 points from Jan 1, 2024 to Jan 5, 2024. Values range from 3 to 7.',
    );
  });

  it('says when a live chart’s data last changed, and nothing for other charts', async () => {
    const live = await mount(makeSpec({ source: { label: 'sales.csv' }, updatedAt: '2026-11-23T08:00:00.000Z' }));
    expect(part(live, '[part=updated]')!.textContent).to.equal('Updated Nov 23, 2026');
    const still = await mount(makeSpec());
    expect(part(still, '[part=updated]')).to.equal(null);
  });

  it('names one source, linked only when its address is http(s)', async () => {
    const linked = await mount(makeSpec({ source: { label: 'World Bank', url: 'https://data.worldbank.org/' } }));
    const caption = part(linked, '[part=caption]')!;
    expect(caption.textContent).to.equal('Source: World Bank');
    const link = caption.querySelector('a')!;
    expect([link.href, link.target, link.rel]).to.deep.equal(['https://data.worldbank.org/', '_blank', 'noopener noreferrer']);
    const unlinked = await mount(makeSpec({ source: { label: 'AAPL', url: 'javascript:alert(1)' } }));
    expect(part(unlinked, '[part=caption]')!.textContent).to.equal('Source: AAPL');
    expect(part(unlinked, '[part=caption] a')).to.equal(null);
  });

  it('lists every source of a spec that has several, each its own link', async () => {
    const element = await mount(
      makeSpec({
        source: { label: 'World Bank', url: 'https://data.worldbank.org/' },
        sources: [
          { label: 'World Bank', url: 'https://data.worldbank.org/' },
          { label: 'IMF', url: 'https://www.imf.org/external/datamapper/' },
          { label: 'A file' },
        ],
      }),
    );
    const caption = part(element, '[part=caption]')!;
    expect(caption.textContent).to.equal('Sources: World Bank, IMF, A file');
    expect([...caption.querySelectorAll('a')].map((a) => [a.textContent, a.href, a.rel])).to.deep.equal([
      ['World Bank', 'https://data.worldbank.org/', 'noopener noreferrer'],
      ['IMF', 'https://www.imf.org/external/datamapper/', 'noopener noreferrer'],
    ]);
  });

  it('shows no caption without a source', async () => {
    const element = await mount(makeSpec({ sources: [] }));
    expect(part(element, '[part=caption]')).to.equal(null);
  });

  it('has the data as a table, shown by the Data table button', async () => {
    const element = await mount(TYPES.bar!);
    // The table's code and rows arrive after the chart is on screen, when the browser is idle.
    await until(() => element.shadowRoot!.querySelectorAll('tbody tr').length > 0);
    const rows = [...element.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).to.deep.equal([
      ['Jan', '3', '2'],
      ['Feb', '4', '3'],
      ['Mar', '2', '4'],
      ['Apr', '5', '1'],
    ]);
    expect([...element.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Date', 'North', 'South']);
    const table = part(element, '.table')!;
    expect(table.classList.contains('sr-only')).to.equal(true);
    part(element, '[part=table-toggle]')!.click();
    await element.updateComplete;
    expect(table.classList.contains('sr-only')).to.equal(false);
    expect(part(element, '[part=table-toggle]')!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('reveals the chart over 1000 ms, or not at all when the reader prefers reduced motion', async () => {
    const animated = await mount(makeSpec({ options: { animation: true } }));
    const [reveal] = part(animated, '.plot')!.getAnimations();
    expect(reveal!.effect!.getTiming().duration).to.equal(1000);
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await mount(makeSpec({ options: { animation: true } }));
    expect(part(still, '.plot')!.getAnimations()).to.have.length(0);
  });
});

describe('inputs and events', () => {
  it('reads an inline JSON child', async () => {
    const element = document.createElement('chart-embed') as ChartEmbed;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify(makeSpec({ options: { title: 'Inline' } }));
    element.append(script);
    const ready = nextEvent(element, 'chart-embed:ready');
    document.body.append(element);
    await ready;
    expect(part(element, '[part=title]')!.textContent).to.equal('Inline');
  });

  it('fetches a spec from src without cookies', async () => {
    const ready = nextEvent(document.body, 'chart-embed:ready');
    const element = document.createElement('chart-embed') as ChartEmbed;
    element.src = `data:application/json,${encodeURIComponent(JSON.stringify(makeSpec({ options: { title: 'From src' } })))}`;
    document.body.append(element);
    const event = await ready;
    expect(event.detail.chartType).to.equal('line');
    expect(part(element, '[part=title]')!.textContent).to.equal('From src');
  });

  it('shows a readable message and fires chart-embed:error when the spec cannot be loaded', async () => {
    const element = document.createElement('chart-embed') as ChartEmbed;
    const failed = nextEvent(element, 'chart-embed:error');
    element.src = '/no-such-chart.json';
    document.body.append(element);
    const event = await failed;
    await element.updateComplete;
    expect(event.detail.message).to.equal('The chart could not be loaded (404).');
    expect(part(element, '[role=alert]')!.textContent).to.equal('The chart could not be loaded (404).');
  });

  it('says so when the data is unusable', async () => {
    const element = document.createElement('chart-embed') as ChartEmbed;
    const failed = nextEvent(element, 'chart-embed:error');
    element.spec = { chartType: 'line' } as ChartSpec;
    document.body.append(element);
    expect((await failed).detail.message).to.equal('This chart has no data to draw.');
  });

  it('redraws in place when given a new spec', async () => {
    const element = await mount(makeSpec());
    const plot = part(element, '.plot');
    const ready = nextEvent(element, 'chart-embed:ready');
    element.spec = makeSpec({ chartType: 'bar', options: { title: 'Now bars' } });
    await ready;
    expect(part(element, '.plot')).to.equal(plot);
    expect(element.shadowRoot!.querySelectorAll('.uplot')).to.have.length(1);
    expect(part(element, '[part=title]')!.textContent).to.equal('Now bars');
  });

  it('registers once, and loading the runtime again leaves the first definition alone', async () => {
    const first = customElements.get('chart-embed');
    await import(`./index.ts?again=${Date.now()}`);
    expect(customElements.get('chart-embed')).to.equal(first);
  });

  it('waits until it comes near the viewport before drawing', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    const element = document.createElement('chart-embed') as ChartEmbed;
    element.spec = makeSpec();
    document.body.append(element);
    await element.updateComplete;
    await frame();
    expect(element.shadowRoot!.querySelector('canvas')).to.equal(null);
    const ready = nextEvent(element, 'chart-embed:ready');
    element.scrollIntoView();
    await ready;
    expect(element.shadowRoot!.querySelector('canvas')).to.not.equal(null);
  });

  it('uses no cookies, no storage and no globals', async () => {
    const before = Object.keys(window).length;
    await mount(makeSpec());
    expect(document.cookie).to.equal('');
    expect(localStorage.length + sessionStorage.length).to.equal(0);
    expect(Object.keys(window).length).to.equal(before);
  });
});

describe('the view beacon', () => {
  it('posts once to its beacon address when the chart is first shown, and never without one', async () => {
    const sent: string[] = [];
    const original = navigator.sendBeacon;
    navigator.sendBeacon = (url: string | URL) => (sent.push(String(url)), true);
    try {
      const element = await mount(makeSpec(), (el) => (el.beacon = 'https://charts.example/e/abcdefghijk/view'));
      expect(sent).to.deep.equal(['https://charts.example/e/abcdefghijk/view']);
      // Redrawn (a new size, a new theme): still one view.
      element.style.width = '300px';
      element.theme = 'light-blue';
      await frame();
      await element.updateComplete;
      expect(sent).to.have.length(1);
      await mount(makeSpec());
      expect(sent, 'no beacon address, nothing sent').to.have.length(1);
    } finally {
      navigator.sendBeacon = original;
    }
  });

  it('keeps a refusing beacon out of the page', async () => {
    const original = navigator.sendBeacon;
    navigator.sendBeacon = () => {
      throw new TypeError('Refused');
    };
    try {
      const element = await mount(makeSpec(), (el) => (el.beacon = 'not a url'));
      expect(part(element, '[part=canvas]'), 'the chart is drawn, the page untouched').not.to.equal(null);
    } finally {
      navigator.sendBeacon = original;
    }
  });
});
