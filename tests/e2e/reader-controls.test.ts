/**
 * Readers are never trapped, and the plot keeps its room (issue 45): on a page of another origin
 * under a strict CSP, at a phone's, a tablet's and a desktop's width, the data table and the chart
 * switch both ways by mouse, touch and keyboard in the script tag's embed and the iframe's, the way
 * back always visible; Escape is spent by the chart; every control is at least 24 × 24 px (WCAG
 * 2.2); a chart with every text keeps a plot of MIN_PLOT_HEIGHT; and the host page does not shift.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { frameCodeHeight, MIN_PLOT_HEIGHT } from '@shared/chart-core/plot-room';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { DEFAULT_EMBED_HEIGHT, embedFrame } from '@shared/embed/embed-snippet';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';

const fixture = browserFixture({
  foreignHost: true,
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, {
      slug: 'every-text',
      userId,
      options: {
        title: 'Household energy prices across the euro area since the start of the war',
        description: 'Monthly averages of electricity and gas prices paid by households, in euros per kilowatt hour, before taxes.',
        notes: 'Prices before taxes and levies; the last month is provisional and may change.',
        byline: 'Chart: Jane Doe, Data Desk',
        legendPosition: 'bottom',
      },
      data: {
        labels: ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01', '2024-05-01'],
        datasets: [
          { label: 'Electricity', data: [28.1, 27.4, 26.9, 27.7, 28.3] },
          { label: 'Gas', data: [11.2, 10.8, 10.1, 9.9, 10.4] },
        ],
      },
    });
  },
});

const WIDTHS = [360, 768, 1280];

beforeAll(async () => {
  const api = new URL(fixture.server.url).origin;
  const spec = (await (await fetch(`${api}/e/every-text.json`)).json()) as ChartSpec;
  const iframe = embedFrame(api, 'every-text', 'Energy prices', frameCodeHeight(spec, DEFAULT_EMBED_HEIGHT));
  fixture.host.setBody(
    `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A blog</title>
    <h1>My post</h1>
    <p>A chart by script tag:</p>
    <script src="${api}/e/every-text.js"></script>
    <p>The same chart in an iframe:</p>
    ${iframe}
    <script src="${api}/e/resize.js" async></script>
    <p>The end.</p>`,
    {
      'content-security-policy': `default-src 'none'; script-src ${api}; connect-src ${api}; frame-src ${api}; img-src ${api} data:; style-src 'self'`,
    },
  );
});

/** Opens the host page at this width, on a touch screen, counting layout shifts and the Escapes each document hears. */
async function openHost(browser: Browser, width: number): Promise<{ page: Page; frames: Array<[string, Frame]> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; escapes: number };
    w.shifts = 0;
    w.escapes = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') w.escapes++;
    });
  });
  await page.goto(fixture.host.url);
  await page.locator('chart-embed canvas').first().waitFor();
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  await frame!.locator('chart-embed canvas').first().waitFor();
  return {
    page,
    frames: [
      ['script tag', page.mainFrame()],
      ['iframe', frame!],
    ],
  };
}

const tableShown = (frame: Frame) =>
  frame.locator('chart-embed').evaluate((el) => {
    const table = el.shadowRoot!.querySelector('.table')!;
    return !table.classList.contains('sr-only') && table.getBoundingClientRect().height > 0;
  });

const escapesHeard = (frame: Frame) => frame.evaluate(() => (window as unknown as { escapes: number }).escapes);

const focusedPart = (frame: Frame) => frame.locator('chart-embed').evaluate((el) => el.shadowRoot!.activeElement?.getAttribute('part') ?? null);

/** Every button of the embed a reader can see, with its box. */
const controlBoxes = (frame: Frame) =>
  frame.locator('chart-embed').evaluate((el) =>
    [...el.shadowRoot!.querySelectorAll('button')].flatMap((button) => {
      const box = button.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(button).visibility === 'hidden') return [];
      return [{ name: button.textContent!.trim(), width: box.width, height: box.height }];
    }),
  );

describe.each(WIDTHS)('a chart with every text on a foreign page, %i px wide', (width) => {
  it('keeps the plot its room without shifting the page', async () => {
    const { page, frames } = await openHost(fixture.browser, width);
    for (const [kind, frame] of frames) {
      const plot = await frame.locator('chart-embed').evaluate((el) => el.shadowRoot!.querySelector('.plot')!.getBoundingClientRect().height);
      expect(plot, kind).toBeGreaterThanOrEqual(MIN_PLOT_HEIGHT);
    }
    // Two frames after both have drawn: any shift would have been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await page.context().close();
  });

  it('switches between the chart and the data table by mouse, touch and keyboard, the way back always in sight', async () => {
    const { page, frames } = await openHost(fixture.browser, width);
    for (const [kind, frame] of frames) {
      const chart = frame.locator('chart-embed [part=chart-toggle]');
      const table = frame.locator('chart-embed [part=table-toggle]');
      // Mouse: a click lands only on a button nothing covers.
      await table.click();
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(true);
      await expect.poll(() => frame.locator('chart-embed tbody tr').count(), { message: kind }).toBe(5);
      expect(await table.getAttribute('aria-pressed')).toBe('true');
      await chart.click();
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(false);
      expect(await chart.getAttribute('aria-pressed')).toBe('true');
      // Touch.
      await table.tap();
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(true);
      await chart.tap();
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(false);
      // Keyboard: Enter and Space press the buttons; Escape goes back to the chart and stops there.
      await table.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(false);
      await expect.poll(() => focusedPart(frame), { message: kind }).toBe('table-toggle');
      expect(await escapesHeard(frame), kind).toBe(0);
      await page.keyboard.press('Space');
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedPart(frame), kind).toBe('chart-toggle');
      await page.keyboard.press('Space');
      await expect.poll(() => tableShown(frame), { message: kind }).toBe(false);
      // Escape with the chart shown is the host's.
      await page.keyboard.press('Escape');
      expect(await escapesHeard(frame), kind).toBe(1);
    }
    await page.context().close();
  });

  it('makes every control at least 24 × 24 px, the Download menu’s too', async () => {
    const { page, frames } = await openHost(fixture.browser, width);
    for (const [kind, frame] of frames) {
      await frame.locator('chart-embed [part=download]').click();
      await frame.locator('chart-embed [role=menuitem]').first().waitFor();
      const boxes = await controlBoxes(frame);
      expect(boxes.map((b) => b.name)).toEqual(expect.arrayContaining(['Electricity', 'Gas', 'Download', 'Chart', 'Data table', 'Data (CSV)', 'Image (PNG)']));
      for (const box of boxes) {
        expect(box.width, `${kind}: ${box.name}`).toBeGreaterThanOrEqual(24);
        expect(box.height, `${kind}: ${box.name}`).toBeGreaterThanOrEqual(24);
      }
      await page.keyboard.press('Escape');
    }
    await page.context().close();
  });
});

describe.each(WIDTHS)('the builder at %i px wide', (width) => {
  it('has nav links at least 24 px tall', async () => {
    const context = await fixture.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(fixture.server.url);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await links.first().waitFor();
    for (const link of await links.all()) expect((await link.boundingBox())!.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24);
    await context.close();
  });
});
