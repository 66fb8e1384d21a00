import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture();

const visit = (path: string) => openPage(fixture.browser, `${fixture.server.url}${path}`);

describe('the builder in Chromium', () => {
  it('loads the home page without console errors, within its script budget, its demo a still frame until a reader reaches for it', async () => {
    const { page, problems } = await visit('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('charts');
    await page.waitForLoadState('networkidle');
    // docs/PERFORMANCE.md's budget: every script / fetches before network idle, counted as sent.
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => ({ path: new URL(e.name).pathname, sent: e.transferSize })),
    );
    expect(scripts.reduce((sum, s) => sum + s.sent, 0)).toBeLessThanOrEqual(110 * 1024);
    // No chart code yet: the element is not even defined.
    await expect(page.evaluate(() => customElements.get('chart-embed') === undefined)).resolves.toBe(true);
    const frame = page.getByRole('button', { name: 'Apple vs Microsoft revenue, 5 years: explore the live chart' });
    await expect.poll(() => frame.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('chart-embed').count()).resolves.toBe(0);

    // The real <chart-embed> takes over in the same box, with its spec passed as a property.
    const box = await frame.boundingBox();
    await frame.hover();
    await page.locator('chart-embed canvas').first().waitFor();
    await expect(page.locator('chart-embed [part=title]').textContent()).resolves.toBe('Apple vs Microsoft revenue, 5 years');
    const live = await page.locator('.demo chart-embed').boundingBox();
    expect(live && box && Math.abs(live.height - box.height) + Math.abs(live.width - box.width)).toBeLessThan(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const { page, problems } = await visit('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
