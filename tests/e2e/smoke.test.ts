import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

let database: TestDatabase;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  server = await startServer({ database });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

/** Opens a page and collects every console error and uncaught exception it raises. */
async function visit(path: string) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return { page, problems };
}

describe('the builder in Chromium', () => {
  it('loads the home page without console errors', async () => {
    const { page, problems } = await visit('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('charts');
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
