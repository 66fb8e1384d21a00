/**
 * A table of countries pasted into the wizard becomes a map: Map is picked for it, the row that
 * names no country is listed where it can be corrected, Next waits with the API's reason until it
 * is, and the region set and classes are changed in the Layout section. At a phone's, a tablet's
 * and a desktop's width; with SCREENSHOT_DIR set, the controls and the rows to fix are saved there.
 */
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';
import { shootAt } from '../support/wizard-screenshot';

const fixture = browserFixture();

const TABLE = 'Country,GDP growth\nFrance,1.1\nGermany,-0.3\nItaly,0.7\nSpain,2.5\nPortugal,1.9\nPoland,2.9\nAustria,-0.8\nBelgium,1.0\nFrnace,1.4\n';

describe.each([360, 768, 1280])('a map from a pasted table at %i px', (width) => {
  it('is picked, its unmatched row fixed, its regions and classes changed', async () => {
    const problems: string[] = [];
    const { page } = await signUpInBrowser(fixture.browser, fixture.server.url, `map${width}${Math.random().toString(36).slice(2, 6)}`, problems, {
      viewport: { width, height: width < 768 ? 740 : 900 },
    });
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Charting with AI' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    await wizard.getByLabel('Or paste data').fill(TABLE);
    await wizard.getByRole('button', { name: 'Read data' }).click();
    await wizard.getByRole('region', { name: 'Pasted data' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Customize Chart' }).waitFor();

    const type = wizard.getByLabel('Chart type');
    expect(await type.inputValue()).toBe('map');
    const rows = wizard.getByRole('region', { name: '1 row names no region of Europe' });
    await rows.waitFor();
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    expect(await wizard.locator('.wizard-note').textContent()).toContain('“Frnace” names no region of Europe');
    await shootAt(page, rows, 'map-rows');

    const regions = wizard.getByLabel('Regions', { exact: true });
    expect(await regions.locator('option:checked').textContent()).toBe('Europe (read from the labels)');
    await regions.selectOption('world');
    await wizard.getByLabel('Classes', { exact: true }).selectOption('quantile');
    await wizard.getByLabel('Number of classes').selectOption('4');
    await wizard.getByLabel('Colour scale').selectOption('diverging');
    await wizard.getByRole('textbox', { name: 'Midpoint' }).fill('0');
    await shootAt(page, wizard.locator('.map-controls'), 'map-controls');
    await wizard.getByLabel('Classes', { exact: true }).selectOption('breaks');
    await wizard.getByRole('textbox', { name: 'Breaks' }).fill('1, 0.5');
    await wizard.getByText('Each break must be above the one before: 0.5 comes after 1.').waitFor();
    await shootAt(page, wizard.locator('.map-controls'), 'map-breaks');
    await wizard.getByRole('textbox', { name: 'Breaks' }).fill('0, 1, 2');

    const fix = wizard.getByLabel('Region for “Frnace”, row 9');
    await fix.fill('Greece');
    await wizard.getByText('Reads as Greece').waitFor();
    await wizard.getByRole('button', { name: 'Use' }).click();
    await rows.waitFor({ state: 'detached' });
    expect(await next.isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shootAt(page, wizard.getByRole('heading', { name: 'Customize Chart' }), 'map-customize');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
