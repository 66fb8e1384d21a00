import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture();

const visit = (path: string) => openPage(fixture.browser, `${fixture.server.url}${path}`);

describe('the builder in Chromium', () => {
  it('loads the home page without console errors', async () => {
    const { page, problems } = await visit('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('charts');
    // The demo chart is the real <chart-embed>, loaded on demand, with its spec passed as a property.
    await page.locator('chart-embed canvas').first().waitFor();
    await expect(page.locator('chart-embed [part=title]').textContent()).resolves.toBe('Apple vs Microsoft revenue, 5 years');
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
