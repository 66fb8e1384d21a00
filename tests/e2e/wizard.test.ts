/**
 * The builder's main path in Chromium against the real server, with fake price and AI upstreams:
 * from an idea to an embed code, and that code working on another site.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastWith } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, foreignHost: true, env: { OPENAI_API_KEY: 'test-key', ALPHAVANTAGE_API_KEY: '' } });
const problems: string[] = [];

let n = 0;
async function newPage(): Promise<{ page: Page; context: BrowserContext }> {
  const context = await fixture.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
  return { page, context };
}

async function register(page: Page) {
  n += 1;
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Username').fill(`wizard${n}`);
  await dialog.getByLabel('Email').fill(`wizard${n}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await dialog.getByLabel('Confirm password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await toastWith(page, 'Account created successfully').waitFor();
}

async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign In' }).click();
  await register(page);
}

async function finishAndCheckEmbed(page: Page, title: string, caption: string) {
  const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
  await wizard.getByLabel('Title').fill(title);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
  await wizard.getByRole('button', { name: 'Copy' }).first().click();
  await wizard.getByRole('button', { name: 'Copied!' }).waitFor();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toMatch(new RegExp(`^<script src="${fixture.server.url}/e/[\\w-]{11}\\.js"></script>$`));

  fixture.host.setBody(`<!doctype html><title>A blog</title><h1>My post</h1>${snippet}<p>The end.</p>`);
  const reader = await fixture.browser.newPage();
  reader.on('pageerror', (e) => problems.push(`reader: ${e.message}`));
  await reader.goto(fixture.host.url, { waitUntil: 'networkidle' });
  await reader.locator('chart-embed canvas').first().waitFor();
  expect(await reader.locator('chart-embed [part=title]').textContent()).toBe(title);
  // The caption readers see names where the data comes from, as the editor showed it.
  expect(await reader.locator('chart-embed [part=caption]').textContent()).toBe(caption);
  await reader.close();
}

describe('the chart wizard: a ticker and files', () => {
  it('takes a guest from a ticker through the signup gate to an embed that works on another site', async () => {
    const { page, context } = await newPage();
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await wizard.getByLabel('What would you like to chart?').fill('AAPL');
    await next.click();

    await wizard.getByText('Analyzing your request...').waitFor();
    await wizard.getByText('Finding data sources...').waitFor({ timeout: 3000 });
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await wizard.getByRole('button', { name: 'Create Free Profile' }).click();
    await register(page);

    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    await wizard.locator('chart-embed canvas').first().waitFor();
    expect(await wizard.locator('chart-embed [part=caption]').allTextContents()).toEqual(['Source: AAPL']);
    // The data step's table: dates as labels, closes as the one series.
    expect(await wizard.getByRole('table', { name: 'Chart data' }).getByLabel('Column 2 name').inputValue()).toBe('AAPL');
    await wizard.getByText('Green Fresh').click();
    await expect.poll(() => wizard.locator('chart-embed').evaluate((el) => getComputedStyle(el).getPropertyValue('--chart-series-1').trim())).toBe('#16a34a');
    await wizard.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => wizard.locator('chart-embed').evaluate((el) => getComputedStyle(el).getPropertyValue('--chart-bg').trim())).toBe('#0b1020');

    await finishAndCheckEmbed(page, 'Apple close', 'Source: AAPL');
    expect(await wizard.getByText('Stock Ticker').isVisible()).toBe(true);
    expect(await wizard.getByText('Line Chart').isVisible()).toBe(true);
    await context.close();
  });

  it('makes a chart from an uploaded CSV file', async () => {
    const { page, context } = await newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('Or upload a CSV file').setInputFiles({
      name: 'sales.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Month,Sales,Costs\nJan,10,4\nFeb,14,6\nMar,9,5\nApr,16,7\nMay,18,8\nJun,21,9\nJul,19,9\nAug,24,10\nSep,22,11\n'),
    });
    await wizard.getByText('Selected: sales.csv').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    await wizard.locator('chart-embed canvas').first().waitFor();
    expect(await wizard.locator('chart-embed [part=caption]').allTextContents()).toEqual(['Source: sales.csv']);
    expect(await wizard.getByLabel('Chart type').inputValue()).toBe('bar');
    expect(await wizard.getByLabel('Row 1, Sales').inputValue()).toBe('10');
    await finishAndCheckEmbed(page, 'Sales and costs', 'Source: sales.csv');
    expect(await wizard.getByText('CSV Upload').isVisible()).toBe(true);
    await context.close();
  });

  it('reads a file as its spreadsheet wrote it, lets a guess be switched and a cell edited, and saves exactly that', async () => {
    const { page, context } = await newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    // A semicolon file with decimal points: 1.5 is one and a half, not 15. The dates could be either order.
    await wizard
      .getByLabel('Or upload a CSV file')
      .setInputFiles({ name: 'umsatz.csv', mimeType: 'text/csv', buffer: Buffer.from('Datum;Umsatz\n01/02/2024;1.5\n02/02/2024;2.25\n03/02/2024;0.75\n') });
    await wizard.getByText('Selected: umsatz.csv').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    expect(await wizard.getByLabel('Row 1, Umsatz').inputValue()).toBe('1.5');
    await wizard.getByRole('button', { name: 'Switch to day first' }).click();
    await expect.poll(() => wizard.getByRole('button', { name: 'Switch to day first' }).count()).toBe(0);
    // The button reads "Reading again…" while the file is read again: edit only once that reading is
    // in the table, or it replaces the edit.
    await expect.poll(() => wizard.getByRole('button', { name: 'Reading again…' }).count()).toBe(0);
    const cell = wizard.getByLabel('Row 2, Umsatz');
    await cell.fill('3.5');
    await cell.press('Enter');
    await wizard.getByLabel('Title').fill('Umsatz');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await wizard.getByRole('button', { name: 'Copy' }).first().click();
    const slug = /\/e\/([\w-]{11})\.js/.exec(await page.evaluate(() => navigator.clipboard.readText()))![1];
    const csv = await (await context.request.get(`${fixture.server.url}/e/${slug}.csv`)).text();
    expect(csv.replace(/^\uFEFF/, '')).toBe('Datum,Umsatz\r\n2024-02-01,1.5\r\n2024-02-02,3.5\r\n2024-02-03,0.75\r\n\r\nSource,umsatz.csv,\r\n');
    await context.close();
  });
});

describe('the chart wizard: questions, text and the sign-in dialog', () => {
  it('makes a chart from a question answered by the AI, with its sources', async () => {
    const { page, context } = await newPage();
    await signIn(page);
    await page.getByRole('button', { name: 'Population by continent as a pie chart' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    expect(await wizard.getByLabel('What would you like to chart?').inputValue()).toBe('Population by continent as a pie chart');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.locator('chart-embed canvas').first().waitFor();
    expect(await wizard.getByLabel('Chart type').inputValue()).toBe('pie');
    // Every number was fetched from Our World in Data, which the caption and the list cite.
    expect(await wizard.locator('chart-embed [part=caption]').allTextContents()).toEqual(['Source: Our World in Data: Population']);
    // The planner reads this question before the model is asked: every continent, Africa first.
    expect(await wizard.locator('.cited-sources').getByRole('link', { name: 'Our World in Data: Population' }).getAttribute('href')).toMatch(
      /^https:\/\/ourworldindata\.org\/grapher\/population\?country=Africa~Asia~Europe/,
    );
    await finishAndCheckEmbed(page, 'People by continent', 'Source: Our World in Data: Population');
    await context.close();
  });

  it('asks short text that is no ticker as a question, and forgets a file that is not a CSV', async () => {
    const { page, context } = await newPage();
    await signIn(page);
    const before = problems.length;
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    const next = wizard.getByRole('button', { name: 'Next' });
    await wizard.getByLabel('What would you like to chart?').fill('NOPE');
    // The price service knows no NOPE (404): with an AI model, it is a question. Text too short to
    // be a question, or a server without a model, keeps the error (logic/short-text.test.ts).
    await wizard.getByText('No ticker NOPE; asked as a question.').waitFor();
    expect(await wizard.getByRole('alert').count()).toBe(0);
    expect(await next.isDisabled()).toBe(false);
    expect(await wizard.getByRole('heading', { name: 'Chart Anything with AI' }).isVisible()).toBe(true);

    await wizard.getByLabel('What would you like to chart?').fill('');
    await wizard.getByLabel('Or upload a CSV file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some words\n') });
    await wizard.getByRole('alert').waitFor();
    expect(await wizard.getByText('Selected: notes.txt').count()).toBe(0);
    expect(await next.isDisabled()).toBe(true);
    // Chrome logs the 404 and the 400 as console errors, a moment after the answers: wait for both,
    // then nothing else may have appeared.
    const logged = (status: number) => problems.slice(before).some((p) => p.includes(`status of ${status}`));
    await expect.poll(() => logged(404) && logged(400)).toBe(true);
    // Closed first, so a second lookup's late 404 cannot land among the next test's messages.
    await context.close();
    const mine = problems.splice(before);
    expect(mine.filter((p) => !/Failed to load resource: the server responded with a status of (404|400)/.test(p))).toEqual([]);
  });

  it('says the authentication dialog’s problems in the form, beside the field where there is one', async () => {
    const { page, context } = await newPage();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please fill all fields');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('Username').fill('mismatch');
    await dialog.getByLabel('Email').fill('mismatch@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await dialog.getByLabel('Confirm password').fill('something else');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Passwords do not match');
    expect(await dialog.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('tab', { name: 'Login' }).click();
    await dialog.getByLabel('Username or email').fill('nobody');
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Invalid credentials', { exact: true }).waitFor();
    expect(await page.locator('.toast').count()).toBe(0);
    await context.close();
  });

  it('logged no console errors on any page', () => {
    // Failed requests the tests caused on purpose (a wrong password) show as resource errors.
    expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 401/.test(p))).toEqual([]);
  });
});
