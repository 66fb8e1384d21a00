import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { frame, makeSpec, mount, part, until } from './testing';

afterEach(async () => {
  document.body.replaceChildren();
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

const spec = makeSpec({ options: { title: 'Closing price' }, source: { label: 'stooq.com' }, updatedAt: '2026-01-05T00:00:00.000Z' });
const shown = (element: HTMLElement | null) => !!element && element.getClientRects().length > 0;

describe('plain', () => {
  it('shows the chart alone: no title, caption, download or table button', async () => {
    const framed = await mount(spec);
    const framedPlot = part(framed, '.plot')!.getBoundingClientRect().height;
    for (const name of ['title', 'caption', 'updated', 'download', 'table-toggle']) expect(shown(part(framed, `[part=${name}]`)), name).to.equal(true);

    const element = await mount(spec, (el) => el.setAttribute('plain', ''));
    expect(element.plain).to.equal(true);
    for (const name of ['title', 'caption', 'updated', 'download', 'table-toggle']) expect(shown(part(element, `[part=${name}]`)), name).to.equal(false);
    // The drawing takes the room they leave.
    expect(part(element, '.plot')!.getBoundingClientRect().height).to.be.greaterThan(framedPlot + 20);
  });

  it('keeps the summary and the table for screen readers', async () => {
    const element = await mount(spec, (el) => (el.plain = true));
    expect(element.hasAttribute('plain'), 'reflected').to.equal(true);
    await until(() => element.shadowRoot!.querySelectorAll('tbody tr').length === 5);
    expect(part(element, 'caption')!.textContent).to.equal('Closing price');
    expect(part(element, '[part=canvas]')!.getAttribute('aria-label')).to.contain('Line chart: Closing price.');
  });
});

describe('transparent', () => {
  it('has no background of its own, and keeps the theme’s text and grid colours', async () => {
    const framed = await mount(spec);
    const element = await mount(spec, (el) => el.setAttribute('transparent', ''));
    expect(getComputedStyle(element).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(framed).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(part(element, '[part=title]')!).color).to.equal(getComputedStyle(part(framed, '[part=title]')!).color);
    // The drawing itself paints no background: its corner stays see-through.
    const canvas = element.shadowRoot!.querySelector('canvas')!;
    expect(canvas.getContext('2d')!.getImageData(canvas.width - 1, 0, 1, 1).data[3]).to.equal(0);
  });
});

describe('static', () => {
  it('shows no tooltip and no cursor dot on hover', async () => {
    const element = await mount(spec, (el) => el.setAttribute('static', ''));
    const over = part(element, '.u-over')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(over.left + over.width / 2), Math.round(over.top + over.height / 2)] });
    await frame();
    await frame();
    expect(part(element, '[part=tooltip]')!.hidden).to.equal(true);
    const dot = part(element, '.u-cursor-pt');
    expect(!dot || dot.classList.contains('u-off') || getComputedStyle(dot).display === 'none' || dot.getBoundingClientRect().left < over.left).to.equal(true);
  });

  it('has no keyboard cursor: the drawing is not focusable, and stays an image with its summary', async () => {
    const element = await mount(spec, (el) => (el.static = true));
    const plot = part(element, '[part=canvas]')!;
    expect(plot.hasAttribute('tabindex')).to.equal(false);
    plot.focus();
    expect(element.shadowRoot!.activeElement).to.not.equal(plot);
    await sendKeys({ press: 'ArrowRight' });
    await frame();
    expect(part(element, '[part=tooltip]')!.hidden).to.equal(true);
    expect(plot.getAttribute('role')).to.equal('img');
    await until(() => plot.getAttribute('aria-label')!.includes('series'));
    await until(() => element.shadowRoot!.querySelectorAll('tbody tr').length === 5);
  });

  it('is not animated, even when the spec asks for it', async () => {
    const element = await mount(makeSpec({ options: { animation: true } }), (el) => el.setAttribute('static', ''));
    expect(part(element, '.plot')!.getAnimations()).to.have.length(0);
  });

  it('takes effect when set after the chart is drawn', async () => {
    const element = await mount(spec);
    expect(part(element, '[part=canvas]')!.getAttribute('tabindex')).to.equal('0');
    element.static = true;
    await element.updateComplete;
    expect(element.getAttribute('static')).to.equal('');
    expect(part(element, '[part=canvas]')!.hasAttribute('tabindex')).to.equal(false);
  });
});
