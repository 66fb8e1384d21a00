/**
 * Step 1 of the wizard takes a table pasted from a spreadsheet or typed as CSV, at a phone's, a
 * tablet's and a desktop's width: the table is read by the server's CSV reader, shown with its
 * reading before Next, and charted with exactly its values. With SCREENSHOT_DIR set, step 1 with
 * each pasted table is saved there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '@shared/spec/chart-spec';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture();
const problems: string[] = [];

// As Excel copies cells: tabs, CRLF, numbers as shown (thousands separators).
const EXCEL = 'Month\tRevenue\tCosts\r\nJan 2024\t1,234.50\t1,000\r\nFeb 2024\t2,345.75\t1,100\r\nMar 2024\t3,456.00\t1,250\r\n';
// As Google Sheets copies a sheet with its years across the top: tabs, LF, no newline at the end.
const SHEETS = '\t2021\t2022\t2023\nVisitors\t1200\t1350\t980\nSignups\t31\t\t27';
// Typed in as a German spreadsheet writes CSV: semicolons, decimal commas, dots between thousands.
const GERMAN = 'Jahr;Umsatz;Gewinn\n2021;1.234,5;12,5\n2022;2.345,25;-3,75\n2023;3.100,75;8,25\n';

/** The box and the preview below it, scrolled into the dialog's view. */
async function shoot(page: Page, wizard: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await wizard.getByLabel('Or paste data').evaluate((box) => box.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()!.width}.png`) });
}

async function signedIn(width: number): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const username = `paste${width}${Math.random().toString(36).slice(2, 6)}`;
  const response = await context.request.post(`${fixture.server.url}/api/auth/register`, {
    data: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  expect(response.status()).toBe(201);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`${width}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${width}: ${e.message}`));
  await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
  return page;
}

async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Start Charting with AI' }).click();
  return page.getByRole('dialog', { name: 'Create a Chart' });
}

/** Pasted as a person pastes: the text on the clipboard, then Ctrl+V in the box. */
async function paste(page: Page, wizard: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await wizard.getByLabel('Or paste data').focus();
  await page.keyboard.press('ControlOrMeta+V');
}

const preview = (wizard: Locator) => wizard.getByRole('region', { name: 'Pasted data' });
const banners = (wizard: Locator) => preview(wizard).getByRole('list', { name: 'Guesses to check' }).getByRole('listitem').allTextContents();

/** Next, then the data the chart on step 2 draws, and its caption. */
async function charted(wizard: Locator): Promise<{ data: ChartData; captions: string[] }> {
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
  await wizard.locator('chart-embed canvas').first().waitFor();
  const data = await wizard
    .locator('chart-embed')
    .first()
    .evaluate((el) => (el as HTMLElement & { spec: { data: ChartData } }).spec.data);
  return { data, captions: await wizard.locator('chart-embed [part=caption]').allTextContents() };
}

const series = (data: ChartData) => ({ labels: data.labels, datasets: data.datasets.map((d) => ({ label: d.label, data: d.data })) });

describe.each([360, 768, 1280])('pasting a table into step 1 at %i px', (width) => {
  it('reads a table copied from Excel, shows it with its guesses, and charts its values', async () => {
    const page = await signedIn(width);
    const wizard = await openWizard(page);
    await paste(page, wizard, EXCEL);
    await preview(wizard).waitFor();
    expect(await wizard.getByLabel('Row 1, Revenue').inputValue()).toBe('1,234.50');
    // Costs alone could be either (1,000): read as its neighbour Revenue is, and said so.
    const said = await banners(wizard);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('We read 1,000 in “Costs” as 1000 (‘,’ as a thousands separator).');
    await shoot(page, wizard, 'paste-excel');
    const { data, captions } = await charted(wizard);
    expect(series(data)).toEqual({
      labels: ['Jan 2024', 'Feb 2024', 'Mar 2024'],
      datasets: [
        { label: 'Revenue', data: [1234.5, 2345.75, 3456] },
        { label: 'Costs', data: [1000, 1100, 1250] },
      ],
    });
    // Pasted data names no source.
    expect(captions).toEqual([]);
    await page.context().close();
  });

  it('turns a Google Sheets table with its years across the top, says so, and can read it as it stands', async () => {
    const page = await signedIn(width);
    const wizard = await openWizard(page);
    await paste(page, wizard, SHEETS);
    await preview(wizard).waitFor();
    const turned = 'We turned the table: the periods across its top (2021 to 2023) are the x axis, and each row is a series.';
    await expect.poll(() => banners(wizard)).toEqual([`${turned}Keep rows as they are`]);
    expect(await wizard.getByLabel('Row 1, Visitors').inputValue()).toBe('1200');
    await shoot(page, wizard, 'paste-turned');

    await wizard.getByRole('button', { name: 'Keep rows as they are' }).click();
    await wizard.getByRole('button', { name: 'Turn the table' }).waitFor();
    expect(await wizard.getByLabel('Row 1, Column 2').inputValue()).toBe('2021');
    await wizard.getByRole('button', { name: 'Turn the table' }).click();
    await wizard.getByRole('button', { name: 'Keep rows as they are' }).waitFor();
    await expect.poll(() => wizard.getByRole('button', { name: 'Reading again…' }).count()).toBe(0);

    const { data } = await charted(wizard);
    expect(series(data)).toEqual({
      labels: ['2021', '2022', '2023'],
      datasets: [
        { label: 'Visitors', data: [1200, 1350, 980] },
        { label: 'Signups', data: [31, null, 27] },
      ],
    });
    await page.context().close();
  });

  it('reads a German CSV typed into the box with its decimal commas', async () => {
    const page = await signedIn(width);
    const wizard = await openWizard(page);
    await wizard.getByLabel('Or paste data').fill(GERMAN);
    await wizard.getByRole('button', { name: 'Read data' }).click();
    await preview(wizard).waitFor();
    expect(await preview(wizard).getByText('Number · decimal , · thousands .').count()).toBe(1);
    expect(await wizard.getByLabel('Row 2, Umsatz').inputValue()).toBe('2.345,25');
    await shoot(page, wizard, 'paste-german');
    const { data } = await charted(wizard);
    expect(series(data)).toEqual({
      labels: ['2021', '2022', '2023'],
      datasets: [
        { label: 'Umsatz', data: [1234.5, 2345.25, 3100.75] },
        { label: 'Gewinn', data: [12.5, -3.75, 8.25] },
      ],
    });
    await page.context().close();
  });
});

describe('the pages', () => {
  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
