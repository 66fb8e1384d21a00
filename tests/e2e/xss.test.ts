/**
 * Script injection: a corpus of payloads through every field a user (or the AI) controls, then every
 * place those fields are shown, in Chromium. A canary (`window.__xss`) proves nothing ran.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserFixture } from '../support/browser-fixture';
import { XSS_PAYLOADS } from '../support/fake-upstreams';

const ADMIN_CODE = 'an-admin-code-for-xss';
const fixture = browserFixture({ upstreams: true, foreignHost: true, env: { OPENAI_API_KEY: 'k', ADMIN_ACCESS_CODE: ADMIN_CODE } });
let context: BrowserContext;
const slugs: string[] = [];
const P = XSS_PAYLOADS;

beforeAll(async () => {
  // The builder's CSP would stop an inline payload by itself; these tests check the escaping, so
  // they look at the pages without it (the last test checks the CSP on its own).
  context = await fixture.browser.newContext({ bypassCSP: true });
  const api = context.request;
  const url = (path: string) => `${fixture.server.url}${path}`;
  expect(
    (await api.post(url('/api/auth/register'), { data: { username: 'xss_user', email: 'xss@example.com', password: 'correct horse battery' } })).status(),
  ).toBe(201);
  await api.patch(url('/api/profile'), { data: { username: 'xss_user', email: 'xss@example.com', firstName: P[0], lastName: P[1] } });

  const save = async (body: Record<string, unknown>) => {
    // Listed: the feed must run nothing either.
    const response = await api.post(url('/api/chart'), { data: { listed: true, ...body } });
    expect(response.status()).toBe(201);
    const chart = await response.json();
    slugs.push(chart.slug);
    return chart;
  };
  // Typed fields.
  const typed = await save({
    dataSource: 'ticker',
    sourceValue: P[2],
    name: P[3],
    chartType: 'line',
    data: { labels: P.slice(0, 4), datasets: [{ label: P[4], data: [1, 2, 3, 4] }] },
    options: { title: P[5], xAxis: P[6], yAxis: P[7] },
  });
  // A CSV file's headers and labels.
  const csv = await api.post(url('/api/csv'), {
    multipart: {
      csv: {
        name: `${P[0]}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `"${P[1].replaceAll('"', '""')}","${P[6].replaceAll('"', '""')}"\n"${P[3].replaceAll('"', '""')}",1\n"${P[2].replaceAll('"', '""')}",2\n`,
        ),
      },
    },
  });
  expect(csv.status()).toBe(200);
  const parsed = await csv.json();
  await save({
    dataSource: 'csv',
    sourceValue: parsed.name,
    name: parsed.name,
    chartType: 'pie',
    data: { labels: parsed.labels, datasets: parsed.datasets },
    options: { title: parsed.columns[1] },
  });
  // An AI answer that passes payloads on.
  const answer = await (await api.post(url('/api/chart-from-query'), { data: { query: 'xss please' } })).json();
  await save({
    dataSource: 'query',
    sourceValue: 'xss please',
    name: answer.name,
    chartType: 'bar',
    data: { labels: answer.labels, datasets: answer.datasets },
    sources: answer.sources,
    plan: answer.plan,
    options: { title: answer.name, xAxis: answer.columns[0], yAxis: answer.columns[1] },
  });
  // Comments and replies.
  const comment = await (await api.post(url(`/api/charts/${typed.id}/comments`), { data: { content: P[0] } })).json();
  await api.post(url(`/api/comments/${comment.id}/reply`), { data: { content: P[2] } });
  await api.post(url(`/api/charts/${typed.id}/comments`), { data: { content: P[6] } });
});

/** Loads a page, lets it settle, pokes at it, and reports whether the canary fired or a dialog opened. */
async function visit(page: Page, url: string, poke?: (page: Page) => Promise<void>): Promise<void> {
  const dialogs: string[] = [];
  page.setDefaultTimeout(10_000);
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await poke?.(page);
    await settled(page, inFlight);
  } finally {
    page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), url).toBeUndefined();
  expect(dialogs, url).toEqual([]);
}

/**
 * Waits until the page has done what loading and poking it started, so a payload that got through
 * has had its chance to run: no request left in flight (an image that fails to load fires its
 * onerror then), then a frame and the idle moment after it, with no task left queued (a srcdoc
 * frame's script has run by then). Asked in a frame: Chromium may hold idle callbacks back while it
 * draws none.
 */
async function settled(page: Page, inFlight: ReadonlySet<Request>): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    while (inFlight.size > 0) {
      if (Date.now() > deadline) throw new Error(`Requests still in flight after 10 s: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
    // Whatever ran before the idle moment may have asked for more.
    if (inFlight.size === 0) return;
  }
}

/** Hovers each chart (tooltips show labels) and opens its data table, as a curious reader would. */
async function hoverCharts(page: Page) {
  for (const chart of await page.locator('chart-embed').all()) {
    await chart
      .locator('[part=canvas]')
      .hover({ timeout: 2000, force: true })
      .catch(() => {});
    // The table shows every field as text; then back to the chart, which the next step looks for.
    for (const toggle of ['table-toggle', 'chart-toggle']) {
      await chart
        .locator(`[part=${toggle}]`)
        .click({ timeout: 2000, force: true })
        .catch(() => {});
    }
  }
}

describe('script injection through every user-controlled field', () => {
  it('has a canary that would fire if a payload reached the page as markup', async () => {
    const page = await context.newPage();
    await page.goto(`${fixture.server.url}/terms`);
    await page.evaluate((payload) => document.body.insertAdjacentHTML('beforeend', payload), P[0]);
    await page.waitForFunction(() => (window as unknown as { __xss?: unknown }).__xss === 1);
    await page.close();
  });

  it('and the builder’s CSP stops that payload by itself, should escaping ever fail', async () => {
    const page = await fixture.browser.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && blocked.push(m.text()));
    await page.goto(`${fixture.server.url}/terms`);
    await page.evaluate((payload) => document.body.insertAdjacentHTML('beforeend', payload), P[0]);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await page.close();
  });

  it('runs nothing in the builder: my charts, trending with comments, the admin table', async () => {
    const page = await context.newPage();
    await visit(page, `${fixture.server.url}/my-charts`, async (p) => {
      await p.locator('chart-embed canvas').first().waitFor();
      await hoverCharts(p);
      await p.getByRole('button', { name: 'Share' }).first().click();
    });
    await visit(page, `${fixture.server.url}/trending`, async (p) => {
      await p.locator('.card-button').first().waitFor();
      for (const card of await p.locator('.card-button').all()) {
        await card.click();
        await p.locator('.chart-detail chart-embed canvas').first().waitFor();
        await hoverCharts(p);
      }
    });
    const admin = await fixture.browser.newPage();
    await admin.goto(`${fixture.server.url}/admin`);
    await admin.getByLabel('Access code').fill(ADMIN_CODE);
    await admin.getByRole('button', { name: 'Access Admin Panel' }).click();
    await admin.getByRole('heading', { name: 'User Management' }).waitFor();
    // The table's rows come after its heading.
    await expect.poll(() => admin.getByRole('region', { name: 'User Management' }).locator('.data-table').textContent()).toContain(P[0]);
    await visit(admin, `${fixture.server.url}/admin/dashboard`, (p) => p.getByRole('heading', { name: 'User Management' }).waitFor());
    await admin.close();
  });

  it('runs nothing in the wizard’s preview of an AI answer', async () => {
    const page = await context.newPage();
    await visit(page, `${fixture.server.url}/?start`, async (p) => {
      const wizard = p.getByRole('dialog', { name: 'Create a Chart' });
      await wizard.getByLabel('What would you like to chart?').fill('xss in the preview');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.locator('chart-embed canvas').first().waitFor();
      await hoverCharts(p);
    });
  });

  it('runs nothing in embeds on another site, or on the standalone pages', async () => {
    fixture.host.setBody(`<!doctype html><title>Blog</title>${slugs.map((s) => `<script src="${fixture.server.url}/e/${s}.js"></script>`).join('')}`);
    const page = await fixture.browser.newPage();
    await visit(page, fixture.host.url, async (p) => {
      await expectPoll(() => p.locator('chart-embed canvas').count(), slugs.length);
      await hoverCharts(p);
    });
    for (const slug of slugs) {
      await visit(page, `${fixture.server.url}/e/${slug}`, async (p) => {
        await p.locator('chart-embed canvas').first().waitFor();
        await hoverCharts(p);
      });
      const html = await (await fetch(`${fixture.server.url}/e/${slug}`)).text();
      expect(html).not.toMatch(/<script>window\.__xss|onerror="window/);
    }
    await page.close();
  });

  it('runs nothing in the server-drawn images, opened as documents', async () => {
    const page = await fixture.browser.newPage();
    for (const slug of slugs) {
      await visit(page, `${fixture.server.url}/e/${slug}.svg`);
      expect(await page.locator('svg > title').count()).toBe(1);
    }
    await page.close();
  });
});

async function expectPoll(read: () => Promise<number>, expected: number) {
  const deadline = Date.now() + 10_000;
  while ((await read()) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await read()).toBeGreaterThanOrEqual(expected);
}
