import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * With SCREENSHOT_DIR set, the page saved there as `NAME-WIDTH.png`, scrolled to `target` and
 * given time for the chart's reveal to end; without it, nothing. For looking at a wizard's
 * controls at each width, not for asserting.
 */
export async function shootAt(page: Page, target: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(1200);
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}
