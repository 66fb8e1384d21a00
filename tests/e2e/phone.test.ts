/**
 * The builder on a 360 × 740 phone: no page and no dialog is wider than the screen, and the wizard
 * goes from a ticker to an embed code. Each check is `scrollWidth <= innerWidth`, taken on every
 * route and with every dialog open.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, env: { OPENAI_API_KEY: 'test-key', ALPHAVANTAGE_API_KEY: '', ADMIN_ACCESS_CODE: 'a-phone-admin-code' } });
const PHONE = { width: 360, height: 740 };

/** Every element that reaches past the right edge, for a readable failure. */
async function overflow(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    culprits: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && getComputedStyle(e).position !== 'fixed')
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)}`),
  }));
  expect(found.scrollWidth, `${where}: ${found.culprits.join(', ')}`).toBeLessThanOrEqual(found.innerWidth);
}

/** Whether an open dialog fits on the screen. */
async function dialogFits(page: Page, name: string | RegExp): Promise<void> {
  const box = (await page.getByRole('dialog', { name }).boundingBox())!;
  expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(PHONE.width);
  await overflow(page, String(name));
}

async function signedIn(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await fixture.browser.newContext({ viewport: PHONE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const username = `phone${Math.random().toString(36).slice(2, 8)}`;
  const response = await context.request.post(`${fixture.server.url}/api/auth/register`, {
    data: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  expect(response.status()).toBe(201);
  return { page: await context.newPage(), context };
}

describe('on a 360 px phone', () => {
  it('fits every page a guest can open, and the sign-in dialog', async () => {
    const context = await fixture.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    for (const route of ['/', '/trending', '/classic', '/terms', '/privacy', '/admin', '/email-verified', '/resend-verification', '/no-such-page']) {
      await page.goto(`${fixture.server.url}${route}`, { waitUntil: 'networkidle' });
      await overflow(page, route);
    }
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await dialogFits(page, 'Authentication');
    await context.close();
  });

  it('completes the wizard from a ticker to the embed code, every step fitting', async () => {
    const { page, context } = await signedIn();
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await dialogFits(page, 'Create a Chart');
    await wizard.getByLabel('What would you like to chart?').fill('AAPL');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    // On a phone the preview sits below the controls; it draws when scrolled into view.
    await wizard.locator('chart-embed').scrollIntoViewIfNeeded();
    await wizard.locator('chart-embed canvas').first().waitFor();
    await dialogFits(page, 'Create a Chart');
    await wizard.getByLabel('Title').fill('Apple on a phone');
    await wizard.getByRole('button', { name: 'Next' }).click();
    const ready = wizard.getByRole('heading', { name: 'Your Chart is Ready!' });
    await ready.waitFor();
    await dialogFits(page, 'Create a Chart');
    // The result step opens at its top, with its heading in view.
    const heading = (await ready.boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeLessThan(PHONE.height);
    for (const name of ['Copy', 'Close']) {
      const button = (await wizard.getByRole('button', { name }).first().boundingBox())!;
      expect(button.x + button.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    await wizard.getByRole('button', { name: 'Copy' }).first().click();
    await wizard.getByRole('button', { name: 'Copied!' }).waitFor();
    await context.close();
  });

  it('fits My Charts and its dialogs, the account menu and the profile dialog', async () => {
    const { page, context } = await signedIn();
    const saved = await context.request.post(`${fixture.server.url}/api/chart`, {
      data: {
        dataSource: 'csv',
        sourceValue: 'sales.csv',
        name: 'A chart with a rather long name for a small screen',
        // On the feed, which this test fits too.
        listed: true,
        chartType: 'bar',
        theme: 'dark-green',
        data: { labels: ['Q1', 'Q2', 'Q3', 'Q4'], datasets: [{ label: 'Sales', data: [3, 5, 4, 6] }] },
        options: { title: 'Sales' },
      },
    });
    const chart = (await saved.json()) as { id: number };
    await page.goto(`${fixture.server.url}/my-charts`, { waitUntil: 'networkidle' });
    const card = page.locator(`[data-chart-id="${chart.id}"]`);
    await card.locator('chart-embed canvas').first().waitFor();
    await overflow(page, '/my-charts');
    for (const [button, dialog] of [
      ['Share', 'Share Chart'],
      ['Rename chart', 'Rename Chart'],
      ['Delete chart', 'Delete Chart'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      await dialogFits(page, dialog);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
    }
    await card.getByRole('button', { name: /view/ }).last().click();
    await page
      .getByRole('dialog', { name: /Views of/ })
      .locator('chart-embed canvas')
      .first()
      .waitFor();
    await dialogFits(page, /Views of/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'My Account' }).click();
    const menu = (await page.getByRole('menu').boundingBox())!;
    expect(menu.x + menu.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await dialogFits(page, 'Edit Profile');
    await page.keyboard.press('Escape');

    await page.goto(`${fixture.server.url}/trending`, { waitUntil: 'networkidle' });
    await page.locator('chart-embed canvas').first().waitFor();
    await overflow(page, '/trending');
    await page.goto(`${fixture.server.url}/admin`, { waitUntil: 'networkidle' });
    await page.getByLabel('Access code').fill('a-phone-admin-code');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.getByRole('region', { name: 'User Management' }).getByRole('table').waitFor();
    await overflow(page, '/admin/dashboard');
    await context.close();
  });
});
