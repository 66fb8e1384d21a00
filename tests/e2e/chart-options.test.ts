/**
 * The Customize step's options in Chromium against the real server: a number prefix, a description,
 * a reference line, a series colour and stacked bars are saved with the chart; a field that makes
 * no option holds Next back; and options cleared later are taken off the saved chart, not kept by
 * the API's merge.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture();
const SALES = 'Month,Sales,Costs\nJan,10,4\nFeb,14,6\nMar,9,5\nApr,16,7\nMay,18,8\nJun,21,9\n';

/** The chart as readers get it. */
async function savedSpec(page: Page, slug: string): Promise<ChartSpec> {
  const response = await page.request.get(`${fixture.server.url}/e/${slug}.json`);
  expect(response.status()).toBe(200);
  return response.json();
}

describe('the chart options', () => {
  it('are saved as set, wait for a valid number, and come off the chart once cleared', async () => {
    const problems: string[] = [];
    const { page, context } = await signUpInBrowser(fixture.browser, fixture.server.url, 'options', problems, { viewport: { width: 1280, height: 800 } });
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('Or upload a CSV file').setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
    await wizard.getByText('Selected: sales.csv').waitFor();
    const next = wizard.getByRole('button', { name: 'Next' });
    await next.click();
    await wizard.locator('chart-embed canvas').first().waitFor();

    await wizard.getByLabel('Description').fill('Sales and costs per month');
    await wizard.locator('summary', { hasText: 'Numbers' }).click();
    await wizard.getByLabel('Prefix').fill('$');
    await wizard.getByLabel('Decimals').selectOption('2');
    await expect.poll(() => wizard.locator('.number-example b').first().textContent()).toBe('$1,234.50');

    await wizard.locator('summary', { hasText: 'Axes' }).click();
    await wizard.getByLabel('Minimum').fill('0');
    await wizard.getByLabel('Maximum').fill('ten');
    await wizard.getByText('Write a number, such as 0, 1500 or -2.5.').waitFor();
    expect(await wizard.getByLabel('Maximum').getAttribute('aria-invalid')).toBe('true');
    expect(await next.isDisabled(), 'a maximum that is no number holds Next back').toBe(true);
    await wizard.getByText('Fix the option marked above to go on.').waitFor();
    await wizard.getByLabel('Maximum').fill('');
    await expect.poll(() => next.isDisabled()).toBe(false);

    await wizard.locator('summary', { hasText: 'Annotations' }).click();
    await wizard.getByRole('button', { name: '+ Add reference line' }).click();
    const line = wizard.getByRole('group', { name: 'Line 1' });
    // The new line's value has the focus, ready to be typed over.
    await expect.poll(() => line.getByLabel('Value').evaluate((input) => input === document.activeElement)).toBe(true);
    await line.getByLabel('Value').fill('20');
    await line.getByLabel('Label').fill('Target');

    await wizard.locator('summary', { hasText: 'Colours' }).click();
    await wizard.getByRole('group', { name: 'Sales' }).getByLabel('Hex').fill('#1d4ed8');
    await wizard.locator('summary', { hasText: 'Layout' }).click();
    await wizard.getByLabel('Stack series').check();

    // The preview is the reader's element: it shows what was just set.
    const preview = wizard.locator('chart-embed').first();
    const inPreview = (selector: string) => preview.evaluate((element, s) => element.shadowRoot!.querySelector(s)?.textContent ?? '', selector);
    await expect.poll(() => inPreview('[part=description]')).toBe('Sales and costs per month');
    await expect.poll(() => inPreview('tbody td')).toBe('$10');
    await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).getPropertyValue('--chart-series-1').trim())).toBe('#1d4ed8');

    await next.click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    const slug = (await wizard.locator('.chart-details code').textContent())!;
    // And so does the server's image of it.
    const image = await (await page.request.get(`${fixture.server.url}/e/${slug}.svg`)).text();
    for (const text of ['Sales and costs per month', '>Target<', 'fill="#1d4ed8"']) expect(image).toContain(text);
    expect(image, 'ticks in the format, with its two decimals').toMatch(/>\$10\.00</);
    const saved = await savedSpec(page, slug);
    expect(saved.options).toMatchObject({
      description: 'Sales and costs per month',
      numberFormat: { prefix: '$', decimals: 2 },
      yMin: 0,
      referenceLines: [{ value: 20, label: 'Target' }],
      seriesColors: ['#1d4ed8'],
    });
    expect(saved.options).not.toHaveProperty('yMax');
    expect(saved.data.datasets.map((d) => d.stacked)).toEqual([true, true]);

    // Back to Customize: what is cleared there is taken off the saved chart.
    await wizard.getByRole('button', { name: 'Previous' }).click();
    await wizard.getByLabel('Description').fill('');
    await wizard.getByLabel('Minimum').fill('');
    await next.click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    expect(await wizard.locator('.chart-details code').textContent(), 'the same chart, updated').toBe(slug);
    await expect.poll(async () => (await savedSpec(page, slug)).options).not.toHaveProperty('description');
    const updated = await savedSpec(page, slug);
    expect(updated.options).not.toHaveProperty('yMin');
    expect(updated.options).toMatchObject({ numberFormat: { prefix: '$', decimals: 2 }, referenceLines: [{ value: 20, label: 'Target' }] });
    expect(problems).toEqual([]);
    await context.close();
  });
});
