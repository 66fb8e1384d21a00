/**
 * The chart's source, in Chromium against the real server: step 2's Source name and Source link
 * fields show the guess (the file name), say when a link is not a web address, and what they save
 * is the caption of the embed on another site, of the server's image and of the CSV download. A
 * saved chart is edited the same way; an AI chart keeps the sources it was fetched from.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, foreignHost: true, env: { OPENAI_API_KEY: 'test-key', ALPHAVANTAGE_API_KEY: '' } });
const problems: string[] = [];
const SALES = 'Month,Sales\nJan,10\nFeb,14\nMar,9\nApr,16\nMay,18\nJun,21\n';

let n = 0;
async function signedIn(): Promise<{ page: Page; context: BrowserContext }> {
  n += 1;
  const signed = await signUpInBrowser(fixture.browser, fixture.server.url, `sourcer${n}`, problems);
  await signed.page.goto(fixture.server.url, { waitUntil: 'networkidle' });
  return signed;
}

/** Next on step 2 saves the chart: its answer names the slug. */
async function saveWithNext(page: Page, wizard: ReturnType<Page['getByRole']>, method: 'POST' | 'PATCH'): Promise<{ slug: string }> {
  const saved = page.waitForResponse((r) => r.request().method() === method && /\/api\/charts?(\/\d+)?$/.test(new URL(r.url()).pathname));
  await wizard.getByRole('button', { name: 'Next' }).click();
  const response = await saved;
  expect(response.status()).toBeLessThan(300);
  return response.json();
}

/** The caption a page of another origin shows for the chart it embeds, and its link. */
async function embeddedCaption(slug: string): Promise<{ text: string | null; href: string | null }> {
  fixture.host.setBody(`<!doctype html><title>A blog</title><h1>My post</h1><script src="${fixture.server.url}/e/${slug}.js"></script>`);
  const reader = await fixture.browser.newPage();
  reader.on('pageerror', (e) => problems.push(`reader: ${e.message}`));
  await reader.goto(fixture.host.url, { waitUntil: 'networkidle' });
  await reader.locator('chart-embed canvas').first().waitFor();
  const caption = reader.locator('chart-embed [part=caption]');
  const found = { text: await caption.textContent(), href: (await caption.locator('a').count()) ? await caption.locator('a').getAttribute('href') : null };
  await reader.close();
  return found;
}

describe('the source fields', () => {
  it('show the file name as the guess, refuse a link that is not http(s), and publish the source everywhere', async () => {
    const { page, context } = await signedIn();
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('Or upload a CSV file').setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
    await wizard.getByText('Selected: sales.csv').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    await wizard.locator('chart-embed canvas').first().waitFor();

    const name = wizard.getByLabel('Source name');
    const link = wizard.getByLabel('Source link');
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe('sales.csv');
    await wizard.getByText('Left empty, the source is “sales.csv”, our guess from your data.').waitFor();

    await link.fill('ssb.no/en');
    await wizard.getByText('Enter an address that starts with http:// or https://').waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await link.fill('https://www.ssb.no/en');
    await name.fill('Statistics Norway');
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe(null);
    await expect.poll(() => wizard.locator('chart-embed [part=caption]').textContent()).toBe('Source: Statistics Norway');
    await wizard.getByLabel('Title').fill('Sales');
    const { slug } = await saveWithNext(page, wizard, 'POST');

    expect(await embeddedCaption(slug)).toEqual({ text: 'Source: Statistics Norway', href: 'https://www.ssb.no/en' });
    const svg = await (await context.request.get(`${fixture.server.url}/e/${slug}.svg`)).text();
    expect(svg).toContain('>Source: Statistics Norway</text>');
    const png = await context.request.get(`${fixture.server.url}/e/${slug}.png`);
    expect(png.headers()['content-type']).toBe('image/png');
    const csv = await (await context.request.get(`${fixture.server.url}/e/${slug}.csv`)).text();
    expect(csv.split('\r\n').slice(-3)).toEqual(['', 'Source,Statistics Norway,https://www.ssb.no/en', '']);
    const standalone = await (await context.request.get(`${fixture.server.url}/e/${slug}`)).text();
    expect(standalone).toContain('<a href="https://www.ssb.no/en" rel="noopener noreferrer">Statistics Norway</a>');
    await context.close();
  });

  it('open a saved chart with its source, and an emptied name goes back to the file name', async () => {
    const { page, context } = await signedIn();
    const made = await context.request.post(`${fixture.server.url}/api/chart`, {
      data: {
        dataSource: 'csv',
        sourceValue: 'sales.csv',
        name: 'Sales',
        chartType: 'bar',
        data: { labels: ['Q1', 'Q2'], datasets: [{ label: 'Sales', data: [3, 5] }] },
        options: { title: 'Sales' },
        source: { label: 'Statistics Norway', url: 'https://www.ssb.no/en' },
      },
    });
    const chart = await made.json();
    await page.goto(`${fixture.server.url}/my-charts`);
    await page.locator(`[data-chart-id="${chart.id}"]`).getByRole('button', { name: 'Edit' }).click();
    const wizard = page.getByRole('dialog', { name: 'Edit Chart' });
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    expect(await wizard.getByLabel('Source name').inputValue()).toBe('Statistics Norway');
    expect(await wizard.getByLabel('Source link').inputValue()).toBe('https://www.ssb.no/en');

    await wizard.getByLabel('Source name').fill('');
    await wizard.getByLabel('Source link').fill('https://example.com/sales');
    await expect.poll(() => wizard.locator('chart-embed [part=caption]').textContent()).toBe('Source: sales.csv');
    const saved = await saveWithNext(page, wizard, 'PATCH');
    expect(saved.slug).toBe(chart.slug);
    expect(await embeddedCaption(chart.slug)).toEqual({ text: 'Source: sales.csv', href: 'https://example.com/sales' });
    await context.close();
  });

  it('are not offered for an AI chart, whose caption is the sources it was fetched from', async () => {
    const { page, context } = await signedIn();
    await page.getByRole('button', { name: 'Population by continent as a pie chart' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.locator('chart-embed canvas').first().waitFor();
    expect(await wizard.getByLabel('Source name').count()).toBe(0);
    await wizard.getByText('Source: the sources this answer was fetched from, listed under the preview. They can’t be changed.').waitFor();
    expect(await wizard.locator('chart-embed [part=caption]').allTextContents()).toEqual(['Source: Our World in Data: Population']);
    await context.close();
  });

  it('logged no console errors on any page', () => {
    expect(problems).toEqual([]);
  });
});
