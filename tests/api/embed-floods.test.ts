/**
 * Floods of the embed paths found by attacking the running server (issue 43), each sent here in
 * its shape (many requests, each a variant never asked before) and checked for what it used to
 * cost. What the server read, rendered and keeps is read through TEST_HOOKS
 * (`GET /api/test-hooks/embed`); how long it takes is bench/attack-load.ts's to measure.
 */
import { describe, expect, it } from 'vitest';
import { loopback, requestFrom } from '../support/from-address';
import { isPng, pngSize } from '../support/png-image';
import { insertChart, insertSession, insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';

const POINTS = 5_000;
const CHARTS = 12;
let session = '';
let bigId = 0;

const fixture = serverFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    session = await insertSession(db, userId);
    const labels = Array.from({ length: POINTS }, (_, i) => new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    const series = (k: number) => ({ label: `Series ${k}`, data: labels.map((_, i) => Math.round(Math.sin(i / 40 + k) * 1000) / 10) });
    bigId = await insertChart(db, { slug: 'flooded', userId, name: 'Flooded chart', data: { labels, datasets: [series(1), series(2)] } });
    for (let i = 1; i <= CHARTS; i++) await insertChart(db, { slug: `img-${i}`, userId, options: { title: `Chart ${i}` } });
    await insertChart(db, { slug: 'other-img', userId, options: { title: 'Another chart' } });
  },
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fixture.server.url}${path}`, { headers });

interface EmbedHooks {
  chartsRead: number;
  framesRendered: number;
  oembedsMade: number;
  readyUrls: number;
  readyUrlBytes: number;
  renderedBytes: number;
  imageBytes: number;
}
const hooks = async (): Promise<EmbedHooks> => (await get('/api/test-hooks/embed')).json();

describe('an oEmbed flood (issue 43, finding 2)', () => {
  const oembed = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    get(`/api/oembed?${new URLSearchParams({ url: `${fixture.server.url}/e/flooded`, ...params })}`, headers);

  it('is answered from the chart’s version and name, never its data, at any maximum', async () => {
    const before = await hooks();
    const asked = [
      ...Array.from({ length: 100 }, () => ({})),
      ...Array.from({ length: 100 }, (_, i) => ({ maxwidth: String(300 + i), maxheight: String(200 + (i % 7)) })),
      ...Array.from({ length: 50 }, (_, i) => ({ maxwidth: String(5000 + i), url: `${fixture.server.url}/e/flooded${i % 2 ? '.js' : '/frame'}` })),
    ];
    const answers = await Promise.all(asked.map(async (params) => (await oembed(params)).json()));
    for (const [i, answer] of answers.entries()) {
      expect(answer.title, `request ${i}`).toBe('Flooded chart');
      expect(answer.html).toContain(`${fixture.server.url}/e/flooded/frame`);
    }
    expect(answers[150]).toMatchObject({ width: 350, height: 201, thumbnail_width: 350, thumbnail_height: 183 });
    // Above 600 × 400 (the iframe) and 1200 × 630 (the thumbnail), every maximum is the same answer.
    expect(answers[200]).toEqual(answers[0]);
    const after = await hooks();
    expect(after.chartsRead).toBe(before.chartsRead);
    expect(after.oembedsMade - before.oembedsMade).toBeLessThanOrEqual(101);
  });

  it('revalidates with its ETag, and a rename shows at once without reading the data', async () => {
    const before = await hooks();
    const first = await oembed({});
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect((await oembed({}, { 'if-none-match': etag })).status).toBe(304);
    const rename = await fetch(`${fixture.server.url}/api/charts/${bigId}/rename`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: `session=${session}` },
      body: JSON.stringify({ name: 'Renamed chart' }),
    });
    expect(rename.status).toBe(200);
    const renamed = await oembed({}, { 'if-none-match': etag });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
    expect((await renamed.json()).title).toBe('Renamed chart');
    expect((await hooks()).chartsRead).toBe(before.chartsRead);
  });
});

describe('a flood of frame variants (issue 43, finding 4)', () => {
  it('answers every height and language correctly from one rendering of the page', async () => {
    const before = await hooks();
    const asked = [
      ...Array.from({ length: 60 }, (_, i) => ({ path: `/e/flooded/frame?height=${150 + i}`, expect: `<chart-embed height="${150 + i}" ` })),
      ...Array.from({ length: 60 }, (_, i) => ({ path: `/e/flooded/frame?lang=en-x-v${i}`, expect: ` lang="en-x-v${i}"><script type="application/json">` })),
    ];
    const pages = await Promise.all(asked.map(async ({ path }) => (await get(path)).text()));
    const whole = pages[0]!;
    for (const [i, page] of pages.entries()) {
      expect(page, asked[i]!.path).toContain(asked[i]!.expect);
      // Everything from the spec on is the same page.
      expect(page.slice(page.indexOf('<script type="application/json">'))).toBe(whole.slice(whole.indexOf('<script type="application/json">')));
    }
    // Asked for 157 px, the frame reserves more: what its plot's 200 px and axes need (plot-room.ts).
    expect(Number(/chart-embed\{height:(\d+)px\}/.exec(pages[7]!)?.[1])).toBeGreaterThanOrEqual(200);
    expect(whole).toContain(`"labels":["2000-01-01"`);
    expect(whole.endsWith('</html>\n')).toBe(true);
    const after = await hooks();
    expect(after.framesRendered - before.framesRendered).toBeLessThanOrEqual(1);
    expect(after.chartsRead - before.chartsRead).toBeLessThanOrEqual(1);
  });

  it('sends each variant gzip’d, the same page as plain, under its own ETag and policy', async () => {
    const zipped = await get('/e/flooded/frame?height=333&static=1', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/e/flooded/frame?height=333&static=1', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch checks the gzip member's CRC-32 and length as it inflates.
    expect(await zipped.text()).toBe(await plain.text());
    const other = await get('/e/flooded/frame?height=334&static=1');
    expect(other.headers.get('etag')).not.toBe(zipped.headers.get('etag'));
    expect(other.headers.get('content-security-policy')).not.toBe(zipped.headers.get('content-security-policy'));
    expect((await get('/e/flooded/frame?height=333&static=1', { 'if-none-match': zipped.headers.get('etag')! })).status).toBe(304);
  });
  it('keeps an address readers come back to whole, and brotli’d once that is made', async () => {
    const path = '/e/flooded/frame?height=444';
    const first = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const page = await first.text();
    let again = await get(path, { 'accept-encoding': 'br, gzip' });
    // Made on zlib's threads after the second reader asked: a few readers later at most.
    for (let tries = 0; again.headers.get('content-encoding') !== 'br' && tries < 200; tries++) {
      expect(await again.text()).toBe(page);
      again = await get(path, { 'accept-encoding': 'br, gzip' });
    }
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe(page);
  });
});

describe('an image flood (issue 43, finding 5)', () => {
  it('draws a large size at its step of 200 px, once for all the sizes that round to it', async () => {
    const first = await get('/e/img-1.png?width=2099&height=1301');
    expect(pngSize(new Uint8Array(await first.arrayBuffer()))).toEqual({ width: 2000, height: 1400 });
    const same = await get('/e/img-1.png?width=1901&height=1450');
    expect(same.headers.get('etag')).toBe(first.headers.get('etag'));
    const madeUp = await get('/e/img-1.svg?lang=en-x-one');
    expect((await get('/e/img-1.svg?lang=en-x-two')).headers.get('etag')).toBe(madeUp.headers.get('etag'));
  });

  it('refuses what is over the places at once, with Retry-After, and answers every request', async () => {
    // Four addresses, each asking for eight images of distinct sizes over the charts: more than
    // the sixteen places, and more than the four seconds of waiting, there are.
    const asked = Array.from({ length: 4 }, (_, a) =>
      Array.from({ length: 8 }, (_, i) => ({
        from: loopback(43, a),
        path: `/e/img-${((a * 8 + i) % CHARTS) + 1}.png?width=${900 + a * 10 + i}&height=${500 + i}`,
      })),
    ).flat();
    const order: number[] = [];
    const answers = await Promise.all(
      asked.map(({ from, path }) =>
        requestFrom(from, `${fixture.server.url}${path}`).then((answer) => {
          order.push(answer.status);
          return answer;
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(answer.body).message).toMatch(/^Too many images (of this chart )?are being drawn right now/);
    }
    // Refused before a single image was drawn: nothing is left waiting for a place.
    expect(order[0]).toBe(503);
  });

  it('leaves room for another reader while one address floods many charts', async () => {
    const flooder = loopback(44, 0);
    const flood = Array.from({ length: 30 }, (_, i) =>
      requestFrom(flooder, `${fixture.server.url}/e/img-${(i % CHARTS) + 1}.png?width=${700 + i}&height=${400 + i}`),
    );
    const reader = await get('/e/other-img.png?width=640&height=360');
    expect(reader.status).toBe(200);
    expect(isPng(new Uint8Array(await reader.arrayBuffer()))).toBe(true);
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((answer) => JSON.parse(answer.body).message)).toContain('You asked for too many images at once. Please try again in a moment.');
  });
});

describe('long query strings on a loader (issue 43, finding 9a)', () => {
  // 15 KB: Bun refuses a request line and headers over 16 KB with a 431 before any route sees it.
  it('are answered, and none of them kept', async () => {
    const before = await hooks();
    for (let batch = 0; batch < 4; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const response = await get(`/e/flooded.js?${'q'.repeat(15_000)}${batch * 50 + i}`);
          return [response.status, (await response.text()).includes('chart-embed')];
        }),
      );
      expect(answers.every(([status, loader]) => status === 200 && loader)).toBe(true);
    }
    const after = await hooks();
    expect(after.readyUrlBytes).toBe(before.readyUrlBytes);
    expect(after.readyUrls).toBe(before.readyUrls);
  });
});
