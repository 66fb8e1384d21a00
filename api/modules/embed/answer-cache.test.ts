import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { cachedBody } from '../../lib/cached-response';
import { createChartChanges } from '../../lib/chart-changes';
import { createAnswerCache, MAX_READY_URL } from './answer-cache';
import { createChartVersions } from './chart-versions';

const MB = 1024 * 1024;

/** A cache whose one chart, `abc`, is at version 1 (nothing here reads the database). */
function cacheOfOneChart(budgets = { rendered: MB, images: MB, readyUrls: MB }) {
  const versions = createChartVersions({} as Db, createChartChanges());
  const version = { id: 1, version: 1, title: 'A chart' };
  versions.remember('abc', { version, checkedAt: Date.now() });
  return { answers: createAnswerCache(versions, budgets), version };
}

describe('the URLs answered from memory (issue 43, finding 9a)', () => {
  it('are bounded by bytes, however many distinct query strings are sent', async () => {
    const { answers, version } = cacheOfOneChart();
    await answers.entry('js', 'js:abc', async () => cachedBody('loader', 'text/javascript'));
    const padding = 'x'.repeat(900);
    for (let i = 0; i < 8000; i++) answers.remember(`http://localhost/e/abc.js?${padding}${i}`, 'abc', 'js', version, 'js:abc');
    const { readyUrls, readyUrlBytes } = answers.sizes();
    expect(readyUrlBytes).toBeLessThanOrEqual(MB);
    expect(readyUrls).toBeGreaterThan(100);
    expect(readyUrls).toBeLessThan(8000);
    // The newest are kept and answered from memory; the oldest went.
    expect(answers.ready(`http://localhost/e/abc.js?${padding}7999`)?.entry).toBeDefined();
    expect(answers.ready(`http://localhost/e/abc.js?${padding}0`)).toBeNull();
  });

  it('never keeps a URL longer than any reader’s embed has', async () => {
    const { answers, version } = cacheOfOneChart();
    await answers.entry('js', 'js:abc', async () => cachedBody('loader', 'text/javascript'));
    for (let i = 0; i < 100; i++) answers.remember(`http://localhost/e/abc.js?${'y'.repeat(16 * 1024)}${i}`, 'abc', 'js', version, 'js:abc');
    expect(answers.sizes()).toMatchObject({ readyUrls: 0, readyUrlBytes: 0 });
    const url = `http://localhost/e/abc.js?${'z'.repeat(MAX_READY_URL - 30)}`;
    answers.remember(url, 'abc', 'js', version, 'js:abc');
    expect(answers.ready(url)).not.toBeNull();
  });
});

describe('the rendered answers', () => {
  it('keep images within a budget of their own, so a flood of sizes leaves the pages and loaders', async () => {
    const { answers } = cacheOfOneChart({ rendered: MB, images: MB, readyUrls: MB });
    await answers.entry('js', 'js:abc', async () => cachedBody('loader', 'text/javascript'));
    for (let i = 0; i < 100; i++) await answers.entry('png', `png:abc:${i}`, async () => cachedBody(Buffer.alloc(64 * 1024), 'image/png'));
    const { renderedBytes, imageBytes } = answers.sizes();
    expect(imageBytes).toBeLessThanOrEqual(MB);
    expect(renderedBytes).toBeGreaterThan(0);
    let rendered = 0;
    await answers.entry('js', 'js:abc', async () => (rendered++, cachedBody('loader', 'text/javascript')));
    expect(rendered).toBe(0);
  });
});
