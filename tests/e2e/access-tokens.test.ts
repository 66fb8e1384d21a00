/**
 * Personal access tokens in Chromium against the real server: made in Edit Profile, copied once,
 * used by a script (this test, with fetch) to make a chart that My Charts then shows, and revoked.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { toastWith } from '../support/browser';
import { callWithToken, signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture();
const problems: string[] = [];
const COPY_ONCE = "Copy this token now. You won't be able to see it again.";

let n = 0;
async function signedIn(viewport = { width: 1280, height: 900 }): Promise<{ page: Page; context: BrowserContext }> {
  n += 1;
  const signedUp = await signUpInBrowser(fixture.browser, fixture.server.url, `tokens${n}`, problems, { viewport });
  await signedUp.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  return signedUp;
}

/** Edit Profile, on its tokens tab. */
async function openTokens(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('tab', { name: 'Access tokens' }).click();
  await dialog.getByRole('heading', { name: 'Personal access tokens' }).waitFor();
  return dialog;
}

const script = (token: string, method: string, path: string, body?: unknown) => callWithToken(fixture.server.url, token, method, path, body);

afterAll(() => {
  expect(problems).toEqual([]);
});

describe('personal access tokens', () => {
  it('are made in Edit Profile, copied once, used by a script, and revoked', async () => {
    const { page, context } = await signedIn();
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    let dialog = await openTokens(page);
    await dialog.getByText('No tokens yet.').waitFor();
    await dialog.getByLabel('Token name').fill('Nightly export');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await toastWith(page, 'Token created').waitFor();
    await dialog.getByText(COPY_ONCE).waitFor();
    const token = await dialog.getByLabel('New token Nightly export').inputValue();
    expect(token).toMatch(/^ce_pat_[\w-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    expect(await dialog.getByRole('listitem').filter({ hasText: 'Nightly export' }).textContent()).toContain('Never used');

    const created = await script(token, 'POST', '/api/chart', {
      dataSource: 'csv',
      sourceValue: 'export.csv',
      name: 'Made by a script',
      chartType: 'line',
      data: { labels: ['Mon', 'Tue', 'Wed'], datasets: [{ label: 'Orders', data: [12, 15, 9] }] },
    });
    expect(created.status).toBe(201);
    const chart = (await created.json()) as { id: number };

    // Closed and opened again: the secret is gone for good, and the list says the token was used.
    // (Escape would close the toast first: it is the layer on top.)
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    dialog = await openTokens(page);
    const row = dialog.getByRole('listitem').filter({ hasText: 'Nightly export' });
    await row.getByText(/Last used less than a minute ago/).waitFor();
    expect(await dialog.getByText(COPY_ONCE).count()).toBe(0);
    expect(await page.getByText(token).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${fixture.server.url}/my-charts`, { waitUntil: 'networkidle' });
    await page.locator(`[data-chart-id="${chart.id}"]`).getByRole('heading', { name: 'Made by a script' }).waitFor();

    dialog = await openTokens(page);
    await dialog.getByRole('button', { name: 'Revoke Nightly export' }).click();
    await dialog.getByText('Scripts using it will stop working at once.').waitFor();
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await toastWith(page, 'Token revoked').waitFor();
    await dialog.getByText('No tokens yet.').waitFor();

    const refused = await script(token, 'GET', '/api/user/charts');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'The access token is not valid: it was revoked, or never existed' });
    await context.close();
  });

  it('fits a 360 px phone with a token just made, showing the whole token', async () => {
    const { page, context } = await signedIn({ width: 360, height: 740 });
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    const dialog = await openTokens(page);
    await dialog.getByLabel('Token name').fill('A token with a rather long name for a small screen');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText(COPY_ONCE).waitFor();
    await dialog.getByRole('listitem').first().waitFor();
    // Every line of the secret in view: nothing below the box's edge, waiting to be scrolled to.
    const secret = dialog.getByLabel('New token A token with a rather long name for a small screen');
    const fit = await secret.evaluate((box: HTMLTextAreaElement) => ({ shown: box.clientHeight, whole: box.scrollHeight }));
    expect(fit.whole).toBeLessThanOrEqual(fit.shown);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('[role=dialog] *')].filter((e) => e.getBoundingClientRect().right > innerWidth).map((e) => e.tagName),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
