/**
 * Where a trending chart's detail opens, in Chromium against the real server: a card far down the
 * feed opens it in view and focused, on a desktop and on a phone, and Close gives focus back to
 * the card.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isExpectedGuest401 } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';

const CHARTS = 10;

const fixture = browserFixture({
  seed: async (db) => {
    const userId = await insertUser(db, 'feeder');
    for (let i = 1; i <= CHARTS; i++) await insertChart(db, { slug: `feed-chart${String(i).padStart(2, '0')}`, userId, name: `Feed chart ${i}`, listed: true });
  },
});

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

describe('a trending chart’s detail', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ])('opens in view and focused from the 8th card at $width×$height', async (viewport) => {
    const page = await fixture.browser.newPage({ viewport });
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !isExpectedGuest401(m.text()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${fixture.server.url}/trending`, { waitUntil: 'networkidle' });
    const cards = page.locator('.card');
    await expect.poll(() => cards.count()).toBe(CHARTS);

    const card = cards.nth(7).locator('.card-button');
    const name = (await card.textContent())!.trim();
    await card.click();
    const detail = page.getByRole('region', { name, exact: true });
    await detail.waitFor();
    const box = await detail.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, heading: el.querySelector('.detail-header')!.getBoundingClientRect().bottom };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.heading).toBeLessThanOrEqual(viewport.height);
    // Most of the screen shows it, not a sliver at its foot.
    expect(Math.min(box.bottom, viewport.height) - box.top).toBeGreaterThan(viewport.height / 2);
    await expect.poll(() => detail.evaluate((el) => el === document.activeElement)).toBe(true);
    await detail.locator('chart-embed canvas').first().waitFor();

    await shoot(page, 'trending-detail');

    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    const cardBox = await card.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(cardBox.top).toBeGreaterThanOrEqual(0);
    expect(cardBox.bottom).toBeLessThanOrEqual(viewport.height);
    expect(problems).toEqual([]);
    await page.close();
  });
});
