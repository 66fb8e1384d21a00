/**
 * The server-drawn image where readers meet it, in Chromium: the standalone page without
 * JavaScript shows it under the page's strict CSP, and a page of another origin that isolates
 * itself (COEP) can show it with a plain <img> and draw it on a canvas it may read back (CORS).
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';

const fixture = browserFixture({
  foreignHost: true,
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, { slug: 'pictured', userId, name: 'Apple close', options: { title: 'AAPL closing price' } });
  },
});

describe('the chart image', () => {
  it('is what the standalone page shows readers without JavaScript, under its CSP', async () => {
    const context = await fixture.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => message.type() === 'error' && blocked.push(message.text()));
    await page.goto(`${fixture.server.url}/e/pictured`, { waitUntil: 'networkidle' });
    const image = page.locator('img[src="/e/pictured.png"]');
    expect(await image.getAttribute('alt')).toBe('Line chart: Apple close');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 1200, 630]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('shows on a page of another origin that isolates itself, and may be drawn and read back there', async () => {
    fixture.host.setBody(
      `<!doctype html><title>Blog</title><img id="chart" crossorigin="anonymous" src="${fixture.server.url}/e/pictured.png?width=600&height=315" alt="">`,
      {
        'cross-origin-embedder-policy': 'require-corp',
      },
    );
    const page = await fixture.browser.newPage();
    await page.goto(fixture.host.url, { waitUntil: 'networkidle' });
    const read = await page.evaluate(() => {
      const img = document.getElementById('chart') as HTMLImageElement;
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      // Reading pixels throws on a canvas tainted by an image without CORS.
      return { width: img.naturalWidth, height: img.naturalHeight, pixel: Array.from(context.getImageData(0, 0, 1, 1).data) };
    });
    // The corner is the theme's background, neon-midnight's #0b1020.
    expect(read).toEqual({ width: 600, height: 315, pixel: [0x0b, 0x10, 0x20, 255] });
    await page.close();
  });
});
