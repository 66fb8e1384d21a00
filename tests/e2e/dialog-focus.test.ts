/**
 * Focus around the builder's dialogs, in Chromium against the real server: closing a dialog gives
 * focus back to the button that opened it, signing up from the wizard's signup gate keeps focus in
 * the wizard, and Escape closes a dialog while a toast shows.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastWith } from '../support/browser';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, env: { OPENAI_API_KEY: 'test-key', ALPHAVANTAGE_API_KEY: '' } });
const problems: string[] = [];

const isFocused = (element: Locator) => element.evaluate((el) => el === document.activeElement);

/** Where focus is: the dialog holding it (by its name), or `page` outside every dialog. */
const focusedDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    if (!dialog) return document.activeElement === document.body ? 'body' : 'page';
    return document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?';
  });

/** Opens a dialog with `opener`, closes it as `close` says, and checks focus went back to `opener`. */
async function openAndClose(page: Page, opener: Locator, name: string, close: 'Escape' | 'Close') {
  await opener.click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor();
  // Open means focus moved in: until then (a moment, on a loaded machine) an Escape reaches the
  // dialog underneath, which leaves it to the one on top (see `Dialog`), and nothing closes.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: `focus into ${name}`, timeout: 10_000 }).toBe(true);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener), { message: `focus back on the opener of ${name}` }).toBe(true);
}

let n = 0;
async function signedIn() {
  n += 1;
  const { page, context } = await signUpInBrowser(fixture.browser, fixture.server.url, `focus${n}`, problems);
  // A step that never happens fails within the test's time, naming the element it waited for.
  page.setDefaultTimeout(20_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const response = await context.request.post(`${fixture.server.url}/api/chart`, {
    data: {
      dataSource: 'csv',
      sourceValue: 'sales.csv',
      name: 'Quarterly sales',
      chartType: 'bar',
      data: { labels: ['Q1', 'Q2', 'Q3', 'Q4'], datasets: [{ label: 'Sales', data: [3, 5, 4, 6] }] },
      options: { title: 'Quarterly sales' },
    },
  });
  expect(response.status()).toBe(201);
  await page.goto(`${fixture.server.url}/my-charts`);
  const card = page.locator('[data-chart-id]', { hasText: 'Quarterly sales' });
  await card.getByRole('button', { name: 'Edit' }).waitFor();
  return { page, context, card };
}

describe('closing a dialog', () => {
  it('gives focus back to the My Charts button that opened it: Rename, Share, Views, the preview, the wizard and its fullscreen chart', async () => {
    const { page, context, card } = await signedIn();
    for (const close of ['Close', 'Escape'] as const) {
      await openAndClose(page, card.getByRole('button', { name: 'Rename chart' }), 'Rename Chart', close);
      await openAndClose(page, card.getByRole('button', { name: 'Share' }), 'Share Chart', close);
      await openAndClose(page, card.getByRole('button', { name: /^\d+ views?$/ }), 'Views of Quarterly sales', close);
      await openAndClose(page, card.getByRole('button', { name: 'View', exact: true }), 'Quarterly sales', close);
    }

    const edit = card.getByRole('button', { name: 'Edit' });
    await openAndClose(page, edit, 'Edit Chart', 'Escape');
    await edit.click();
    const wizard = page.getByRole('dialog', { name: 'Edit Chart' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await openAndClose(page, wizard.getByRole('button', { name: 'View Fullscreen Chart' }), 'Chart Preview', 'Close');
    await openAndClose(page, wizard.getByRole('button', { name: 'View Fullscreen Chart' }), 'Chart Preview', 'Escape');
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    await wizard.waitFor({ state: 'detached' });
    // The saved chart's card is drawn again from the refetched list before focus lands on it.
    await edit.waitFor();
    await expect.poll(() => isFocused(edit)).toBe(true);
    await context.close();
  });

  it('gives focus back to the account menu’s button when Profile was chosen in it', async () => {
    const { page, context } = await signedIn();
    const account = page.getByRole('button', { name: 'My Account' });
    // Twice: the first time the dialog's code loads after the menu has closed, the second it opens at once.
    for (const close of ['Escape', 'Close'] as const) {
      await account.click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.waitFor();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(account)).toBe(true);
    }
    await context.close();
  });

  it('gives focus back to the landing page button that opened the wizard', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await openAndClose(page, page.getByRole('button', { name: 'Start Charting with AI' }), 'Create a Chart', 'Escape');
    await openAndClose(page, page.getByRole('button', { name: 'Start Charting with AI' }), 'Create a Chart', 'Close');
    await page.close();
  });
});

describe('the signup gate', () => {
  it('keeps focus in the wizard after signing up, Tab included', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    const start = page.getByRole('button', { name: 'Start Charting with AI' });
    await start.click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('What would you like to chart?').fill('AAPL');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Create Free Profile' }).click();

    const auth = page.getByRole('dialog', { name: 'Authentication' });
    await auth.getByRole('tab', { name: 'Register' }).click();
    await auth.getByLabel('Username').fill('gatefocus');
    await auth.getByLabel('Email').fill('gatefocus@example.com');
    await auth.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await auth.getByLabel('Confirm password').fill('correct horse battery');
    await auth.getByLabel('Confirm password').press('Enter');
    await toastWith(page, 'Account created successfully').waitFor();
    await auth.waitFor({ state: 'detached' });

    const heading = wizard.getByRole('heading', { name: 'Customize Chart' });
    await heading.waitFor();
    await expect.poll(() => isFocused(heading)).toBe(true);
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(4).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await focusedDialog(page), `after ${key}`).toBe('Create a Chart');
    }

    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(start)).toBe(true);
    await context.close();
  });
});

describe('Escape while a toast shows', () => {
  // The toast opens after the dialog, and Radix gives Escape to the layer opened last.
  it('closes the dialog, not only the toast', async () => {
    const { page, context, card } = await signedIn();
    const share = card.getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share Chart' });
    await dialog.getByRole('button', { name: 'Copy' }).first().click();
    await toastWith(page, 'Copied!').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 2000 });
    await expect.poll(() => isFocused(share)).toBe(true);
    await context.close();
  });

  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
