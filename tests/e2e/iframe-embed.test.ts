/**
 * The iframe path as hosts meet it (widget/README.md, Iframes and oEmbed): a WordPress post that
 * embeds a pasted link, a plain page with the builder's iframe code and `/e/resize.js`, and a
 * React 19 app that renders before the runtime loads.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFrame } from '@shared/embed/embed-snippet';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';
import { loadsHostScript, WP_EMBED_SCRIPT, wordpressEmbed } from '../support/wordpress-embed';

const SPEC = {
  chartType: 'bar',
  theme: 'light-blue',
  data: { labels: ['North', 'South', 'East'], datasets: [{ label: 'Sales', data: [12, 7, 9] }] },
  options: { title: 'Sales by region' },
};

const fixture = browserFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, { slug: 'wp-chart', userId, name: 'Rainfall in Bergen', options: { title: 'Rainfall in Bergen' } });
    await insertChart(db, { slug: 'tall-chart', userId, name: 'Tall one', chartType: 'bar', data: SPEC.data, options: { title: 'Tall one' } });
  },
});

/** The pages of a foreign site ("localhost", where the API is "127.0.0.1"), by path. */
const pages = new Map<string, { type: string; body: string }>();
let host: Server;
let hostUrl: string;

beforeAll(async () => {
  host = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    response.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' });
    response.end(page?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => host.listen(0, 'localhost', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

const post = (
  body: string,
  script = '',
) => `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>A WordPress post</title>
<style>body{font:17px/1.6 Georgia,serif;max-width:680px;margin:0 auto;padding:24px 16px;color:#1e293b}iframe{display:block;max-width:100%}</style></head>
<body><h1>Rain, again</h1><p>It rained a lot this year. Here is how much:</p>
${body}
<p>Next year will be drier, they say.</p>
<script>${script}</script></body></html>`;

/** The frame of the first iframe, once its chart has painted. */
async function paintedFrame(page: Page) {
  const frame = page.frameLocator('iframe').first();
  await frame.locator('chart-embed canvas').first().waitFor();
  return frame;
}

describe('a chart link pasted in a WordPress post', () => {
  it('embeds through oEmbed discovery, paints in the sandbox at the height it asked for, and keeps nothing', async () => {
    const embed = await wordpressEmbed(`${fixture.server.url}/e/wp-chart`);
    expect(embed).not.toBeNull();
    expect(embed).toMatch(/^<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" [^>]*><\/iframe>$/);
    for (const attribute of [
      / src="[^"]+\/e\/wp-chart\/frame#\?secret=(\w{10})" data-secret="\1"/,
      / title="Rainfall in Bergen"/,
      / width="100%"/,
      / height="400"/,
      / frameborder="0"/,
    ]) {
      expect(embed).toMatch(attribute);
    }
    // WordPress loads wp-embed.js only beside its own post embeds: here nothing resizes the
    // iframe, so the chart must fit the height the oEmbed answer gave it.
    expect(loadsHostScript(embed!)).toBe(false);
    pages.set('/wp', { type: 'text/html', body: post(embed!) });

    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${hostUrl}/wp`);
    const frame = await paintedFrame(page);
    expect(await page.locator('iframe').evaluate((iframe) => Math.round(iframe.getBoundingClientRect().height))).toBe(400);
    expect(await frame.locator('chart-embed').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(400);
    expect(await frame.locator('html').evaluate((html) => html.scrollHeight)).toBe(400);
    expect(await frame.locator('chart-embed [part=title]').textContent()).toBe('Rainfall in Bergen');

    // An opaque origin: no cookies, no storage; downloads are refused there, so no Download button.
    expect(await frame.locator('body').evaluate(() => self.origin)).toBe('null');
    expect(await frame.locator('chart-embed [part=download]').isVisible()).toBe(false);
    await frame.locator('chart-embed [part=table-toggle]').waitFor();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells wp-embed.js its height when the page loads it, so a box that starts short grows', async () => {
    // A post that also embeds a WordPress post gets wp-embed.js, which then listens to our frames.
    const embed = (await wordpressEmbed(`${fixture.server.url}/e/wp-chart`))!;
    const short = (await wordpressEmbed(`${fixture.server.url}/e/wp-chart`))!.replace('height="400"', 'height="250"');
    pages.set('/wp-with-host-script', { type: 'text/html', body: post(`${embed}<p>Again:</p>${short}`, WP_EMBED_SCRIPT) });
    const page = await fixture.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${hostUrl}/wp-with-host-script`);
    await paintedFrame(page);
    // Each secret came back to this page alone, with the chart's height; each iframe took it.
    const sizes = () =>
      page.evaluate(() => [...document.querySelectorAll('iframe')].map((iframe) => `${Math.round(iframe.getBoundingClientRect().height)} ${iframe.height}`));
    await expect.poll(sizes).toEqual(['400 400', '400 400']);
    expect(await page.evaluate(() => (window as unknown as { heights: number[] }).heights.every((height) => height === 400))).toBe(true);
    await page.close();
  });

  it('shows a quiet notice for a chart deleted after the post was written', async () => {
    const embed = (await wordpressEmbed(`${fixture.server.url}/e/wp-chart`))!.replace('/e/wp-chart/', '/e/deleted-chart/');
    pages.set('/wp-deleted', { type: 'text/html', body: post(embed, WP_EMBED_SCRIPT) });
    const page = await fixture.browser.newPage();
    await page.goto(`${hostUrl}/wp-deleted`);
    await expect.poll(() => page.frameLocator('iframe').locator('.missing').textContent()).toBe('This chart is not available');
    await page.close();
  });
});

describe('the iframe code on a plain page, with /e/resize.js', () => {
  it('sizes each chart iframe to its chart and ignores other frames', async () => {
    const origin = fixture.server.url;
    // A frame asking for a 520 px chart in a 250 px iframe, a chart in its own size, and a frame
    // of this page's origin that claims to be 900 px tall.
    const tall = embedFrame(origin, 'tall-chart', 'Tall one', 520).replace('height="520"', 'height="250"');
    const usual = embedFrame(origin, 'wp-chart', 'Rainfall in Bergen');
    pages.set('/liar', {
      type: 'text/html',
      body: `<!doctype html><p>liar</p><script>parent.postMessage({ type: 'chart-embed:height', slug: 'wp-chart', height: 900 }, '*')</script>`,
    });
    pages.set('/plain', {
      type: 'text/html',
      body: post(
        `${tall}<p>Between the charts.</p>${usual}<iframe id="liar" src="/liar" height="120" frameborder="0"></iframe>`,
        // Loaded twice, and only once every frame has loaded and said its height: the script must
        // ask them again rather than wait for news that already went by.
        `addEventListener('load', () => { for (let i = 0; i < 2; i++) document.body.append(Object.assign(document.createElement('script'), { src: '${origin}/e/resize.js' })); });`,
      ),
    });
    const page = await fixture.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${hostUrl}/plain`);
    await page.frameLocator('iframe').nth(0).locator('chart-embed canvas').first().waitFor();
    const heights = () => page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => Math.round(f.getBoundingClientRect().height)));
    await expect.poll(heights).toEqual([520, 400, 120]);
    // Not sandboxed here: the reader may download.
    await page.frameLocator('iframe').nth(1).locator('chart-embed [part=download]').waitFor();
    expect(await page.evaluate(() => Object.keys((window as unknown as { ChartEmbed: object }).ChartEmbed))).toEqual(['resize']);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a React 19 app that renders before the runtime loads', () => {
  beforeAll(async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: fileURLToPath(new URL('./react-host/app.ts', import.meta.url)), output: { format: 'es' } },
      },
    })) as Rolldown.RolldownOutput;
    const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry) as Rolldown.OutputChunk;
    pages.set('/app.js', { type: 'text/javascript', body: chunk.code });
    pages.set('/react', {
      type: 'text/html',
      body: `<!doctype html><title>React app</title><script>window.API = ${JSON.stringify(fixture.server.url)}; window.SPEC = ${JSON.stringify(SPEC)};</script><div id="root"></div><script type="module" src="/app.js"></script>`,
    });
  });

  it('draws the wrapped chart, and says so when spec was written as an attribute', async () => {
    const page = await fixture.browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${hostUrl}/react`);
    await page.locator('#wrapped canvas').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events))
      .toEqual(['rendered:before the runtime', 'error:bare:spec must be set as a property, not an attribute.', 'ready:wrapped:bar']);
    expect(await page.locator('#wrapped [part=title]').textContent()).toBe('Sales by region');
    expect(await page.locator('#bare').getAttribute('spec')).toBe('[object Object]');
    expect(await page.locator('#bare [role=alert]').textContent()).toBe('spec must be set as a property, not an attribute.');
    expect(problems).toEqual([]);
    await page.close();
  });
});
