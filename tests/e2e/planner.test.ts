/**
 * A fresh install answers questions (issue 46): on a server with no AI model, the landing page's
 * first sample question becomes a chart of numbers fetched from the sources it cites (the loopback
 * fakes), as a guest up to the signup gate and, signed in, through to the embed code; a question
 * the planner cannot read whole comes back on step 1 with the words it did read marked. At 360 and
 * 1280 px. PLANNER_SCREENS=dir saves screenshots to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastWith } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, env: { OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } });
const SCREENS = process.env.PLANNER_SCREENS;
const FIRST_QUESTION = 'Apple vs Microsoft revenue over the last 5 years';
const problems: string[] = [];

const shoot = async (page: Page, name: string) => SCREENS && (await page.screenshot({ path: `${SCREENS}/planner-${name}-${page.viewportSize()!.width}.png` }));

async function openLanding(width: number): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.server.url });
  const page = await context.newPage();
  // A guest's session check (401) and the question not read (422) are answers the page expects.
  page.on('console', (m) => m.type() === 'error' && !/status of (401|422)/.test(m.text()) && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
  return page;
}

let n = 0;
async function register(page: Page) {
  n += 1;
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Username').fill(`planner${n}`);
  await dialog.getByLabel('Email').fill(`planner${n}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await dialog.getByLabel('Confirm password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await toastWith(page, 'Account created successfully').waitFor();
}

describe('a server with no AI model', () => {
  it('says so in /api/capabilities, and lists the sources its questions are answered from', async () => {
    const can = await (await fetch(`${fixture.server.url}/api/capabilities`)).json();
    expect(can).toMatchObject({ ai: false, questions: 'planner' });
    expect(can.aiSources.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['worldbank', 'imf', 'sec', 'owid']));
  });

  it.each([360, 1280])('charts the landing page’s first question for a guest up to the gate, and signed in to the embed code (%i px)', async (width) => {
    const page = await openLanding(width);
    await page.getByRole('heading', { name: 'Try asking' }).waitFor();
    const first = page.locator('.prompt-card').first();
    expect(await first.textContent()).toBe(`“${FIRST_QUESTION}”`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, 'landing');

    await first.click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    expect(await wizard.getByLabel('What would you like to chart?').inputValue()).toBe(FIRST_QUESTION);
    await wizard.getByText('Charts from open data').waitFor();
    expect(await wizard.getByRole('alert').count()).toBe(0);
    await shoot(page, 'step-1');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // A guest sees the gate once there is a chart behind it.
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await wizard.locator('.gate-preview chart-embed').waitFor();
    await wizard.getByRole('button', { name: 'Create Free Profile' }).click();
    await register(page);

    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
    await wizard.locator('chart-embed canvas').first().waitFor();
    // Every number was fetched from EDGAR, which the list cites: one series per company.
    const cited = await wizard.locator('.cited-sources').getByRole('link').allTextContents();
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((title) => /SEC|EDGAR/.test(title))).toBe(true);
    await expect
      .poll(() => wizard.locator('chart-embed [part=caption]').textContent())
      .toBe('Sources: SEC EDGAR: Apple Inc. revenue, SEC EDGAR: MICROSOFT CORP revenue');
    await shoot(page, 'customize');

    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await wizard.getByRole('heading', { name: 'Embed Code' }).waitFor();
    expect(await wizard.locator('pre code').first().textContent()).toMatch(new RegExp(`^<script src="${fixture.server.url}/e/[\\w-]{11}\\.js"></script>$`));
    expect(await wizard.getByText('AI Query').isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([360, 1280])('shows a question it cannot read whole on step 1, with the words it read marked (%i px)', async (width) => {
    const page = await openLanding(width);
    const asked: string[] = [];
    page.on('request', (request) => /\/api\/chart-from-query/.test(request.url()) && asked.push(request.url()));
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('What would you like to chart?').fill('Germany and France since 2010, my cats');
    await wizard.getByRole('button', { name: 'Next' }).click();

    const alert = wizard.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^I found Germany, France and 2010, but no measure I know/);
    const marked = wizard.getByLabel('What was understood');
    expect(await marked.textContent()).toBe('Germany and France since 2010, my cats');
    expect(await marked.locator('mark').allTextContents()).toEqual(['Germany', 'France', 'since 2010']);
    // Not a guest's gate, nor a toast: the question stays where it can be changed.
    expect(await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).count()).toBe(0);
    expect(await page.locator('.toast').count()).toBe(0);
    expect(asked.length).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, 'step-1-422');
    await page.context().close();
  });

  it('logged no console errors on any page', () => {
    expect(problems).toEqual([]);
  });
});
