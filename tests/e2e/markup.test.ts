/**
 * The builder's pages as an HTML validator reads them, for the mistakes it has made before: an
 * attribute that must be a number given a percentage, content a parent does not allow, ARIA an
 * element does not take. The light DOM only: the widget's shadow roots are its own suite's.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { browserFixture } from '../support/browser-fixture';
import { insertChart, insertUser } from '../support/seed';

const fixture = browserFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, { slug: 'in-the-feed', userId, name: 'In the feed', listed: true });
  },
});

/** What breaks the rules, one line per element, as `tag: rule`. */
function markupProblems(): string[] {
  const problems: string[] = [];
  const tag = (element: Element) => element.tagName.toLowerCase();
  // Widths and heights of images, frames, canvases and videos are non-negative integers: CSS pixels.
  for (const element of document.querySelectorAll('img, iframe, canvas, video, source')) {
    for (const name of ['width', 'height']) {
      const value = element.getAttribute(name);
      if (value !== null && !/^\d+$/.test(value)) problems.push(`${tag(element)}: ${name}="${value}" is not a whole number`);
    }
  }
  // A button holds phrasing content only: a heading inside one is an error.
  for (const heading of document.querySelectorAll('button :is(h1, h2, h3, h4, h5, h6)')) problems.push(`${tag(heading)}: inside a button`);
  // A generic element (or a paragraph, or text-level markup) may not be named with aria-label.
  const unnameable = new Set(['div', 'span', 'p', 'b', 'i', 'em', 'strong', 'small', 'code', 'pre', 'mark', 'sub', 'sup', 'time', 'q']);
  for (const element of document.querySelectorAll('[aria-label]')) {
    const role = element.getAttribute('role');
    if (role ? ['generic', 'none', 'presentation', 'paragraph'].includes(role) : unnameable.has(tag(element))) {
      problems.push(`${tag(element)}: aria-label on an element that cannot be named`);
    }
  }
  return problems;
}

describe('the builder’s markup', () => {
  it.each(['/', '/?start', '/classic', '/trending'])('%s follows the content rules', async (path) => {
    const { page, problems } = await openPage(fixture.browser, `${fixture.server.url}${path}`);
    if (path === '/trending') await page.locator('.card').first().waitFor();
    if (path === '/?start') await page.getByRole('dialog', { name: 'Create a Chart' }).waitFor();
    expect(await page.evaluate(markupProblems)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
