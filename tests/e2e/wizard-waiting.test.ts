/**
 * Waiting for the AI, honestly: the signup gate promises a chart only once there is one, a failed
 * answer stays on step 1 with its reason and a Retry, and a slow one can be cancelled.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from '../support/browser-fixture';

const fixture = browserFixture({ upstreams: true, env: { OPENAI_API_KEY: 'test-key' } });

async function openWizard(question: string): Promise<Page> {
  const page = await fixture.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(fixture.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Start Charting with AI' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
  await wizard.getByLabel('What would you like to chart?').fill(question);
  return page;
}

const asked = (question: string) => fixture.fakes.chatRequests.filter((r) => r.messages.some((m) => m.role === 'user' && m.content === question)).length;

describe('waiting for an AI answer', () => {
  it('shows a guest no chart and no sign-up for a failed answer, keeps the reason on step 1, and retries', async () => {
    const question = 'overloaded: GDP of France';
    const page = await openWizard(question);
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    // The refusal comes back at once: held, so the waiting is there to be seen.
    const release = fixture.fakes.hold(question);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Analyzing your request...').waitFor();
    expect(await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).count()).toBe(0);
    expect(await wizard.getByRole('button', { name: 'Create Free Profile' }).count()).toBe(0);
    release();

    // Back on step 1, with the question as typed, the reason under it and a way to ask again.
    const retry = wizard.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await wizard.getByLabel('What would you like to chart?').inputValue()).toBe(question);
    expect(await wizard.getByRole('alert').textContent()).toMatch(/\S/);
    // Said once, there: no toast says it again over the wizard.
    expect(await page.locator('.toast').count()).toBe(0);
    const before = asked(question);
    await retry.click();
    await expect.poll(() => asked(question)).toBeGreaterThan(before);
    await retry.waitFor();
    expect(await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).count()).toBe(0);
    await page.close();
  });

  it('shows a guest the chart and the way in only once the answer has come', async () => {
    const question = 'slow: population by continent';
    const page = await openWizard(question);
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    const release = fixture.fakes.hold(question);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Cancel' }).waitFor();
    // Every progress message has been shown; the answer has not come, so nothing is promised yet.
    await wizard.getByText('Almost ready!').waitFor({ timeout: 20_000 });
    expect(await wizard.getByRole('button', { name: 'Create Free Profile' }).count()).toBe(0);
    expect(await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).count()).toBe(0);
    release();
    await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).waitFor();
    await wizard.getByRole('button', { name: 'Create Free Profile' }).waitFor();
    // The preview is a placeholder until the widget's chunk has loaded, which can come well after
    // the button under load: wait for the chart to be drawn, then that it is the only one.
    await wizard.locator('.gate-preview chart-embed canvas').first().waitFor();
    expect(await wizard.locator('.gate-preview chart-embed').count()).toBe(1);
    await page.close();
  });

  it('lets a slow answer be cancelled, back to step 1 with the question kept and nothing to fix', async () => {
    const question = 'slow: GDP growth in Germany';
    const page = await openWizard(question);
    const wizard = page.getByRole('dialog', { name: 'Create a Chart' });
    const release = fixture.fakes.hold(question);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await wizard.getByLabel('What would you like to chart?').waitFor();
    expect(await wizard.getByLabel('What would you like to chart?').inputValue()).toBe(question);
    expect(await wizard.getByRole('alert').count()).toBe(0);
    expect(await wizard.getByRole('heading', { name: 'Your Chart is Ready!' }).count()).toBe(0);
    // Cancelling is not a failure: no error toast.
    expect(await page.locator('.toast').count()).toBe(0);
    release();
    await page.close();
  });
});
