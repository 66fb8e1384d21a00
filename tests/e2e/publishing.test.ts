/**
 * Publishing is a choice, in Chromium against the real server at a phone's, a tablet's and a
 * laptop's width: a new chart is not on Trending until its creator lists it (on step 3, or on its
 * card in My Charts); step 3 ends with Create another and Go to My Charts; the theme tiles and the
 * admin's users table fit the screen.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';

const ADMIN_CODE = 'a-publishing-admin-code';
const fixture = browserFixture({ env: { ADMIN_ACCESS_CODE: ADMIN_CODE } });
const problems: string[] = [];
const SALES = 'Region,Umsatz\nNord,120\nSüd,95\nOst,80\nWest,110\n';
const WIDTHS = [360, 768, 1280];

afterAll(() => {
  expect(problems).toEqual([]);
});

/** A screenshot to look at, when SCREENSHOT_DIR is set. */
async function shoot(target: Page | Locator, page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: join(dir, `publish-${name}-${page.viewportSize()!.width}.png`) });
}

/** The ids on the trending feed, as the page's signed-in reader gets them. */
const trendingIds = async (page: Page) =>
  ((await (await page.request.get(`${fixture.server.url}/api/trending-charts?limit=100`)).json()) as Array<{ id: number }>).map((c) => c.id);

/** Nothing inside `box` reaches past its edges. */
async function fitsIn(box: Locator, what: string): Promise<void> {
  const spills = await box.evaluate((outer) => {
    const edge = outer.getBoundingClientRect();
    return [...outer.querySelectorAll('*')]
      .filter((inner) => {
        const r = inner.getBoundingClientRect();
        return r.width > 0 && (r.left < edge.left - 0.5 || r.right > edge.right + 0.5);
      })
      .map((inner) => `${inner.tagName.toLowerCase()}.${String(inner.className)}`);
  });
  expect(spills, what).toEqual([]);
}

describe.each(WIDTHS)('publishing at %i px', (width) => {
  it('keeps a new chart off Trending until its creator lists it, then leads on to My Charts', async () => {
    const viewport = { width, height: 900 };
    const { page, context } = await signUpInBrowser(fixture.browser, fixture.server.url, `publisher${width}`, problems, { viewport });
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('Or upload a CSV file').setInputFiles({ name: 'umsatz.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
    await wizard.getByText('Selected: umsatz.csv').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.locator('chart-embed canvas').first().waitFor();

    // Every theme tile holds its swatches and its name.
    const themes = wizard.locator('.theme-picker');
    await themes.scrollIntoViewIfNeeded();
    for (const tile of await themes.locator('.theme-option').all()) await fitsIn(tile, `${await tile.textContent()} at ${width}`);
    await fitsIn(themes, `the theme grid at ${width}`);
    await shoot(themes, page, 'theme-grid');

    await wizard.getByLabel('Title').fill('Umsatz nach Region 2025');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    const chartId = Number(
      (await (await page.request.get(`${fixture.server.url}/api/user/charts`)).json()).find((c: { name: string }) => c.name === 'Umsatz nach Region 2025').id,
    );
    const listing = wizard.getByRole('checkbox', { name: 'Show on Trending' });
    expect(await listing.isChecked()).toBe(false);
    await wizard.getByText('Listed charts appear on the public Trending feed. Unlisted charts are still visible to anyone with the link or embed.').waitFor();
    expect(await wizard.getByText(/coming soon/i).count()).toBe(0);
    expect(await trendingIds(page)).not.toContain(chartId);
    await shoot(page, page, 'result-step');

    if (width === 360) {
      // Listed from step 3, and taken off again.
      await listing.check();
      await expect.poll(() => trendingIds(page)).toContain(chartId);
      await listing.uncheck();
      await expect.poll(() => trendingIds(page)).not.toContain(chartId);
    }

    // Create another starts again at step 1; the chart is still there, in My Charts.
    await wizard.getByRole('button', { name: 'Create another' }).click();
    await wizard.getByLabel('What would you like to chart?').waitFor();
    expect(await wizard.getByLabel('What would you like to chart?').inputValue()).toBe('');
    await wizard.getByLabel('Or upload a CSV file').setInputFiles({ name: 'umsatz.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
    await wizard.getByText('Selected: umsatz.csv').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Title').fill('Another one');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await wizard.getByRole('button', { name: 'Go to My Charts' }).click();
    await page.waitForURL(`${fixture.server.url}/my-charts`);
    await wizard.waitFor({ state: 'detached' });

    const card = page.locator(`[data-chart-id="${chartId}"]`);
    await card.locator('chart-embed canvas').first().waitFor();
    const onCard = card.getByRole('checkbox', { name: 'Show on Trending' });
    expect(await onCard.isChecked()).toBe(false);
    await onCard.check();
    await page.getByText('Chart listed on Trending').first().waitFor();
    expect(await trendingIds(page)).toContain(chartId);
    await page.goto(`${fixture.server.url}/trending`);
    await page.locator('.card', { hasText: 'Umsatz nach Region 2025' }).waitFor();
    expect(await page.locator('.card', { hasText: 'Another one' }).count()).toBe(0);

    await page.goto(`${fixture.server.url}/my-charts`);
    await card.locator('chart-embed canvas').first().waitFor();
    expect(await card.getByRole('checkbox', { name: 'Show on Trending' }).isChecked()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await shoot(card, page, 'my-charts-card');
    await card.getByRole('checkbox', { name: 'Show on Trending' }).uncheck();
    await page.getByText('Chart taken off Trending').first().waitFor();
    expect(await trendingIds(page)).not.toContain(chartId);
    await context.close();
  });

  it('fits the admin’s users table, its actions in sight', async () => {
    const page = await fixture.browser.newPage({ viewport: { width, height: 900 } });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    await page.goto(`${fixture.server.url}/admin`, { waitUntil: 'networkidle' });
    await page.getByLabel('Access code').fill(ADMIN_CODE);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    const users = page.getByRole('region', { name: 'User Management' });
    await users
      .getByRole('button', { name: /^Disable publisher/ })
      .first()
      .waitFor();
    await fitsIn(users, `the users table at ${width}`);
    for (const action of await users.getByRole('button', { name: /^Disable / }).all()) {
      const box = (await action.boundingBox())!;
      expect(box.x + box.width, 'an action in sight').toBeLessThanOrEqual(width);
    }
    await shoot(users, page, 'admin-users');
    await page.close();
  });
});
