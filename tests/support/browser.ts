/** One Chromium for a test file, and pages that record every console error and uncaught exception. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export async function openPage(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, problems };
}
