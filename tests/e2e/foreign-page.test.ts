/**
 * The embed as bloggers use it: script tags on a page of another origin, under a strict
 * Content-Security-Policy that allows only our origin's scripts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';

const fixture = browserFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, { slug: 'first-chart', userId, options: { title: 'First' } });
    await insertChart(db, {
      slug: 'second-chart',
      userId,
      chartType: 'bar',
      theme: 'light-green',
      options: { title: 'Second' },
      data: { labels: ['a', 'b', 'c'], datasets: [{ label: 'Sales', data: [3, 1, 2] }] },
    });
  },
});
let host: Server;
let hostUrl: string;

beforeAll(async () => {
  const apiOrigin = new URL(fixture.server.url).origin;
  // "localhost" and "127.0.0.1" are different origins, so this page is foreign to the API.
  host = createServer((request, response) => {
    if (request.url === '/their-element.js') {
      // Another plugin on the page already defined <chart-embed>.
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(`customElements.define('chart-embed', class extends HTMLElement { connectedCallback() { this.textContent = 'theirs'; } });`);
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // Scripts and connections to the chart host: the loader, the runtime and the view beacon.
      'content-security-policy': `default-src 'none'; script-src 'self' ${apiOrigin}; connect-src ${apiOrigin}; style-src 'self'`,
    });
    const preloaded = request.url === '/preloaded' ? '<script src="/their-element.js"></script>' : '';
    response.end(`<!doctype html><title>A blog</title>${preloaded}
      <h1>My post</h1>
      <p>Here is a chart:</p>
      <script src="${apiOrigin}/e/first-chart.js" data-height="300"></script>
      <p>And another:</p>
      <script src="${apiOrigin}/e/second-chart.js"></script>
      <p>The end.</p>`);
  });
  await new Promise<void>((resolve) => host.listen(0, 'localhost', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

describe('an embed on a foreign page', () => {
  it('shows both charts where their tags stand, loads the runtime once, sets no cookie, logs no error', async () => {
    const page = await fixture.browser.newPage();
    const runtimeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/widget/')) runtimeRequests.push(request.url());
    });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as { initialKeys: string[] }).initialKeys = Object.keys(window);
    });
    await page.goto(hostUrl, { waitUntil: 'networkidle' });
    await page.locator('chart-embed canvas').first().waitFor();
    await expect.poll(() => page.locator('chart-embed canvas').count()).toBe(2);

    const layout = await page.evaluate(() =>
      [...document.querySelectorAll('chart-embed')].map((el) => ({
        after: el.previousElementSibling?.getAttribute('src')?.replace(/^.*\/e\//, ''),
        height: Math.round(el.getBoundingClientRect().height),
        title: el.shadowRoot?.querySelector('[part=title]')?.textContent,
      })),
    );
    expect(layout).toEqual([
      { after: 'first-chart.js', height: 300, title: 'First' },
      { after: 'second-chart.js', height: 400, title: 'Second' },
    ]);
    // The runtime once; besides it only lazy chunks (the data table's, fetched when idle).
    expect(runtimeRequests.filter((url) => /\/widget\/chart-embed\./.test(url))).toHaveLength(1);
    expect(await page.context().cookies()).toEqual([]);
    const newGlobals = await page.evaluate(() =>
      Object.keys(window).filter((k) => !(window as unknown as { initialKeys: string[] }).initialKeys.includes(k) && k !== 'initialKeys'),
    );
    expect(newGlobals).toEqual(['ChartEmbed']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves another definition of the element already on the page alone', async () => {
    const page = await fixture.browser.newPage();
    const runtimeRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/widget/') && runtimeRequests.push(request.url()));
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${hostUrl}preloaded`, { waitUntil: 'networkidle' });
    expect(await page.locator('chart-embed').allTextContents()).toEqual(['theirs', 'theirs']);
    expect(runtimeRequests).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the standalone chart page', () => {
  it('draws the chart under its own strict CSP without errors', async () => {
    const { page, problems } = await openPage(fixture.browser, `${fixture.server.url}/e/second-chart`);
    await page.locator('chart-embed canvas').waitFor();
    expect(await page.title()).toBe('Second · Chart Embed');
    expect(await page.locator('chart-embed [part=title]').textContent()).toBe('Second');

    // The Preact toolbar has the link and the data table; downloads are the chart's own menu, once.
    const toolbar = page.getByRole('toolbar', { name: 'Chart tools' });
    expect(await toolbar.getByRole('button').allTextContents()).toEqual(['Copy link', 'Data table']);
    const download = page.waitForEvent('download');
    await page.locator('chart-embed [part=download]').click();
    await page.locator('chart-embed').getByRole('menuitem', { name: 'Image (PNG)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('second.png');
    await toolbar.getByRole('button', { name: 'Data table' }).click();
    await expect.poll(() => toolbar.getByRole('button', { name: 'Data table' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('chart-embed [part=table-toggle]').getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('names the chart in an h1 above it, on a page as dark or light as its theme', async () => {
    const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (const { slug, name, scheme, expected } of [
      // light-green on a reader's dark scheme, neon-midnight on a light one: the theme decides.
      { slug: 'second-chart', name: 'Second', scheme: 'dark', expected: 'rgb(241, 245, 249)' },
      { slug: 'first-chart', name: 'First', scheme: 'light', expected: 'rgb(2, 6, 23)' },
    ] as const) {
      for (const width of [360, 1280]) {
        const page = await fixture.browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
        await page.goto(`${fixture.server.url}/e/${slug}`, { waitUntil: 'networkidle' });
        await page.locator('chart-embed canvas').waitFor();
        const heading = page.getByRole('heading', { level: 1 });
        expect(await heading.textContent()).toBe(name);
        // Said once: the chart's own title, the same words, is hidden under the page's heading.
        expect(await page.locator('chart-embed [part=title]').isVisible()).toBe(false);
        const [headingBox, chartBox] = [(await heading.boundingBox())!, (await page.locator('chart-embed').boundingBox())!];
        expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(chartBox.y);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await background(page)).toBe(expected);
        await page.close();
      }
    }
  });
});
