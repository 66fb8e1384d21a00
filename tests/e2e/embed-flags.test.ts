/**
 * Render flags and reader downloads as a blogger's page meets them: script tags with `data-*` flags
 * on a page of another origin, under a strict Content-Security-Policy.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';

const fixture = browserFixture({
  foreignHost: true,
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, {
      slug: 'rates',
      userId,
      options: { title: 'Exchange rate' },
      data: { labels: ['2024-01-01', '2024-01-02', '2024-01-03'], datasets: [{ label: 'Rate', data: [12.5, 1234.5, 2000] }] },
    });
    await insertChart(db, { slug: 'closing', userId, name: 'Apple closing prices', options: { title: 'AAPL' } });
  },
});

const api = () => fixture.server.url;
const strictCsp = () => ({ 'content-security-policy': `default-src 'none'; script-src ${api()}; connect-src ${api()}; img-src data:` });

/** Opens the foreign page, records every text drawn on a canvas and every problem, waits for `charts` charts. */
async function open(body: string, charts: number): Promise<{ page: Page; problems: string[] }> {
  fixture.host.setBody(`<!doctype html><html lang="en"><title>Blog</title><h1>Post</h1>${body}<p>The end.</p></html>`, strictCsp());
  const page = await fixture.browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.addInitScript(() => {
    const drawn: string[] = ((window as unknown as { drawn: string[] }).drawn = []);
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
      drawn.push(text);
      return fillText.call(this, text, x, y);
    };
  });
  await page.goto(fixture.host.url);
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('chart-embed')].filter((e) => e.shadowRoot?.querySelector('canvas')).length))
    .toBe(charts);
  return { page, problems };
}

describe('render flags on the script tag', () => {
  it('data-plain data-lang="de-DE": no title or buttons, and German numbers and dates', async () => {
    const { page, problems } = await open(`<script src="${api()}/e/rates.js" data-plain data-lang="de-DE" data-transparent data-static></script>`, 1);
    const chart = page.locator('chart-embed');
    expect(await chart.evaluate((e) => ['plain', 'transparent', 'static', 'lang'].map((a) => e.getAttribute(a)))).toEqual(['', '', '', 'de-DE']);
    for (const name of ['title', 'download', 'table-toggle']) expect(await chart.locator(`[part=${name}]`).isVisible(), name).toBe(false);
    expect(await chart.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

    // The y axis in German; the table and the summary (for screen readers) too.
    const drawn = await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn);
    expect(drawn).toContain('1.000');
    expect(drawn).not.toContain('1,000');
    await expect.poll(() => chart.locator('tbody tr').count()).toBe(3);
    expect(await chart.locator('tbody tr').nth(1).locator('th, td').allTextContents()).toEqual(['2. Jan. 2024', '1.234,5']);
    await expect.poll(() => chart.locator('[part=canvas]').getAttribute('aria-label')).toContain('Values range from 12,5 to 2.000.');
    expect(await chart.locator('[part=canvas]').getAttribute('tabindex')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows the page’s language when the tag gives none', async () => {
    const { page } = await open(`<div lang="de"><script src="${api()}/e/rates.js"></script></div>`, 1);
    await expect.poll(() => page.locator('chart-embed tbody tr').count()).toBe(3);
    expect(await page.locator('chart-embed tbody tr').nth(1).locator('td').textContent()).toBe('1.234,5');
    expect(await page.locator('chart-embed [part=title]').textContent()).toBe('Exchange rate');
    await page.close();
  });
});

describe('reader downloads from a foreign page', () => {
  it('downloads the chart’s /e/SLUG.csv, named after the chart, from the keyboard', async () => {
    const { page, problems } = await open(`<script src="${api()}/e/closing.js"></script>`, 1);
    const chart = page.locator('chart-embed');
    await chart.locator('[part=download]').focus();
    const csvRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('.csv') && csvRequests.push(request.url()));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await chart.getByRole('menuitem', { name: 'Data (CSV)' }).waitFor();
    await page.keyboard.press('Enter');
    const file = await download;
    expect(csvRequests).toEqual([`${api()}/e/closing.csv`]);
    expect(file.suggestedFilename()).toBe('apple-closing-prices.csv');
    expect(await readFile((await file.path())!, 'utf8')).toBe(
      '\uFEFFDate,AAPL\r\n2024-01-01,185.6\r\n2024-01-02,184.3\r\n2024-01-03,181.9\r\n\r\nSource,AAPL,\r\n',
    );
    // The host page stayed where it was.
    expect(new URL(page.url()).origin).toBe(new URL(fixture.host.url).origin);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('downloads the drawing as a PNG', async () => {
    const { page, problems } = await open(`<script src="${api()}/e/closing.js"></script>`, 1);
    const chart = page.locator('chart-embed');
    await chart.locator('[part=download]').click();
    const download = page.waitForEvent('download');
    await chart.getByRole('menuitem', { name: 'Image (PNG)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('aapl.png');
    const png = await readFile((await file.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
