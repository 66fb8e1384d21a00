/**
 * Charts that change after they are saved, in Chromium against the real server: edited in place
 * from My Charts (the same slug, so a page of another origin shows the edit), made from a link to
 * a CSV file, and kept live: refreshed now, a failed refresh shown with its reason, live updates off.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toastWith } from '../support/browser';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';
import { startFakeCsvHost, type FakeCsvHost } from '../support/fake-csv-host';

const SALES = 'Month,Sales\nJan,10\nFeb,14\nMar,9\nApr,16\nMay,18\nJun,21\nJul,19\nAug,24\nSep,22\n';

let csv: FakeCsvHost;
// Up before the server starts, so the server may fetch from it (loopback is refused otherwise).
beforeAll(async () => {
  csv = await startFakeCsvHost();
  csv.files.set('/sales.csv', SALES);
});
afterAll(async () => {
  await csv?.close();
});

const fixture = browserFixture({
  upstreams: true,
  foreignHost: true,
  env: {
    ALPHAVANTAGE_API_KEY: '',
    get DATA_URL_ALLOW_HOSTS() {
      return csv.hostPort;
    },
  },
});
const problems: string[] = [];

let n = 0;
/** A browser context signed in as a new user (signed up through the API, sharing the context's cookies). */
async function signedIn(): Promise<{ page: Page; context: BrowserContext }> {
  n += 1;
  return signUpInBrowser(fixture.browser, fixture.server.url, `editor${n}`, problems);
}

async function saveChart(context: BrowserContext, body: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const response = await context.request.post(`${fixture.server.url}/api/chart`, { data: body });
  expect(response.status()).toBe(201);
  return response.json();
}

/** The title a page of another origin shows for the chart it embeds. */
async function embeddedTitle(reader: Page): Promise<string | null> {
  await reader.locator('chart-embed canvas').first().waitFor();
  return reader.locator('chart-embed [part=title]').textContent();
}

describe('editing a saved chart', () => {
  it('opens from My Charts on Customize, asks before losing edits, and saves in place: same slug, new title on another site', async () => {
    const { page, context } = await signedIn();
    const chart = await saveChart(context, {
      dataSource: 'csv',
      sourceValue: 'sales.csv',
      name: 'Quarterly sales',
      chartType: 'bar',
      theme: 'dark-green',
      data: { labels: ['Q1', 'Q2', 'Q3', 'Q4'], datasets: [{ label: 'Sales', data: [3, 5, 4, 6] }] },
      options: { title: 'Quarterly sales' },
    });
    fixture.host.setBody(`<!doctype html><title>A blog</title><h1>My post</h1><script src="${fixture.server.url}/e/${chart.slug}.js"></script>`);
    const reader = await fixture.browser.newPage();
    reader.on('pageerror', (e) => problems.push(`reader: ${e.message}`));
    await reader.goto(fixture.host.url, { waitUntil: 'networkidle' });
    expect(await embeddedTitle(reader)).toBe('Quarterly sales');

    await page.goto(`${fixture.server.url}/my-charts`);
    const card = page.locator(`[data-chart-id="${chart.id}"]`);
    await card.getByRole('button', { name: 'Edit' }).waitFor();
    const actions = await card.locator('.card-actions button').allTextContents();
    expect(actions.slice(0, 4)).toEqual(['Edit', 'View', 'Save Image', 'Share']);
    expect(actions[4]).toMatch(/^\d+ views?$/);
    await card.getByRole('button', { name: 'Edit' }).click();
    const wizard = page.getByRole('dialog', { name: 'Edit Chart' });
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    expect(await wizard.getByLabel('Title').inputValue()).toBe('Quarterly sales');
    expect(await wizard.getByLabel('Chart type').inputValue()).toBe('bar');
    expect(await wizard.getByRole('radio', { name: 'Green Pulse' }).isChecked()).toBe(true);
    await wizard.locator('chart-embed canvas').first().waitFor();

    await wizard.getByLabel('Title').fill('Sales by quarter');
    await wizard.getByText('Green Fresh').click();
    // Escape would close the wizard: with unsaved edits it asks first, and keeping them is the default.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard.getByText('Your changes to this chart are not saved. Close without saving them?').waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await wizard.getByLabel('Title').inputValue()).toBe('Sales by quarter');

    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    expect(await wizard.locator('.chart-details code').textContent()).toBe(chart.slug);
    expect(await wizard.locator('.embed-code code').textContent()).toBe(`<script src="${fixture.server.url}/e/${chart.slug}.js"></script>`);
    expect(await wizard.getByText('Light Green').isVisible()).toBe(true);
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    await wizard.waitFor({ state: 'detached' });

    // The list was refreshed: the name followed the title, and it is still one chart.
    await card.locator('.card-title h2', { hasText: 'Sales by quarter' }).waitFor();
    expect(await page.locator('[data-chart-id]').count()).toBe(1);
    expect(await card.locator('.badge').allTextContents()).toContain('Green Fresh');

    // The page of the other site shows the edit when its reader reloads it: the loader has no
    // freshness of its own (max-age=0, with an ETag), but may be served stale once while the
    // browser revalidates it (stale-while-revalidate, for CDNs): the next reload has the edit.
    await reader.reload({ waitUntil: 'networkidle' });
    if ((await embeddedTitle(reader)) !== 'Sales by quarter') await reader.reload({ waitUntil: 'networkidle' });
    expect(await embeddedTitle(reader)).toBe('Sales by quarter');
    await reader.close();
    await context.close();
  });
});

describe('a chart from a link to a CSV file', () => {
  it('is made as an upload is, says why an address fails, and is saved as a CSV Link', async () => {
    const { page, context } = await signedIn();
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    const link = wizard.getByLabel('Or a link to a CSV file');

    await link.fill(csv.url('/missing.csv'));
    await wizard.getByRole('button', { name: 'Fetch CSV' }).click();
    const alert = wizard.getByRole('alert');
    await alert.waitFor();
    // The server's own words, not a status code and a JSON body.
    expect(await alert.textContent()).toMatch(/^[A-Z][^{}]+$/);
    expect(await wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await link.fill(csv.url('/sales.csv'));
    await wizard.getByRole('button', { name: 'Fetch CSV' }).click();
    await wizard.getByText(`Selected: ${csv.url('/sales.csv')}`).waitFor();
    expect(await alert.count()).toBe(0);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    await wizard.locator('chart-embed canvas').first().waitFor();
    expect(await wizard.locator('chart-embed [part=caption]').allTextContents()).toEqual(['Source: sales.csv']);
    expect(await wizard.getByLabel('X-Axis Label').inputValue()).toBe('Month');
    await wizard.getByLabel('Title').fill('Sales from a link');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    expect(await wizard.getByText('CSV Link', { exact: true }).isVisible()).toBe(true);

    const [saved] = (await (await context.request.get(`${fixture.server.url}/api/user/charts`)).json()) as Array<Record<string, unknown>>;
    expect(saved).toMatchObject({ dataSource: 'url', sourceValue: csv.url('/sales.csv'), name: 'Sales from a link', live: true });
    await context.close();
  });
});

describe('a live chart in My Charts', () => {
  it('shows Live and when it was updated, a failed refresh with its reason, Refresh now, and live updates off', async () => {
    const { page, context } = await signedIn();
    csv.files.set('/live.csv', SALES);
    const chart = await saveChart(context, {
      dataSource: 'url',
      sourceValue: csv.url('/live.csv'),
      name: 'Live sales',
      chartType: 'line',
      data: { labels: ['Jan', 'Feb'], datasets: [{ label: 'Sales', data: [10, 14] }] },
    });
    await saveChart(context, {
      dataSource: 'csv',
      sourceValue: 'a.csv',
      name: 'Uploaded',
      chartType: 'bar',
      data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] },
    });
    await page.goto(`${fixture.server.url}/my-charts`);
    const card = page.locator(`[data-chart-id="${chart.id}"]`);
    await card.getByText('Live', { exact: true }).waitFor();
    expect(await card.getByText(/^Updated \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).count()).toBe(1);
    const uploaded = page.locator('[data-chart-id]', { hasText: 'Uploaded' });
    expect(await uploaded.getByRole('button', { name: 'Refresh now' }).count()).toBe(0);
    expect(await uploaded.getByLabel('Live updates').count()).toBe(0);

    // The file's address fails: the server's message in a toast, and the reason on the card in words.
    csv.files.set('/live.csv', 500);
    await card.getByRole('button', { name: 'Refresh now' }).click();
    await page.locator('.toast-destructive').waitFor();
    const status = card.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^Refresh failed: \S/);

    csv.files.set('/live.csv', SALES);
    await card.getByRole('button', { name: 'Refresh now' }).click();
    await toastWith(page, 'Chart refreshed').waitFor();
    await status.waitFor({ state: 'detached' });

    await card.getByLabel('Live updates').uncheck();
    await toastWith(page, 'Live updates off').waitFor();
    await card.getByText('Live', { exact: true }).waitFor({ state: 'detached' });
    expect(await card.getByLabel('Live updates').isChecked()).toBe(false);
    await context.close();
  });

  it('logged no console errors but the failures caused on purpose', () => {
    // Chrome logs each 4xx/5xx answer as a resource error: the missing file (csv-from-url) and the failed refresh.
    expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of (400|404|502)/.test(p))).toEqual([]);
  });
});
