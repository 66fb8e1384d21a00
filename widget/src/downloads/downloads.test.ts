import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { chartToCsv } from '@shared/reading/chart-csv';
import type { ChartEmbed } from '../chart-embed';
import { chartPng } from './chart-png';
import { makeSpec, mount, part, until } from '../testing';

const spec = makeSpec({ options: { title: 'Sales 2024' }, source: { label: 'sales.csv' } });
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Downloads started while a test runs: links are recorded instead of followed. */
let saved: Array<{ href: string; download: string }> = [];
const follow = HTMLAnchorElement.prototype.click;
beforeEach(() => {
  saved = [];
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  };
});
afterEach(async () => {
  HTMLAnchorElement.prototype.click = follow;
  document.body.replaceChildren();
  await resetMouse();
});

const active = (element: ChartEmbed) => element.shadowRoot!.activeElement;
const menu = (element: ChartEmbed) => part(element, '[role=menu]');
const button = (element: ChartEmbed) => part<HTMLButtonElement>(element, '[part=download]')!;

/** Tabs from the drawing to the Download button, as a keyboard user gets there. */
async function tabToDownload(element: ChartEmbed): Promise<void> {
  part(element, '[part=canvas]')!.focus();
  for (let i = 0; i < 6 && active(element) !== button(element); i++) await sendKeys({ press: 'Tab' });
  expect(active(element), 'focus on Download').to.equal(button(element));
}

async function openWith(element: ChartEmbed, key: 'Enter' | 'Space'): Promise<HTMLButtonElement[]> {
  await tabToDownload(element);
  await sendKeys({ press: key });
  await until(() => !!menu(element) && active(element) === menu(element)!.querySelector('[role=menuitem]'));
  return [...menu(element)!.querySelectorAll<HTMLButtonElement>('[role=menuitem]')];
}

const bytes = async (href: string) => new Uint8Array(await (await fetch(href)).arrayBuffer());

describe('the Download control: its menu and what it downloads', () => {
  it('is a menu button with the right states', async () => {
    const element = await mount(spec);
    const control = button(element);
    expect(control.tagName).to.equal('BUTTON');
    expect(control.textContent).to.equal('Download');
    expect(control.getAttribute('aria-haspopup')).to.equal('menu');
    expect(control.getAttribute('aria-expanded')).to.equal('false');
    const items = await openWith(element, 'Enter');
    expect(control.getAttribute('aria-expanded')).to.equal('true');
    expect(control.getAttribute('aria-controls')).to.equal(menu(element)!.id);
    expect(menu(element)!.getAttribute('part')).to.equal('download-menu');
    expect(items.map((item) => item.textContent)).to.deep.equal(['Data (CSV)', 'Image (PNG)']);
    // Focus is visible on the item it lands on.
    expect(getComputedStyle(items[0]!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
  });

  it('downloads the data as CSV from the keyboard: Tab, Enter, Enter', async () => {
    const element = await mount(spec);
    await openWith(element, 'Enter');
    await sendKeys({ press: 'Enter' });
    await until(() => saved.length === 1);
    expect(saved[0]!.download).to.equal('sales-2024.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(saved[0]!.href));
    expect(text).to.equal(chartToCsv(spec));
    expect(text, 'the source after the data').to.contain('\r\n\r\nSource,sales.csv,\r\n');
    expect(menu(element)).to.equal(null);
    expect(button(element).getAttribute('aria-expanded')).to.equal('false');
    expect(active(element), 'focus back on the button').to.equal(button(element));
  });

  it('downloads the drawing as PNG: Tab, Space, ArrowDown, Enter', async () => {
    const element = await mount(spec);
    await openWith(element, 'Space');
    await sendKeys({ press: 'ArrowDown' });
    expect(active(element)!.textContent).to.equal('Image (PNG)');
    await sendKeys({ press: 'Enter' });
    await until(() => saved.length === 1);
    expect(saved[0]!.download).to.equal('sales-2024.png');
    const png = await bytes(saved[0]!.href);
    expect([...png.slice(0, 8)]).to.deep.equal(PNG_SIGNATURE);
    // As large as the chart on screen, at the screen's pixel density, with the line in it.
    const image = await createImageBitmap(new Blob([png]));
    expect(image.width).to.equal(Math.round(element.getBoundingClientRect().width * devicePixelRatio));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, image.width, image.height);
    let line = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - 0x22) < 12 && Math.abs(data[i + 1]! - 0xd3) < 12 && Math.abs(data[i + 2]! - 0xee) < 12) line++;
    expect(line, 'pixels of the series colour').to.be.greaterThan(200);
  });

  it('draws at a scale of its own on a background of its own (the builder’s Save Image)', async () => {
    const element = await mount(spec);
    const box = element.getBoundingClientRect();
    const image = await createImageBitmap(await chartPng(element, { scale: 2, background: '#ffffff' }));
    expect(image.width).to.equal(Math.round(box.width * 2));
    expect(image.height).to.be.within(Math.floor(part(element, '[part=caption]')!.getBoundingClientRect().bottom - box.top) * 2, Math.round(box.height * 2));
    const ctx = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    expect([...ctx.getImageData(0, 0, 1, 1).data], 'white beyond the rounded corner').to.deep.equal([255, 255, 255, 255]);
    // Where the buttons are on screen, the picture has the chart's background only.
    const background = getComputedStyle(element).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
    for (const control of element.shadowRoot!.querySelectorAll('[part=download], [part=table-toggle]')) {
      const at = control.getBoundingClientRect();
      const { data } = ctx.getImageData(
        (at.left - box.left) * 2,
        (at.top - box.top) * 2,
        at.width * 2,
        Math.min(at.height * 2, image.height - (at.top - box.top) * 2),
      );
      for (let i = 0; i < data.length; i += 4) expect([data[i], data[i + 1], data[i + 2]]).to.deep.equal(background);
    }
  });

  it('links to the server’s /e/SLUG.csv when it knows the chart’s address', async () => {
    const element = await mount(spec, (el) => (el.src = 'https://charts.example.com/e/aB3_x-9Qk2.json'));
    await openWith(element, 'Enter');
    await sendKeys({ press: 'Enter' });
    await until(() => saved.length === 1);
    expect(saved[0]!.href).to.equal('https://charts.example.com/e/aB3_x-9Qk2.csv');
  });

  it('leaves a chart without a spec title named "chart"', async () => {
    const element = await mount(makeSpec());
    await openWith(element, 'Enter');
    await sendKeys({ press: 'Enter' });
    await until(() => saved.length === 1);
    expect(saved[0]!.download).to.equal('chart.csv');
  });
});

describe('the Download control: keyboard and pointer', () => {
  it('closes with Escape, back on the button, and moves round with the arrows, Home and End', async () => {
    const element = await mount(spec);
    const items = await openWith(element, 'Enter');
    await sendKeys({ press: 'ArrowUp' });
    expect(active(element)).to.equal(items[1]);
    await sendKeys({ press: 'ArrowDown' });
    expect(active(element)).to.equal(items[0]);
    await sendKeys({ press: 'End' });
    expect(active(element)).to.equal(items[1]);
    await sendKeys({ press: 'Home' });
    expect(active(element)).to.equal(items[0]);
    let escaped = false;
    document.addEventListener('keydown', (event) => (escaped ||= event.key === 'Escape'), { once: true });
    await sendKeys({ press: 'Escape' });
    expect(menu(element)).to.equal(null);
    expect(active(element)).to.equal(button(element));
    expect(button(element).getAttribute('aria-expanded')).to.equal('false');
    expect(escaped, 'the page does not also get the Escape').to.equal(false);
    expect(saved).to.deep.equal([]);
  });

  it('closes on Tab and on a click elsewhere; the button toggles it', async () => {
    const element = await mount(spec);
    await openWith(element, 'Enter');
    await sendKeys({ press: 'Tab' });
    await until(() => menu(element) === null);

    const box = button(element).getBoundingClientRect();
    const at: [number, number] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    await sendMouse({ type: 'click', position: at });
    await until(() => menu(element) !== null);
    await sendMouse({ type: 'click', position: at });
    await until(() => menu(element) === null);

    await sendMouse({ type: 'click', position: at });
    await until(() => menu(element) !== null);
    await sendMouse({ type: 'click', position: [5, 5] });
    await until(() => menu(element) === null);
    expect(saved).to.deep.equal([]);
  });
});
