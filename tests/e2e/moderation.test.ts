/**
 * Moderation in Chromium against the real server: a reader reports a comment and a chart from the
 * trending page, and the admin sees the reports in the dashboard, deletes the comment, dismisses
 * the other report and disables the comment's author. With SCREENSHOT_DIR set, the report dialog
 * and the dashboard are saved there at a phone's and a laptop's width, for a look by eye.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../support/accounts';
import { toastWith } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';
import { HttpClient } from '../support/http-client';

const ADMIN_CODE = 'an-admin-code-for-moderation';
const fixture = browserFixture({ env: { ADMIN_ACCESS_CODE: ADMIN_CODE } });
const problems: string[] = [];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

async function member(username: string): Promise<HttpClient> {
  const c = new HttpClient(fixture.server.url);
  const response = await c.post('/api/auth/register', { username, email: `${username}@example.com`, password: 'correct horse battery' });
  expect(response.status).toBe(201);
  return c;
}

afterAll(() => {
  // The guest's 401 and the troll's refused calls are asked for; anything else is a problem.
  expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 401/.test(p))).toEqual([]);
});

describe('moderation', () => {
  it('takes a report from the trending page to the admin, who deletes the comment and disables its author', async () => {
    const owner = await member('gardener');
    const troll = await member('troll');
    const chart = await (
      await owner.post('/api/chart', {
        dataSource: 'csv',
        chartType: 'bar',
        name: 'Tomatoes per plant',
        listed: true,
        data: { labels: ['May', 'June', 'July'], datasets: [{ label: 'Tomatoes', data: [2, 9, 14] }] },
      })
    ).json();
    const rude = await (await troll.post(`/api/charts/${chart.id}/comments`, { content: 'Buy cheap watches at example.net' })).json();
    await owner.post(`/api/comments/${rude.id}/reply`, { content: 'Please keep it about tomatoes.' });

    const { page: reader, context: readerContext } = await signUpInBrowser(fixture.browser, fixture.server.url, 'reader', problems, { viewport: LAPTOP });
    await reader.goto(`${fixture.server.url}/trending`);
    await reader.getByRole('button', { name: 'Tomatoes per plant', exact: true }).click();
    const detail = reader.getByRole('region', { name: 'Tomatoes per plant' });
    await detail.getByText('Buy cheap watches at example.net').waitFor();
    await detail.getByRole('button', { name: 'Report comment by @troll' }).click();
    let dialog = reader.getByRole('dialog', { name: 'Report Comment' });
    await dialog.getByText('Tell the moderators what is wrong with this comment by @troll. They will review it.').waitFor();
    const send = dialog.getByRole('button', { name: 'Send report' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Spam: the same link under every chart');
    await shoot(reader, 'report-dialog-1280');
    await send.click();
    await toastWith(reader, 'Report sent').waitFor();
    await toastWith(reader, 'Thank you. The report was sent to the moderators.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Nobody reports their own words, and a reply of the owner's has no Report for its author.
    expect(await detail.getByRole('button', { name: 'Report comment by @reader' }).count()).toBe(0);

    await reader.setViewportSize(PHONE);
    await reader.getByRole('button', { name: 'Report Tomatoes per plant' }).click();
    dialog = reader.getByRole('dialog', { name: 'Report Chart' });
    await dialog.getByLabel('Reason').fill('The numbers look made up');
    await shoot(reader, 'report-dialog-390');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toastWith(reader, 'Report sent').waitFor();
    await readerContext.close();

    const adminContext = await fixture.browser.newContext({ viewport: LAPTOP });
    const admin = await adminContext.newPage();
    admin.on('console', (m) => m.type() === 'error' && problems.push(`${admin.url()}: ${m.text()}`));
    admin.on('pageerror', (e) => problems.push(`${admin.url()}: ${e.message}`));
    await admin.goto(`${fixture.server.url}/admin`);
    await admin.getByLabel('Access code').fill(ADMIN_CODE);
    await admin.getByRole('button', { name: 'Access Admin Panel' }).click();
    await admin.waitForURL(`${fixture.server.url}/admin/dashboard`);
    const reports = admin.getByRole('region', { name: /^Reports/ });
    const commentReport = reports.getByRole('listitem').filter({ hasText: 'Spam: the same link under every chart' });
    const chartReport = reports.getByRole('listitem').filter({ hasText: 'The numbers look made up' });
    await commentReport.getByText('Buy cheap watches at example.net').waitFor();
    expect(await commentReport.textContent()).toContain('reported by @reader');
    expect(await chartReport.textContent()).toContain('by @gardener');
    expect(await reports.getByRole('listitem').count()).toBe(2);
    await shoot(admin, 'dashboard-1280', true);
    await admin.setViewportSize(PHONE);
    await shoot(admin, 'dashboard-390', true);
    await admin.setViewportSize(LAPTOP);

    await commentReport.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete Comment' });
    await confirm.getByText('Delete this comment by @troll and its replies? This cannot be undone.').waitFor();
    await shoot(admin, 'confirm-delete-comment-1280');
    await confirm.getByRole('button', { name: 'Delete comment' }).click();
    await toastWith(admin, 'Comment deleted').waitFor();
    await commentReport.waitFor({ state: 'detached' });
    expect(await (await fetch(`${fixture.server.url}/api/charts/${chart.id}/comments`)).json()).toEqual([]);

    await chartReport.getByRole('button', { name: 'Dismiss' }).click();
    await admin.getByRole('dialog', { name: 'Dismiss Report' }).getByRole('button', { name: 'Dismiss' }).click();
    await toastWith(admin, 'Report dismissed').waitFor();
    await reports.getByText('No open reports').waitFor();
    expect((await fetch(`${fixture.server.url}/e/${chart.slug}.json`)).status).toBe(200);

    const users = admin.getByRole('region', { name: 'User Management' });
    const trollRow = users.getByRole('row').filter({ hasText: 'troll@example.com' });
    await trollRow.getByText('Active').waitFor();
    await trollRow.getByRole('button', { name: 'Disable troll' }).click();
    const disable = admin.getByRole('dialog', { name: 'Disable User' });
    await disable.getByText(/^Disable @troll\? They are signed out everywhere/).waitFor();
    await admin.setViewportSize(PHONE);
    await shoot(admin, 'confirm-disable-390');
    await admin.setViewportSize(LAPTOP);
    await disable.getByRole('button', { name: 'Disable' }).click();
    await toastWith(admin, 'User disabled').waitFor();
    await trollRow.getByText('Disabled', { exact: true }).waitFor();
    await trollRow.getByRole('button', { name: 'Enable troll' }).waitFor();
    expect((await troll.get('/api/auth/user')).status).toBe(401);
    await shoot(admin, 'users-after-disable-1280', true);
    await adminContext.close();
  });
});
