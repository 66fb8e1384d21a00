import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ChartEmbed } from './chart-embed';
import { drawnTexts, frame, makeSpec, mount, nextEvent, part, until } from './testing';

afterEach(() => document.body.replaceChildren());

const spec = makeSpec({
  options: { title: 'Rate', legendPosition: 'none' },
  data: {
    labels: ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'],
    datasets: [{ label: 'Rate', data: [12.5, 1234.5, 1000, 2000, 1500] }],
  },
});

/** A part of the page in another language. */
function region(lang: string): HTMLElement {
  const element = document.body.appendChild(document.createElement('article'));
  element.lang = lang;
  return element;
}

/** Mounts the chart and records what its canvas says: the y ticks are right-aligned, the x ticks centred. */
async function drawn(setup: (el: ChartEmbed) => void, parent?: HTMLElement): Promise<{ element: ChartEmbed; y: string[]; x: string[] }> {
  let element: ChartEmbed | undefined;
  const texts = await drawnTexts(async () => {
    element = await mount(spec, setup, parent);
  });
  return {
    element: element!,
    y: texts.filter((t) => t.align === 'right' || t.align === 'end').map((t) => t.text),
    x: texts.filter((t) => t.align === 'center' && t.text !== 'Date').map((t) => t.text),
  };
}

const rows = (element: ChartEmbed) => [...element.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));

describe('lang="de-DE"', () => {
  it('writes the y ticks with German separators and the x ticks as German dates', async () => {
    const { y, x } = await drawn((el) => el.setAttribute('lang', 'de-DE'));
    expect(y).to.include('1.000');
    expect(y).to.include('2.000');
    expect(y.some((t) => t.includes(','))).to.equal(false);
    expect(x, x.join('|')).to.include('2. Jan.');
  });

  it('writes the tooltip in German', async () => {
    const element = await mount(spec, (el) => el.setAttribute('lang', 'de-DE'));
    part(element, '[part=canvas]')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => !part(element, '[part=tooltip]')!.hidden);
    expect(part(element, '[part=tooltip]')!.textContent).to.contain('1. Jan. 2024').and.contain('Rate: 12,5');
    expect(part(element, '[aria-live]')!.textContent).to.equal('1. Jan. 2024: Rate 12,5');
  });

  it('writes every value of the table exactly, and its dates, in German', async () => {
    const element = await mount(spec, (el) => el.setAttribute('lang', 'de-DE'));
    await until(() => rows(element).length === 5);
    expect(rows(element)).to.deep.equal([
      ['1. Jan. 2024', '12,5'],
      ['2. Jan. 2024', '1.234,5'],
      ['3. Jan. 2024', '1.000'],
      ['4. Jan. 2024', '2.000'],
      ['5. Jan. 2024', '1.500'],
    ]);
  });

  it('writes the summary’s numbers and dates in German', async () => {
    const element = await mount(spec, (el) => el.setAttribute('lang', 'de-DE'));
    const plot = part(element, '[part=canvas]')!;
    await until(() => plot.getAttribute('aria-label')!.includes('series'));
    expect(plot.getAttribute('aria-label')).to.equal(
      'Line chart: Rate. 1 series: Rate. 5 points from 1. Jan. 2024 to 5. Jan. 2024. Values range from 12,5 to 2.000.',
    );
  });
});

describe('the locale', () => {
  it('is en-US-like for English, with every digit in the table', async () => {
    const { element, y } = await drawn((el) => el.setAttribute('lang', 'en'));
    expect(y).to.include('1,000');
    await until(() => rows(element).length === 5);
    expect(rows(element)[1]).to.deep.equal(['Jan 2, 2024', '1,234.5']);
  });

  it('follows the nearest lang of the page when the element has none', async () => {
    const { element, y } = await drawn(() => {}, region('de-DE'));
    expect(element.lang).to.equal(undefined);
    expect(y).to.include('1.000');
  });

  it('redraws in the new language when lang changes', async () => {
    const element = await mount(spec, (el) => el.setAttribute('lang', 'en-US'));
    const texts = await drawnTexts(async () => {
      const ready = nextEvent(element, 'chart-embed:ready');
      element.lang = 'de-DE';
      await ready;
    });
    expect(element.getAttribute('lang'), 'reflected').to.equal('de-DE');
    expect(texts.map((t) => t.text)).to.include('1.000');
  });

  it('ignores a tag that is not BCP 47, without throwing, and falls back to the page’s', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => errors.push('error' in event ? event.error : event.reason);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onError);
    try {
      const failed: string[] = [];
      const { element, y } = await drawn((el) => {
        el.setAttribute('lang', 'en_US!');
        el.addEventListener('chart-embed:error', (event) => failed.push((event as CustomEvent).detail.message));
      }, region('de-DE'));
      expect(y).to.include('1.000');
      await until(() => rows(element).length === 5);
      await frame();
      expect(failed).to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    } finally {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onError);
    }
  });
});
