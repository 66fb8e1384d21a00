import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { samples } from '@shared/kinds/table/table-samples';
import type { ChartEmbed } from '../../chart-embed';
import { makeSpec, mount, part, until } from '../../testing';
import { SAMPLES, tableOf } from './samples';

afterEach(() => document.body.replaceChildren());

const CORE = samples();
const all = (element: ChartEmbed, selector: string) => [...element.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const texts = (element: ChartEmbed, selector: string) => all(element, selector).map((e) => e.textContent);
/** Each body row's label, then its cells as the eye reads them (a missing value's words are for screen readers). */
const rows = (element: ChartEmbed) =>
  all(element, '.tb tbody tr').map((tr) =>
    [...tr.children].map((cell) =>
      [...cell.childNodes]
        .filter((n) => !(n as Element).classList?.contains('sr-only'))
        .map((n) => n.textContent)
        .join(''),
    ),
  );
const header = (element: ChartEmbed, text: string) => all(element, '.tb thead th').find((th) => th.textContent === text)!;
const live = (element: ChartEmbed) => part(element, '.tb [aria-live]')!.textContent;
/** A chart mounted alone: one under another would be out of sight, and not drawn. */
const alone: typeof mount = (...args) => {
  document.body.replaceChildren();
  return mount(...args);
};

describe('tables', () => {
  it('head each column and each row, for screen readers as for the eye', async () => {
    const element = await mount(CORE['table-bars-heat']!);
    const heads = all(element, '.tb thead th');
    expect(heads.map((th) => th.textContent)).to.deep.equal(['City', 'Population', 'Growth', 'Rain (mm)']);
    expect(heads.every((th) => (th as HTMLTableCellElement).scope === 'col')).to.equal(true);
    const rowHeads = all(element, '.tb tbody th');
    expect(rowHeads).to.have.length(12);
    expect(rowHeads.every((th) => (th as HTMLTableCellElement).scope === 'row')).to.equal(true);
    expect(part(element, '.tb caption')!.textContent).to.equal('Twelve cities');
    expect(['table', 'thead', 'thead tr', 'thead th', 'tbody', 'tbody tr', 'tbody th', 'tbody td'].map((q) => part(element, `.tb ${q}`)!.role)).to.deep.equal([
      'table',
      'rowgroup',
      'row',
      'columnheader',
      'rowgroup',
      'row',
      'rowheader',
      'cell',
    ]);
    expect(part(element, '.scroll')!.getAttribute('aria-labelledby')).to.equal(part(element, '.tb caption')!.id);
    expect(part(element, '.plot')!.getAttribute('role')).to.equal('group');
    await until(() => /^Table: Twelve cities\. 12 rows of City/.test(part(element, '.plot')!.getAttribute('aria-label')!));
  });

  it('write each column in its own format, numbers right-aligned in tabular figures', async () => {
    const element = await mount(CORE['table-bars-heat']!);
    const [first] = rows(element);
    expect(first![1]).to.match(/^\d+(\.\d)?M$/);
    expect(first![2]).to.match(/^-?\d+\.\d%$/);
    expect(first![3]).to.match(/^[\d,]+ mm$/);
    const cell = part(element, '.tb tbody td')!;
    expect(getComputedStyle(cell).textAlign).to.equal('right');
    expect(getComputedStyle(cell).fontVariantNumeric).to.equal('tabular-nums');
    const german = await alone(SAMPLES['table of gains']!, (el) => (el.lang = 'de-DE'));
    const changes = rows(german).map((row) => row[1]);
    expect(changes).to.include('7,00 pts');
    expect(changes.some((text) => /^[-−]3,50 pts$/.test(text!))).to.equal(true);
  });

  it('fit every text in its column, every row in line with the header', async () => {
    for (const [spec, lang] of [
      [CORE['table-bars-heat']!, 'en-US'],
      [SAMPLES['table of months']!, 'de-DE'],
      [SAMPLES['table of gains']!, 'en-US'],
    ] as const) {
      const element = await alone(spec, (el) => (el.lang = lang));
      const heads = all(element, '.tb thead th').map((th) => th.getBoundingClientRect());
      for (const tr of all(element, '.tb tbody tr').slice(0, 6)) {
        [...tr.children].forEach((cell, i) => {
          expect(cell.scrollWidth, `${cell.textContent} fits`).to.be.at.most(cell.clientWidth);
          expect(cell.getBoundingClientRect().left).to.be.closeTo(heads[i]!.left, 0.5);
        });
      }
      for (const button of all(element, '.tb thead button')) expect(button.scrollWidth).to.be.at.most(button.clientWidth);
    }
  });

  it('show a missing value as an en dash that says "no value"', async () => {
    const element = await mount(SAMPLES['table of months']!);
    const cell = all(element, '.tb tbody tr')[2]!.children[1]!;
    expect(cell.querySelector('[aria-hidden=true]')!.textContent).to.equal('–');
    expect(cell.querySelector('.sr-only')!.textContent).to.equal('no value');
    expect(rows(element)[0]).to.deep.equal(['Jan 2024', '$1.3M', '11.2%']);
  });
});

describe('a table’s order', () => {
  it('starts in the creator’s order, then sorts by a clicked header, announcing it', async () => {
    const element = await mount(CORE['table-bars-heat']!);
    const spec = CORE['table-bars-heat']!;
    const population = spec.data.datasets[0]!.data as number[];
    expect(rows(element)[0]![0]).to.equal(spec.data.labels[population.indexOf(Math.max(...population))]);
    expect(header(element, 'Population').ariaSort).to.equal('descending');
    header(element, 'Growth').querySelector('button')!.click();
    expect(header(element, 'Growth').ariaSort).to.equal('ascending');
    expect(header(element, 'Population').hasAttribute('aria-sort')).to.equal(false);
    expect(live(element)).to.equal('Sorted by Growth, ascending');
    const growth = rows(element).map((row) => parseFloat(row[2]!));
    expect(growth).to.deep.equal([...growth].sort((a, b) => a - b));
    header(element, 'Growth').querySelector('button')!.click();
    expect(header(element, 'Growth').ariaSort).to.equal('descending');
    expect(live(element)).to.equal('Sorted by Growth, descending');
  });

  it('sorts from the keyboard, the header button keeping focus', async () => {
    const element = await mount(CORE['table-bars-heat']!);
    const button = header(element, 'City').querySelector('button')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(header(element, 'City').ariaSort).to.equal('ascending');
    expect(rows(element)[0]![0]).to.equal('Accra');
    await sendKeys({ press: 'Space' });
    expect(header(element, 'City').ariaSort).to.equal('descending');
    expect(element.shadowRoot!.activeElement).to.equal(button);
    expect(live(element)).to.equal('Sorted by City, descending');
  });
});

describe('a table’s drawing', () => {
  it('draws bars from a zero line, and heat with readable ink', async () => {
    const element = await mount(CORE['table-bars-heat']!);
    const bars = all(element, '.tb tbody tr td:nth-of-type(1) .cbar i');
    expect(bars).to.have.length(12);
    expect(Math.max(...bars.map((b) => parseFloat(b.style.width)))).to.be.closeTo(100, 0.01);
    const heat = all(element, '.tb tbody tr td:nth-of-type(2)');
    const growth = heat.map((td) => parseFloat(td.textContent!));
    const fill = (value: number) => heat[growth.indexOf(value)]!.style.backgroundColor;
    expect(fill(Math.max(...growth))).not.to.equal(fill(Math.min(...growth)));
    expect(heat.every((td) => ['rgb(255, 255, 255)', 'rgb(15, 23, 42)'].includes(td.style.color))).to.equal(true);
    const gains = await alone(SAMPLES['table of gains']!);
    const zero = all(gains, '.cbar.z');
    expect(zero).to.have.length(5);
    expect(parseFloat(zero[0]!.style.getPropertyValue('--z'))).to.be.closeTo((3.5 / 10.5) * 100, 0.01);
  });

  it('hides the series legend and the second data table, and gives the box back to the next chart', async () => {
    const element = await mount(CORE['table-light']!);
    for (const selector of ['.legend', '.body > .table', '[part=table-toggle]', '[part=chart-toggle]'])
      expect(getComputedStyle(part(element, selector)!).display, selector).to.equal('none');
    expect(part(element, '.plot')!.hasAttribute('tabindex')).to.equal(false);
    element.spec = makeSpec();
    await until(() => getComputedStyle(part(element, '.legend')!).display !== 'none');
    expect(part(element, '.plot')!.getAttribute('role')).to.equal('img');
    expect(part(element, '.plot')!.getAttribute('tabindex')).to.equal('0');
    expect(part(element, '.tb')).to.equal(null);
  });

  it('keeps the element’s point cursor out of the way (count 0): arrows stay the search box’s', async () => {
    const element = await mount(tableOf(30));
    const input = part<HTMLInputElement>(element, '.find input')!;
    input.focus();
    await sendKeys({ type: 'Row' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ type: ' 1' });
    expect(input.value).to.equal('Ro 1w');
    expect(part(element, '.tip')!.hidden).to.equal(true);
  });

  it('draws odd data without throwing: no rows, no columns, only missing values', async () => {
    const none = await alone(makeSpec({ chartType: 'table', data: { labels: [], datasets: [{ label: 'A', data: [] }] } }));
    expect(texts(none, '.tb thead th')).to.deep.equal(['Date', 'A']);
    expect(all(none, '.tb tbody tr')).to.have.length(0);
    const bare = await alone(makeSpec({ chartType: 'table', data: { labels: ['x', 'y'], datasets: [] } }));
    expect(rows(bare)).to.deep.equal([['x'], ['y']]);
    const empty = await alone(
      makeSpec({
        chartType: 'table',
        data: { labels: ['a', 'b'], datasets: [{ label: 'A', data: [null, null] }] },
        options: { table: { sort: { column: 0 }, columns: [{ bars: true, heat: true }] } },
      }),
    );
    expect(rows(empty)).to.deep.equal([
      ['a', '–'],
      ['b', '–'],
    ]);
    header(empty, 'A').querySelector('button')!.click();
    expect(part(empty, '.message')).to.equal(null);
  });
});
