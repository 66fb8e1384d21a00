import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { valueFormat } from '@shared/chart-core/value-format';
import { samples } from '@shared/kinds/scatter/scatter-samples';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from '../../chart-embed';
import { drawnTexts, makeSpec, mount, overlap, part, until } from '../../testing';
import { drawablePoints } from './drawable-points';
import { pointColumns } from './point-columns';
import { createScatter } from './scatter';
import { scatterScene } from './scatter-scene';
import { SAMPLES } from './samples';

afterEach(() => document.body.replaceChildren());

const tip = (element: ChartEmbed) => part(element, '.tip')!;
const failed = (element: ChartEmbed) => element.shadowRoot!.textContent!.includes('could not be drawn');

const scatter = (labels: string[], datasets: ChartSpec['data']['datasets'], options: Partial<ChartSpec['options']> = {}) =>
  makeSpec({ chartType: 'scatter', data: { labels, datasets }, options: { legendPosition: 'none', ...options } });

const three = scatter(
  ['low', 'high', 'middle'],
  [
    { label: 'Height', data: [0, 10, 5] },
    { label: 'Weight', data: [1, 9, 4] },
  ],
  { numberFormat: { suffix: ' kg' } },
);

describe('scatter plots', () => {
  it('draw every sample: ticks that never overlap, the groups in their legend, no series legend', async () => {
    for (const [name, spec] of Object.entries({ ...SAMPLES, ...(await samples()) })) {
      let element!: ChartEmbed;
      const texts = await drawnTexts(async () => (element = await mount(spec)));
      expect(failed(element), name).to.equal(false);
      const ticks = texts.filter((t) => t.align === 'center' || t.align === 'right');
      expect(ticks.length, name).to.be.above(4);
      for (const [i, a] of ticks.entries()) for (const b of ticks.slice(i + 1)) expect(overlap(a, b), `${name}: ${a.text} over ${b.text}`).to.equal(false);
      const legend = part(element, '.legend');
      if (legend) expect(getComputedStyle(legend).display, name).to.equal('none');
      const groups = drawablePoints(spec).groups;
      if (spec.options.legendPosition !== 'none')
        for (const group of groups)
          expect(
            texts.map((t) => t.text),
            name,
          ).to.include(group);
      document.body.replaceChildren();
    }
  });

  it('move keyboard focus by x, then y, naming each point with its values in the number format', async () => {
    const element = await mount(three);
    part(element, '.plot')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => !tip(element).hidden);
    expect(tip(element).textContent).to.contain('low').and.contain('Height: 0 kg').and.contain('Weight: 1 kg');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => tip(element).textContent!.includes('middle'));
    await sendKeys({ press: 'End' });
    await until(() => tip(element).textContent!.includes('high'));
    expect(part(element, '[aria-live]')!.textContent).to.contain('high').and.contain('Height 10 kg');
  });

  it('show the nearest point under the pointer, with its size and group', async () => {
    const spec = scatter(
      ['a', 'b', 'c'],
      [
        { label: 'X', data: [1, 2, 3] },
        { label: 'Y', data: [1, 3, 2] },
        { label: 'People', data: [100, 400, 0] },
      ],
      { legendPosition: 'bottom', scatter: { groups: ['North', 'South', 'North'] } },
    );
    const element = await mount(spec);
    const canvas = element.shadowRoot!.querySelectorAll('canvas')[1]!;
    const box = canvas.getBoundingClientRect();
    const scene = scatterScene(spec, pointColumns(spec), box.width, box.height, valueFormat(undefined).tick);
    // A few pixels off point b: the pointer need not hit its centre.
    const [x, y] = [scene.px[1]! + 4, scene.py[1]! - 3];
    canvas.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, clientX: box.x + x, clientY: box.y + y }));
    await until(() => !tip(element).hidden);
    expect(tip(element).textContent).to.contain('b').and.contain('People: 400').and.contain('Group: South');
    canvas.dispatchEvent(new PointerEvent('pointerleave'));
    await until(() => tip(element).hidden === true);
  });
});

describe('scatter plots for readers and odd data', () => {
  it('tell screen readers the count, the correlation, the groups and the points left out', async () => {
    const spec = scatter(
      ['a', 'b', 'c', 'd'],
      [
        { label: 'Hours', data: [1, 2, 3, null] },
        { label: 'Score', data: [2, 4, 6.5, 3] },
      ],
    );
    const element = await mount(spec);
    await until(() => /Correlation/.test(part(element, '.plot')!.getAttribute('aria-label') ?? ''));
    const summary = part(element, '.plot')!.getAttribute('aria-label')!;
    expect(summary).to.contain('3 points: Score against Hours').and.contain('r = 1.00').and.contain('1 point without both values is not drawn');
    expect(element.shadowRoot!.querySelector('tbody th')!.textContent).to.equal('a');
  });

  it('never throw on odd data: no values, one point, zero sizes, huge values', async () => {
    const odd = [
      scatter(
        ['a', 'b'],
        [
          { label: 'X', data: [null, null] },
          { label: 'Y', data: [null, null] },
        ],
        { scatter: { trend: true } },
      ),
      scatter(
        ['a'],
        [
          { label: 'X', data: [3] },
          { label: 'Y', data: [4] },
        ],
        { scatter: { trend: true, labelled: ['a'] } },
      ),
      scatter(
        ['a', 'b'],
        [
          { label: 'X', data: [1, 2] },
          { label: 'Y', data: [1, 2] },
          { label: 'S', data: [0, 0] },
        ],
      ),
      scatter(
        ['a', 'b', 'c'],
        [
          { label: 'X', data: [1e300, -1e300, 0] },
          { label: 'Y', data: [1e-300, 1e300, 5] },
        ],
        { scatter: { trend: true } },
      ),
      scatter(
        ['a', 'b'],
        [
          { label: 'X', data: [0, 10] },
          { label: 'Y', data: [-1, 100] },
        ],
        { scatter: { logX: true, logY: true, trend: true } },
      ),
      scatter([], [{ label: 'X', data: [] }]),
    ];
    for (const spec of odd) {
      const element = await mount(spec);
      expect(failed(element), JSON.stringify(spec.data)).to.equal(false);
      part(element, '.plot')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      document.body.replaceChildren();
    }
  });

  it('follow a new size quickly, ten thousand points included', async () => {
    const target = document.body.appendChild(document.createElement('div'));
    Object.assign(target.style, { width: '1280px', height: '640px', position: 'relative' });
    const spec = (await samples())['scatter-10k']!;
    const palette = { series: ['#2563eb', '#dc2626'], fg: '#111111', grid: '#dddddd', bg: '#ffffff', font: 'sans-serif', up: '', down: '' };
    const start = performance.now();
    const plot = createScatter({
      target,
      spec,
      palette,
      locale: 'en-US',
      width: 1280,
      height: 640,
      onHover() {},
      onReady() {},
      onError: () => expect.fail('draw failed'),
    });
    console.log(`10,000 points: first paint ${(performance.now() - start).toFixed(1)} ms`);
    const times: number[] = [];
    for (const width of [360, 768, 1280, 900, 500, 1100, 640, 1280, 720, 360, 1000]) {
      const begin = performance.now();
      plot.setSize(width, width / 2);
      times.push(performance.now() - begin);
      expect(target.querySelector('canvas')!.style.width).to.equal(`${width}px`);
    }
    times.sort((a, b) => a - b);
    console.log(`10,000 points: resize median ${times[5]!.toFixed(1)} ms, max ${times[10]!.toFixed(1)} ms`);
    expect(times[5]).to.be.below(60);
    plot.destroy();
    expect(target.querySelector('canvas')).to.equal(null);
  });
});
