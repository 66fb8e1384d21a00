/**
 * The account in Chromium against the real server and a real SMTP server: a forgotten password
 * (the sign-in dialog, the mail's link, the new password, signing in with it), and deleting the
 * account from Edit Profile after downloading its data. With SCREENSHOT_DIR set, each new screen
 * is saved there at the width it was shown, for looking at.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../support/accounts';
import { isExpectedGuest401, toastWith } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';
import { resetLinkIn, startSmtp, type TestSmtp } from '../support/smtp';

const env: Record<string, string> = {};
let smtp: TestSmtp;
// Declared before the fixture, so the mail server is up when the server reads its address.
beforeAll(async () => {
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
const fixture = browserFixture({ env });

const PASSWORD = 'correct horse battery';
const RESET_REQUESTED = 'If an account uses that address, we have sent it a link to reset the password.';
const problems: string[] = [];
/** Chrome logs every 4xx answer; these are the refusals the tests ask for (a used link, a wrong password). */
const refused = /Failed to load resource: the server responded with a status of (400|403)/;

afterAll(() => {
  expect(problems.filter((p) => !refused.test(p) && !isExpectedGuest401(p))).toEqual([]);
});

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

async function expectNoOverflow(page: Page, within: Locator): Promise<void> {
  const box = (await within.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

let n = 0;
/** A person with an account, signed up through the API, whose browser is not signed in. */
async function accountIn(
  browser: Browser,
  prefix: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext; username: string; email: string }> {
  n += 1;
  const username = `${prefix}${n}`;
  const email = `${username}@example.com`;
  const { page, context } = await signUpInBrowser(browser, fixture.server.url, username, problems, { viewport });
  await smtp.next(email);
  return { page, context, username, email };
}

describe('a forgotten password', () => {
  for (const viewport of [WIDE, PHONE]) {
    it(`is reset from the sign-in dialog through the mailed link, then used to sign in (${viewport.width} px)`, async () => {
      const { page, context, username, email } = await accountIn(fixture.browser, 'forgot', viewport);
      await context.clearCookies();
      await page.goto(fixture.server.url, { waitUntil: 'networkidle' });

      await page.getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Authentication' });
      await dialog.getByRole('button', { name: 'Forgot password?' }).waitFor();
      await shoot(page, 'sign-in');
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await dialog.getByLabel('Email').fill('victim<attacker@evil.example>');
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await dialog.getByRole('alert').getByText('Please enter a single email address, like name@example.com.').waitFor();
      await dialog.getByLabel('Email').fill(email);
      await shoot(page, 'forgot-form');
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await dialog.getByText(RESET_REQUESTED).waitFor();
      await expectNoOverflow(page, dialog);
      await shoot(page, 'forgot-sent');
      await dialog.getByRole('button', { name: 'Back to sign in' }).click();
      await dialog.getByRole('tab', { name: 'Login' }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      const link = resetLinkIn(await smtp.next(email));
      await page.goto(link, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('a new password');
      await page.getByLabel('Confirm new password').fill('a different one');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('alert').getByText('Passwords do not match').waitFor();
      await page.getByLabel('Confirm new password').fill('a new password');
      await shoot(page, 'reset-page');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { name: 'Password changed' }).waitFor();
      await toastWith(page, 'Password changed').waitFor();
      await expectNoOverflow(page, page.locator('main'));
      await shoot(page, 'reset-done');

      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      const signIn = page.getByRole('dialog', { name: 'Authentication' });
      await signIn.getByLabel('Username or email').fill(username);
      await signIn.getByLabel('Password').fill('a new password');
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await toastWith(page, 'Logged in successfully').waitFor();
      await page.getByRole('button', { name: 'My Account' }).waitFor();

      // The link worked once: a second use says why it cannot, and offers a new one.
      await page.goto(link, { waitUntil: 'networkidle' });
      await page.getByLabel('New password', { exact: true }).fill('yet another password');
      await page.getByLabel('Confirm new password').fill('yet another password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { name: 'This reset link does not work' }).waitFor();
      await page
        .getByRole('alert')
        .getByText(/was used already, it has expired/)
        .waitFor();
      await page.getByRole('button', { name: 'Send reset link' }).waitFor();
      await expectNoOverflow(page, page.locator('main'));
      await shoot(page, 'reset-refused');
      await context.close();
    });
  }

  it('says a link without its token is incomplete', async () => {
    const page = await fixture.browser.newPage({ viewport: WIDE });
    await page.goto(`${fixture.server.url}/reset-password`, { waitUntil: 'networkidle' });
    await page.getByRole('alert').getByText('This link is incomplete: open the link from the e-mail again, or ask for a new one.').waitFor();
    await page.close();
  });
});

describe('deleting the account', () => {
  for (const viewport of [WIDE, PHONE]) {
    it(`downloads the data, then deletes the account from Edit Profile after a typed confirmation (${viewport.width} px)`, async () => {
      const { page, context, username } = await accountIn(fixture.browser, 'leaver', viewport);
      const made = await page.request.post(`${fixture.server.url}/api/chart`, {
        data: {
          dataSource: 'csv',
          sourceValue: 'leaving.csv',
          name: 'Leaving soon',
          chartType: 'bar',
          data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] },
        },
      });
      expect(made.status()).toBe(201);
      const { slug } = (await made.json()) as { slug: string };

      await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'My Account' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.getByRole('tab', { name: 'Account' }).click();
      await dialog.getByRole('heading', { name: 'Your data' }).waitFor();
      await expectNoOverflow(page, dialog);
      await shoot(page, 'account-tab');

      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toBe(`chart-embed-${username}.json`);
      const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { username: string }; charts: Array<{ slug: string }> };
      expect(file.profile.username).toBe(username);
      expect(file.charts.map((c) => c.slug)).toEqual([slug]);

      await dialog.getByRole('button', { name: 'Delete account' }).click();
      const confirmButton = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await confirmButton.isDisabled()).toBe(true);
      await dialog.getByLabel(`Type ${username} or DELETE to confirm`).fill('DELETE');
      await dialog.getByLabel('Your password').fill('not my password');
      await expectNoOverflow(page, dialog);
      await shoot(page, 'delete-confirm');
      await confirmButton.click();
      // Said beside the password, not in a toast over the dialog.
      await dialog.getByRole('alert').getByText('That password is not correct: your account was not deleted').waitFor();
      expect(await dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
      await dialog.getByLabel(`Type ${username} or DELETE to confirm`).fill(username);
      await dialog.getByLabel('Your password').fill(PASSWORD);
      await confirmButton.click();

      await toastWith(page, 'Account deleted').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await shoot(page, 'deleted');
      expect((await page.request.get(`${fixture.server.url}/e/${slug}.json`)).status()).toBe(404);
      expect((await page.request.get(`${fixture.server.url}/api/auth/user`)).status()).toBe(401);
      await context.close();
    });
  }
});
