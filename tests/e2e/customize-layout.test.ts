/**
 * The Customize step as an editor: the preview stays in view while any option is changed (beside
 * the controls from 768 px, above them on phones), Previous and Next stay at the dialog's foot, and
 * nothing scrolls sideways.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../support/accounts';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, env: { ALPHAVANTAGE_API_KEY: '' } });

/** Whether the whole of an element is inside the viewport. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });

describe('the Customize step', () => {
  it('keeps the preview and the buttons in view while each option changes, at 1280, 768 and 360 px', async () => {
    const problems: string[] = [];
    const { page, context } = await signUpInBrowser(fixture.browser, fixture.server.url, 'layout', problems, { viewport: { width: 1280, height: 800 } });
    for (const [width, height] of [
      [1280, 800],
      [768, 1024],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Start Charting with AI' }).click();
      const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
      await wizard.getByLabel('What would you like to chart?').fill('AAPL');
      await wizard.getByRole('button', { name: 'Next' }).click();
      const preview = wizard.locator('.live-preview chart-embed');
      await preview.locator('canvas').first().waitFor();

      // On a phone the preview comes first; wider, it stays beside whatever option is in use, in
      // whichever section: all of them open here, so the controls are as long as they get.
      for (const section of ['Numbers', 'Axes', 'Annotations', 'Colours', 'Layout']) await wizard.locator('summary', { hasText: section }).click();
      await wizard.getByRole('button', { name: '+ Add reference line' }).click();
      const options = [
        wizard.getByLabel('Title'),
        wizard.getByLabel('Prefix'),
        wizard.getByLabel('Y-Axis Label'),
        wizard.getByLabel('Maximum'),
        wizard.getByRole('group', { name: 'Line 1' }).getByLabel('Value'),
        wizard.getByLabel('Hex'),
        wizard.getByLabel('Legend position'),
        wizard.getByLabel('Responsive'),
      ];
      for (const option of width >= 768 ? options : []) {
        await option.scrollIntoViewIfNeeded();
        expect(await inView(preview), `${width} px, preview beside ${(await option.getAttribute('aria-label')) ?? 'an option'}`).toBe(true);
      }
      if (width < 768) expect((await preview.boundingBox())!.y).toBeLessThan((await wizard.getByLabel('Chart type').boundingBox())!.y);
      await wizard.getByLabel('Title').fill(`At ${width} px`);
      await expect.poll(() => preview.locator('[part=title]').textContent()).toBe(`At ${width} px`);

      await wizard.getByRole('heading', { name: 'Chart Data' }).scrollIntoViewIfNeeded();
      expect(await inView(wizard.getByRole('button', { name: 'Next' })), `${width} px, Next`).toBe(true);
      expect(await inView(wizard.getByRole('button', { name: 'Previous' })), `${width} px, Previous`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(await wizard.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
