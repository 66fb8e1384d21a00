/** The rest of the builder in Chromium against the real server: charts, the feed, the account pages, the admin. */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_PRICE_PROVIDER } from '@shared/reading/price-providers';
import { toastWith } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';
import { cropPng, pixelsUnlike, readPng } from '../support/png-image';

const ADMIN_CODE = 'an-admin-code-for-e2e';
const fixture = browserFixture({ env: { ADMIN_ACCESS_CODE: ADMIN_CODE } });
const problems: string[] = [];

let n = 0;

/** A browser context signed in as a new user (signed up through the API, sharing the context's cookies). */
async function signedIn(): Promise<{ page: Page; context: BrowserContext; username: string }> {
  n += 1;
  const context = await fixture.browser.newContext({ acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const username = `pages${n}`;
  const response = await context.request.post(`${fixture.server.url}/api/auth/register`, {
    data: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  expect(response.status()).toBe(201);
  const page = await context.newPage();
  watch(page);
  return { page, context, username };
}

/** A screenshot to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

function watch(page: Page) {
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
}

async function saveChart(context: BrowserContext, name: string): Promise<{ id: number; slug: string }> {
  const response = await context.request.post(`${fixture.server.url}/api/chart`, {
    data: {
      dataSource: 'csv',
      sourceValue: 'sales.csv',
      name,
      chartType: 'bar',
      theme: 'dark-green',
      data: { labels: ['Q1', 'Q2', 'Q3', 'Q4'], datasets: [{ label: 'Sales', data: [3, 5, 4, 6] }] },
      options: { title: name },
      // On the feed, where the Trending tests read it.
      listed: true,
    },
  });
  return response.json();
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a `<chart-embed>` draws what, in CSS pixels from its top left: its box, its title, the
 * bottom of the last thing drawn (title, drawing, legend or caption), the frame's padding (its
 * picture ends at most that far below), its buttons, and its background colour.
 */
function chartLayout(host: Element) {
  const box = host.getBoundingClientRect();
  const root = host.shadowRoot!;
  const area = (element: Element) => {
    const at = element.getBoundingClientRect();
    return { x: at.left - box.left, y: at.top - box.top, width: at.width, height: at.height };
  };
  const drawn = [...root.querySelectorAll('[part=title], [part=canvas], [part=legend], [part=caption]')].map(area);
  return {
    width: box.width,
    height: box.height,
    title: area(root.querySelector('[part=title]')!),
    bottom: Math.max(...drawn.map((at) => at.y + at.height)),
    padding: parseFloat(getComputedStyle(root.querySelector('.frame')!).paddingLeft),
    buttons: [...root.querySelectorAll('[part=download], [part=table-toggle]')].map(area),
    background: getComputedStyle(host).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number],
  };
}

/** `area` of a picture drawn at `scale` pixels per CSS pixel. */
const scaled = (area: Area, scale: number): Area => ({ x: area.x * scale, y: area.y * scale, width: area.width * scale, height: area.height * scale });

describe('My Charts', () => {
  it('sends guests home', async () => {
    const page = await fixture.browser.newPage();
    watch(page);
    await page.goto(`${fixture.server.url}/my-charts`);
    await page.waitForURL(`${fixture.server.url}/`);
    await page.close();
  });

  it('lists, renames, shares, saves as PNG at 2×, and deletes', async () => {
    const { page, context } = await signedIn();
    await page.goto(`${fixture.server.url}/my-charts`);
    await page.getByRole('heading', { name: 'No charts yet' }).waitFor();
    const chart = await saveChart(context, 'Quarterly sales');
    await page.reload();
    await page.getByText('Manage your saved charts').waitFor();
    const card = page.locator(`[data-chart-id="${chart.id}"]`);
    await card.locator('chart-embed canvas').first().waitFor();
    expect(await card.getByText(/\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/).count()).toBe(1);

    await card.getByRole('button', { name: 'Rename chart' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Chart' });
    const input = rename.getByPlaceholder('Chart name');
    await input.fill('   ');
    expect(await rename.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true);
    await input.fill('  Sales by quarter  ');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await toastWith(page, 'Chart renamed').waitFor();
    // The card's name, and the chart's own title with it: the two read the same until they differ.
    await card.locator('.card-header').getByRole('heading', { name: 'Sales by quarter' }).waitFor();

    await card.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share Chart' });
    expect(await share.getByLabel('Direct Link').inputValue()).toBe(`${fixture.server.url}/e/${chart.slug}`);
    expect(await share.getByLabel('Embed Code').inputValue()).toBe(`<script src="${fixture.server.url}/e/${chart.slug}.js"></script>`);
    await share.getByRole('button', { name: 'Copy' }).nth(1).click();
    await toastWith(page, 'Embed code copied to clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/e/${chart.slug}.js`);
    await share.getByRole('button', { name: 'Copy' }).first().click();
    await toastWith(page, 'Link copied to clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${fixture.server.url}/e/${chart.slug}`);
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    // Save Image: the chart as drawn, at twice its size on white, with its title and without its
    // buttons, named by the rule of readers' downloads.
    const embed = card.locator('chart-embed');
    const layout = await embed.evaluate(chartLayout);
    const onScreen = readPng(await embed.screenshot());
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Save Image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sales-by-quarter.png');
    const png = readPng(await readFile((await file.path())!));
    expect(png.width).toBe(Math.round(layout.width * 2));
    expect(png.height).toBeGreaterThanOrEqual(Math.floor(layout.bottom * 2));
    expect(png.height).toBeLessThanOrEqual(Math.round(Math.min(layout.height, layout.bottom + layout.padding) * 2));
    expect(pixelsUnlike(cropPng(png, { x: 0, y: 0, width: 1, height: 1 }), [255, 255, 255]), 'white beyond the rounded corner').toBe(0);
    expect(pixelsUnlike(cropPng(png, scaled(layout.title, 2)), layout.background, 24), 'the title').toBeGreaterThan(100);
    expect(layout.buttons).toHaveLength(2);
    for (const button of layout.buttons) {
      // On screen the buttons are drawn there; in the picture that place is the chart's background.
      expect(pixelsUnlike(cropPng(onScreen, scaled(button, onScreen.width / layout.width)), layout.background, 24), 'a button on screen').toBeGreaterThan(20);
      expect(pixelsUnlike(cropPng(png, scaled(button, 2)), layout.background, 24), 'a button in the picture').toBe(0);
    }
    await toastWith(page, 'Image downloaded').waitFor();

    await card.getByRole('button', { name: /view/ }).last().click();
    const views = page.getByRole('dialog', { name: /Views of/ });
    await views.locator('chart-embed canvas').first().waitFor();
    await views.getByRole('button', { name: 'Close' }).click();
    await views.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Delete chart' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Chart' });
    await remove.getByText('Are you sure you want to delete this chart? This action cannot be undone.').waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Chart deleted').waitFor();
    await page.getByRole('heading', { name: 'No charts yet' }).waitFor();
    await context.close();
  });
});

describe('Trending', () => {
  it('draws a chart whose data is too large for the feed from its own address', async () => {
    const author = await signedIn();
    const labels = Array.from({ length: 4000 }, (_, i) => new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    const data = {
      labels,
      datasets: ['North', 'South'].map((label, s) => ({ label, data: labels.map((_, i) => Math.round(Math.sin(i / 90 + s) * 1000) / 10) })),
    };
    const saved = await author.context.request.post(`${fixture.server.url}/api/chart`, {
      data: { dataSource: 'csv', name: 'Big feed chart', chartType: 'line', data, listed: true },
    });
    expect(saved.status()).toBe(201);
    const feed = (await (await author.context.request.get(`${fixture.server.url}/api/trending-charts`)).json()) as Array<{
      name: string;
      dataUrl: string | null;
    }>;
    expect(feed.find((c) => c.name === 'Big feed chart')?.dataUrl).toMatch(/\/e\/.+\.json$/);
    await author.page.goto(`${fixture.server.url}/trending`);
    const card = author.page.locator('.card', { hasText: 'Big feed chart' });
    await card.locator('chart-embed canvas').first().waitFor();
    // Drawn from the spec at that address: the legend names both series.
    await card.locator('chart-embed').getByRole('button', { name: 'South' }).waitFor();
    await author.context.close();
  });

  it('lets a signed-in user like, comment, reply and delete their own comment; guests are asked to sign in', async () => {
    const author = await signedIn();
    await saveChart(author.context, 'Feed chart');
    const { page, context } = await signedIn();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${fixture.server.url}/trending`);
    await page.getByRole('heading', { name: 'Trending Charts' }).waitFor();
    const card = page.locator('.card', { hasText: 'Feed chart' });
    expect(await card.getByText(`by @${author.username}`, { exact: false }).textContent()).toMatch(/less than a minute ago/);
    await card.getByRole('button', { name: /^Feed chart/ }).click();
    const detail = page.getByRole('region', { name: 'Feed chart' });
    await detail.locator('chart-embed canvas').first().waitFor();
    expect(Math.round((await detail.locator('chart-embed').boundingBox())!.height)).toBe(500);

    expect(await detail.getByRole('button', { name: '♥ 0' }).getAttribute('aria-pressed')).toBe('false');
    await detail.getByRole('button', { name: '♥ 0' }).click();
    await toastWith(page, 'Chart liked!').waitFor();
    await detail.getByRole('button', { name: '♥ 1' }).waitFor();
    expect(await detail.getByRole('button', { name: '♥ 1' }).getAttribute('aria-pressed')).toBe('true');

    await detail.getByLabel('Add a comment').fill('Lovely chart');
    await detail.getByRole('button', { name: 'Comment', exact: true }).click();
    await toastWith(page, 'Comment added!').waitFor();
    await detail.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await card.getByText('1 comment', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Reply' }).click();
    await detail.getByLabel('Write a reply').fill('Thanks!');
    await detail.getByRole('button', { name: 'Reply' }).last().click();
    await toastWith(page, 'Reply added!').waitFor();
    await detail.getByRole('heading', { name: 'Comments (2)' }).waitFor();
    await detail.getByRole('button', { name: 'Delete' }).first().click();
    await toastWith(page, 'Comment deleted!').waitFor();
    await detail.getByRole('heading', { name: 'Comments (0)' }).waitFor();

    await card.getByRole('button', { name: /^Feed chart/ }).click();
    await page.getByRole('region', { name: 'Feed chart' }).waitFor({ state: 'detached' });
    await context.close();

    const guest = await fixture.browser.newPage();
    watch(guest);
    await guest.goto(`${fixture.server.url}/trending`);
    await guest
      .locator('.card', { hasText: 'Feed chart' })
      .getByRole('button', { name: /^Feed chart/ })
      .click();
    await guest.getByText('Sign in to like and comment on charts').waitFor();
    await guest.close();
    await author.context.close();
  });
});

describe('account pages', () => {
  it('edits the profile: a validation error, then a success', async () => {
    const { page, context, username } = await signedIn();
    await page.goto(fixture.server.url);
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByText('Please verify your email to unlock all features').waitFor();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByText('Email not verified').waitFor();
    await dialog.getByLabel('Username').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // Said beside the field, not in a toast, and gone once it is typed in.
    const problem = dialog.getByRole('alert');
    expect(await problem.textContent()).toBe('Username and email are required');
    expect(await dialog.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Username').fill(`${username}-renamed`);
    await problem.waitFor({ state: 'detached' });
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, 'Profile updated successfully').waitFor();
    const me = await (await context.request.get(`${fixture.server.url}/api/auth/user`)).json();
    expect(me).toMatchObject({ username: `${username}-renamed`, firstName: 'Ada' });
    await context.close();
  });

  it('shows the verification results and the resend page', async () => {
    const page = await fixture.browser.newPage();
    watch(page);
    await page.goto(`${fixture.server.url}/email-verified?success=true`);
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    await page.goto(`${fixture.server.url}/email-verified?success=true&already=true`);
    await page.getByRole('heading', { name: 'Your email is already verified' }).waitFor();
    await page.goto(`${fixture.server.url}/verify-email?success=false`);
    await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
    await page.getByText("We couldn't verify your email. The verification link may be expired or invalid.").waitFor();
    await page.getByRole('link', { name: 'Resend Verification Email' }).click();
    await page.waitForURL(`${fixture.server.url}/resend-verification`);
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await page.getByText('Please enter your email address.').waitFor();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await toastWith(page, 'Verification Email Sent').waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL(`${fixture.server.url}/`);
    await page.close();
  });
});

describe('admin', () => {
  it('refuses a wrong code, then shows the users table, and logs out', async () => {
    const { context } = await signedIn();
    await context.close();
    const page = await fixture.browser.newPage();
    watch(page);
    await page.goto(`${fixture.server.url}/admin/dashboard`);
    await page.waitForURL(`${fixture.server.url}/admin`);
    await page.getByLabel('Access code').fill('wrong-code');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await toastWith(page, 'Invalid code').waitFor();
    await page.getByLabel('Access code').fill(ADMIN_CODE);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await toastWith(page, 'Admin access granted').waitFor();
    await page.waitForURL(`${fixture.server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    const users = page.getByRole('region', { name: 'User Management' });
    await expect
      .poll(() => users.locator('.data-table th').allTextContents())
      .toEqual(['ID', 'Username', 'Email', 'Email Verified', 'Name', 'Created', 'Last Updated', 'Status', 'Actions']);
    // The rows arrive after the heading: wait for them rather than count at once.
    await users.locator('.data-table').getByText('Not Verified').first().waitFor();
    expect(await users.locator('.data-table tbody tr').count()).toBeGreaterThan(0);
    // Beside it, every outside service's health.
    const sources = page.getByRole('region', { name: 'Data Sources' });
    await expect.poll(() => sources.locator('.data-table th').allTextContents()).toEqual(['Source', 'Kind', 'Status', 'Last success', 'Last failure']);
    await sources.getByRole('row', { name: /World Bank/ }).waitFor();
    // The server's facts, as the start-up banner gives them: this one has no AI model.
    await page.getByRole('heading', { name: 'Server' }).waitFor();
    expect(await page.locator('.server-facts').textContent()).toContain('Planner only: no AI model is connected');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${fixture.server.url}/admin`);
    await page.close();
  });
});

describe('other pages', () => {
  it('/classic types its demo, and its CSV upload opens the wizard with the file', async () => {
    const { page, context } = await signedIn();
    await page.goto(`${fixture.server.url}/classic`);
    await page.getByText('5 free AI charts, no sign-up').waitFor();
    await page.getByText('Always free, unlimited CSV charts').waitFor();
    const demo = page.getByLabel('Example request');
    const first = (await demo.textContent()) ?? '';
    await expect.poll(async () => ((await demo.textContent()) ?? '').length, { timeout: 5000 }).toBeGreaterThan(first.length);
    await page
      .getByLabel('Upload a CSV file')
      .setInputFiles({ name: 'visits.csv', mimeType: 'text/csv', buffer: Buffer.from('Day,Visits\nMon,10\nTue,12\nWed,9\n') });
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByText('Selected: visits.csv').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.locator('chart-embed canvas').first().waitFor();
    await context.close();
  });

  // This server has neither an AI model nor a price key: the planner reads questions, tickers are off.
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    it(`says on the landing page and step 1, before anything is typed or sent, what this server can chart (${viewport.width} px)`, async () => {
      const page = await fixture.browser.newPage({ viewport });
      watch(page);
      const asked: string[] = [];
      page.on('request', (request) => /\/api\/(chart-from-query|price\/)/.test(request.url()) && asked.push(request.url()));
      await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Start Charting with AI' }).waitFor();
      // The sample questions stay: the planner reads them without a model.
      await page.getByRole('heading', { name: 'Try asking' }).waitFor();
      await expect.poll(() => page.locator('.prompt-card').count()).toBe(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shoot(page, 'landing-no-providers');

      await page.getByRole('button', { name: 'Start Charting with AI' }).click();
      const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
      await wizard.getByText('Charts from open data').waitFor();
      await wizard.getByRole('note').filter({ hasText: NO_PRICE_PROVIDER }).waitFor();
      const examples = await wizard.getByRole('group', { name: 'Examples' }).getByRole('button').allTextContents();
      expect(examples).not.toContain('Bitcoin vs S&P 500 this year');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shoot(page, 'step-1-no-providers');

      const box = wizard.getByLabel('What would you like to chart?');
      await box.fill('Population by continent as a pie chart');
      await expect.poll(() => wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);
      expect(await wizard.getByRole('alert').count()).toBe(0);
      // A ticker typed anyway gets the same words as the note, at once and in place.
      await box.fill('AAPL');
      await wizard.getByRole('alert').getByText(NO_PRICE_PROVIDER, { exact: true }).waitFor();
      await expect.poll(() => wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await shoot(page, 'step-1-no-providers-ticker');
      expect(asked).toEqual([]);
      await page.close();
    });
  }

  it('gives each page its own tab title, opened or reached through a link', async () => {
    const page = await fixture.browser.newPage();
    watch(page);
    await page.goto(`${fixture.server.url}/trending`);
    await page.getByRole('heading', { name: 'Trending Charts' }).waitFor();
    await expect.poll(() => page.title()).toBe('Trending · Chart Embed');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.title()).toBe('Chart Embed');
    await page.getByRole('link', { name: 'Privacy' }).click();
    await expect.poll(() => page.title()).toBe('Privacy Policy · Chart Embed');
    await page.goto(`${fixture.server.url}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Chart Embed');
    await page.close();
  });

  it('leads home from a page that does not exist', async () => {
    const page = await fixture.browser.newPage();
    watch(page);
    await page.goto(`${fixture.server.url}/no-such-page`);
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${fixture.server.url}/`);
    await page.getByRole('button', { name: 'Start Charting with AI' }).waitFor();
    await page.close();
  });

  it('has the terms and privacy pages, dated as the spec has them', async () => {
    const page = await fixture.browser.newPage();
    watch(page);
    for (const [path, heading] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await page.goto(`${fixture.server.url}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByText('Last Updated: May 18, 2023').waitFor();
    }
    await page.getByText('Embedded charts set no cookies').waitFor();
    await page.close();
  });

  it('logged no console errors on any page', () => {
    // Refusals the tests asked for on purpose (a wrong admin code, guests' 401s) show as resource errors.
    expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 40[13]/.test(p))).toEqual([]);
  });
});
