/**
 * Questions answered as a scatter plot and as a table on a server with no AI model (the planner,
 * against the loopback fake sources), asked in the builder: what the answer decides beyond the
 * data is in the wizard as if the creator had set it, and saved so. "Life expectancy vs GDP per
 * capita in 2019" is a Scatter with a log x axis, its points grouped by continent (Group by shows
 * the answer's column of the data) and a note of the countries left out; "Top 10 countries by life expectancy
 * in 2019" a Table first sorted by its values, descending. At 360 px; with SCREENSHOT_DIR
 * set, the Customize step after each answer is saved there.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';
import { shootAt } from '../support/wizard-screenshot';

const fixture = browserFixture({ upstreams: true, env: { OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_GUEST_LIMIT: '1000' } });

/** A signed-in creator's wizard on Customize with the answer to `question`. */
async function ask(width: number, question: string, problems: string[]) {
  const { page, context } = await signUpInBrowser(fixture.browser, fixture.server.url, `ai${width}${Math.random().toString(36).slice(2, 7)}`, problems, {
    viewport: { width, height: width < 768 ? 740 : 900 },
  });
  await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Start Charting with AI' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
  await wizard.getByLabel('What would you like to chart?').fill(question);
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();
  await wizard.getByRole('table', { name: 'Chart data' }).waitFor();
  return { page, context, wizard };
}

/** The chart as readers get it. */
async function savedSpec(page: Page, wizard: Locator): Promise<ChartSpec> {
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
  const slug = (await wizard.locator('.chart-details code').textContent())!;
  const response = await page.request.get(`${fixture.server.url}/e/${slug}.json`);
  expect(response.status()).toBe(200);
  return response.json();
}

// At a phone's width only: what is saved does not depend on the width, and the wizard's layout at
// both widths is the scatter-table wizard test's.
describe.each([360])('an AI scatter plot and table without a model, at %i px', (width) => {
  it('asks "Life expectancy vs GDP per capita in 2019" and gets a Scatter with log x and groups, saved so', async () => {
    const problems: string[] = [];
    const { page, context, wizard } = await ask(width, 'Life expectancy vs GDP per capita in 2019', problems);
    expect(await wizard.getByLabel('Chart type').inputValue()).toBe('scatter');
    const controls = wizard.getByRole('group', { name: 'Scatter' });
    expect(await controls.getByRole('checkbox', { name: /^Log x axis/ }).isChecked()).toBe(true);
    expect(await controls.getByRole('checkbox', { name: /^Log y axis/ }).isChecked()).toBe(false);
    expect(await controls.getByLabel('Group by').inputValue()).toBe('Group');
    expect(await controls.getByText(/^\d+ groups, each a colour and a line of the legend\.$/).count()).toBe(1);
    // The answer's groups are a column beside the points, headed as the groups they make.
    const group = wizard.getByRole('table', { name: 'Chart data' }).getByRole('columnheader').last();
    expect(await group.locator('.column-name').textContent()).toBe('Group');
    expect(await group.locator('.column-role-text').textContent()).toBe('Groups');
    const notes = await wizard.getByLabel('Notes').inputValue();
    expect(notes).toMatch(/^(\d+ countr(y|ies) without both values for 2019 (is|are) left out\.)?$/);
    const next = wizard.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shootAt(page, controls, 'ai-scatter');
    await shootAt(page, wizard.locator('.live-preview, chart-embed').first(), 'ai-scatter-preview');

    const saved = await savedSpec(page, wizard);
    expect(saved.chartType).toBe('scatter');
    expect(saved.options.scatter?.logX).toBe(true);
    expect(saved.options.scatter?.logY).toBeUndefined();
    expect(saved.options.scatter?.groups).toHaveLength(saved.data.labels.length);
    expect(new Set(saved.options.scatter?.groups)).toContain('Europe');
    if (notes) expect(saved.options.notes).toBe(notes);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks "Top 10 countries by life expectancy in 2019" and gets a Table sorted descending, saved so', async () => {
    const problems: string[] = [];
    const { page, context, wizard } = await ask(width, 'Top 10 countries by life expectancy in 2019', problems);
    expect(await wizard.getByLabel('Chart type').inputValue()).toBe('table');
    const controls = wizard.getByRole('group', { name: 'Table', exact: true });
    expect(await controls.getByLabel('First sorted by').locator('option:checked').textContent()).toMatch(/^Life expectancy/);
    expect(await controls.getByRole('checkbox', { name: /^Descending/ }).isChecked()).toBe(true);
    expect(await wizard.getByLabel('Notes').inputValue()).toMatch(/^The 10 highest of \d+ countries with a value for 2019\.$/);
    // Its numbers are the sources': the locked table says so, and a series can still be renamed.
    await wizard.getByText('These numbers come from the sources cited above').waitFor();
    expect(await wizard.getByRole('table', { name: 'Chart data' }).locator('tbody tr:not(.spacer)').count()).toBe(10);
    expect(await wizard.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shootAt(page, controls, 'ai-table');

    const saved = await savedSpec(page, wizard);
    expect(saved.chartType).toBe('table');
    expect(saved.options.table?.sort).toEqual({ column: 0, descending: true });
    expect(saved.data.labels).toHaveLength(10);
    const values = saved.data.datasets[0]!.data as number[];
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(saved.options.notes).toMatch(/^The 10 highest of \d+ countries with a value for 2019\.$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
