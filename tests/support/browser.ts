/** One Chromium for a test file, and pages that record every console error and uncaught exception. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium';

export async function launchChromium(): Promise<Browser> {
  const { executablePath, env } = await findChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, env: { ...process.env, ...env } });
}

/**
 * Chrome logs every 4xx answer as a console error. A guest's check of the current user answers 401
 * by design (docs/api.md, Accounts), so that one line is not a problem of the page.
 */
export const isExpectedGuest401 = (text: string) => /Failed to load resource: the server responded with a status of 401/.test(text);

/** The toast showing exactly this text. */
export const toastWith = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });

export async function openPage(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedGuest401(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems };
}
