import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { samples } from '@shared/kinds/table/table-samples';
import type { ChartEmbed } from '../../chart-embed';
import { frame, mount, nextEvent, part, until } from '../../testing';
import { tableOf } from './samples';

afterEach(async () => {
  document.body.replaceChildren();
  await emulateMedia({ colorScheme: 'light' });
  await setViewport({ width: 800, height: 600 });
});

/** A chart mounted alone: one under another would be out of sight, and not drawn. */
const alone: typeof mount = (...args) => {
  document.body.replaceChildren();
  return mount(...args);
};

const labels = (element: ChartEmbed) => [...element.shadowRoot!.querySelectorAll('.tb tbody th')].map((th) => th.textContent);
const live = (element: ChartEmbed) => part(element, '.tb [aria-live]')!.textContent;
const range = (element: ChartEmbed) => part(element, '.pages span')!.textContent;
const button = (element: ChartEmbed, name: string) => part<HTMLButtonElement>(element, `.pages [aria-label="${name}"]`)!;

describe('a table’s search', () => {
  it('shows beyond ten rows, in a labelled box that says how many rows match', async () => {
    const element = await mount(samples()['table-bars-heat']!);
    const input = part<HTMLInputElement>(element, '.find input')!;
    expect(input.closest('label')!.textContent).to.equal('Search rows');
    input.focus();
    await sendKeys({ type: 'sao' });
    expect(labels(element)).to.deep.equal(['São Paulo']);
    expect(part(element, '.find output')!.textContent).to.equal('1 row matches');
    expect(live(element)).to.equal('1 row matches');
    await sendKeys({ type: 'x' });
    expect(labels(element)).to.deep.equal([]);
    expect(part(element, '.find output')!.textContent).to.equal('No rows match');
    input.value = '';
    input.dispatchEvent(new Event('input'));
    expect(labels(element)).to.have.length(12);
    expect(part(element, '.find output')!.textContent).to.equal('');
  });

  it('is left out for ten rows or fewer, and when the creator says so', async () => {
    expect(part(await alone(tableOf(10)), '.find')).to.equal(null);
    expect(part(await alone(tableOf(30, { table: { search: false } })), '.find')).to.equal(null);
    expect(part(await alone(tableOf(11)), '.find')).not.to.equal(null);
  });

  it('looks through the cells as written, for the query as typed', async () => {
    const element = await mount(tableOf(60));
    const input = part<HTMLInputElement>(element, '.find input')!;
    input.value = '0.6';
    input.dispatchEvent(new Event('input'));
    expect(labels(element)).to.deep.equal(['Row 7', 'Row 14', 'Row 21', 'Row 28', 'Row 35', 'Row 42', 'Row 49', 'Row 56']);
    // The query as typed: "row 5" is Row 5 and Row 50 to 59, not every row with a 5 somewhere.
    input.value = 'row  5';
    input.dispatchEvent(new Event('input'));
    expect(labels(element)).to.deep.equal(['Row 5', ...Array.from({ length: 10 }, (_, i) => `Row 5${i}`)]);
  });
});

describe('a table’s pages', () => {
  it('start beyond the page size, with previous and next that keep focus at either end', async () => {
    const element = await mount(tableOf(120));
    expect(range(element)).to.equal('Rows 1–20 of 120');
    expect(labels(element)).to.have.length(20);
    expect(button(element, 'Previous page').ariaDisabled).to.equal('true');
    button(element, 'Next page').click();
    expect(range(element)).to.equal('Rows 21–40 of 120');
    expect(labels(element)[0]).to.equal('Row 21');
    expect(live(element)).to.equal('Rows 21–40 of 120');
    button(element, 'Next page').focus();
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'Enter' });
    expect(range(element)).to.equal('Rows 101–120 of 120');
    expect(button(element, 'Next page').ariaDisabled).to.equal('true');
    expect(element.shadowRoot!.activeElement).to.equal(button(element, 'Next page'));
  });

  it('take a size the reader picks, the creator’s among them, the first row shown staying in sight', async () => {
    const element = await mount(tableOf(120, { table: { pageSize: 25 } }));
    const select = part<HTMLSelectElement>(element, '.pages select')!;
    expect([...select.options].map((o) => o.value)).to.deep.equal(['10', '20', '25', '50', '100']);
    expect(select.value).to.equal('25');
    expect(select.closest('label')!.textContent).to.contain('Rows per page');
    button(element, 'Next page').click();
    button(element, 'Next page').click();
    expect(range(element)).to.equal('Rows 51–75 of 120');
    select.value = '100';
    select.dispatchEvent(new Event('change'));
    expect(range(element)).to.equal('Rows 1–100 of 120');
    // Rows go in groups of 25, each a <tbody> that is not laid out while out of sight.
    expect([...element.shadowRoot!.querySelectorAll('.tb tbody')].map((body) => body.children.length)).to.deep.equal([25, 25, 25, 25]);
    select.value = '10';
    select.dispatchEvent(new Event('change'));
    expect(range(element)).to.equal('Rows 1–10 of 120');
    expect(part(await alone(tableOf(20)), '.pages')).to.equal(null);
  });

  it('show a long page’s first rows at once, and every row soon after, in order through a sort', async () => {
    const element = await mount(tableOf(300, { table: { pageSize: 300 } }));
    expect(labels(element).length).to.be.at.least(25);
    expect(labels(element).slice(0, 2)).to.deep.equal(['Row 1', 'Row 2']);
    // Sorted while the rows may still be filled in: the later groups take the new order, not the old.
    part<HTMLButtonElement>(element, '.tb thead th:nth-child(2) button')!.click();
    expect(labels(element).length).to.be.at.least(25);
    await until(() => labels(element).length === 300);
    const sales = [...element.shadowRoot!.querySelectorAll('.tb tbody td:nth-of-type(1)')].map((td) => Number(td.textContent));
    expect(sales).to.deep.equal([...sales].sort((a, b) => a - b));
  });

  it('start again from the first when sorted, over every page', async () => {
    const element = await mount(tableOf(120));
    button(element, 'Next page').click();
    part<HTMLButtonElement>(element, '.tb thead th:nth-child(2) button')!.click();
    expect(range(element)).to.equal('Rows 1–20 of 120');
    const sales = [...element.shadowRoot!.querySelectorAll('.tb tbody td:nth-of-type(1)')].map((td) => Number(td.textContent));
    expect(sales.slice(0, 3)).to.deep.equal([0, 0, 1]);
  });
});

describe('a table in its box', () => {
  it('keeps the header in sight as rows scroll, and every control at least 24 px square', async () => {
    const element = await mount(tableOf(120), (el) => (el.height = 300));
    const scroll = part(element, '.scroll')!;
    scroll.scrollTop = 200;
    await until(() => scroll.scrollTop > 0);
    const head = part(element, '.tb thead th')!.getBoundingClientRect();
    expect(Math.abs(head.top - scroll.getBoundingClientRect().top)).to.be.below(1);
    for (const control of element.shadowRoot!.querySelectorAll('.tb :is(button, input, select)')) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 60)).to.be.at.least(24);
    }
  });

  it('scrolls inside its box at 360 px: the host page never moves sideways', async () => {
    await setViewport({ width: 360, height: 640 });
    const wide = tableOf(200);
    wide.data.datasets.push(...['Long column one', 'Long column two', 'Long column three'].map((label) => ({ label, data: wide.data.datasets[0]!.data })));
    // As a blog shows it: the element in the page's column, as wide as the phone.
    const element = document.createElement('chart-embed') as ChartEmbed;
    const ready = nextEvent(element, 'chart-embed:ready');
    element.spec = wide;
    document.body.append(element);
    await ready;
    const scroll = part(element, '.scroll')!;
    expect(scroll.scrollWidth).to.be.above(scroll.clientWidth);
    expect(element.getBoundingClientRect().right).to.be.at.most(360);
    expect(document.documentElement.scrollWidth).to.be.at.most(360);
    // The labels stay at the left as the columns scroll under them.
    scroll.scrollLeft = 100;
    await until(() => scroll.scrollLeft > 0);
    expect(Math.abs(part(element, '.tb tbody th')!.getBoundingClientRect().left - scroll.getBoundingClientRect().left)).to.be.below(1);
  });

  it('moves nothing when the data table’s late styles arrive', async () => {
    const element = await mount(samples()['table-bars-heat']!);
    const box = () => part(element, '.tb table')!.getBoundingClientRect().toJSON() as Record<string, number>;
    // Rows are sized when first in sight, at the first frame. Until then their group stands in
    // at 27.2 px a row, a fraction of a pixel from their laid-out height (1/64 px steps): within
    // half a pixel is "nothing" to the eye, and the late styles would move rows by pixels each.
    await frame();
    const before = box();
    await until(() => /^Table:/.test(part(element, '.plot')!.getAttribute('aria-label')!));
    for (const [side, at] of Object.entries(box())) expect(at, side).to.be.closeTo(before[side]!, 0.5);
  });

  it('follows the dark scheme with dark controls and readable heat', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const element = await mount(samples()['table-light']!, (el) => el.setAttribute('theme', 'auto'));
    await until(() => getComputedStyle(part(element, '.tb')!).colorScheme === 'dark');
    const fg = getComputedStyle(part(element, '.tb tbody th')!).color;
    expect(fg).to.equal('rgb(230, 233, 242)');
  });
});
