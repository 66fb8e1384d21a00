/**
 * `/e/SLUG.svg` and `/e/SLUG.png`: the chart drawn on the server, its sizes and their limits,
 * caching per chart version, safety of the SVG, and where the image is offered (the standalone
 * page's social cards and noscript fallback, oEmbed thumbnails).
 */
import { describe, expect, it } from 'vitest';
import { isPng, pixelsUnlike, pngSize, readPng } from '../support/png-image';
import { insertChart, insertSession, insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';

const EVIL = '</text><script>alert(1)</script><a href="http://evil.example/x" onload="steal()">&\u0007';
const days = (count: number) => Array.from({ length: count }, (_, i) => new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
const BIG = 10_000;
let ownerSession = '';
let editedId = 0;

const fixture = serverFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    ownerSession = await insertSession(db, userId);
    const labels = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'];
    await insertChart(db, { slug: 'line-img', userId, name: 'Apple close', options: { title: 'AAPL closing price' } });
    await insertChart(db, {
      slug: 'bar-img',
      userId,
      chartType: 'bar',
      theme: 'light-blue',
      data: { labels, datasets: [{ label: 'Units', data: [3, 5, -2, 4] }] },
    });
    await insertChart(db, {
      slug: 'candle-img',
      userId,
      chartType: 'candlestick',
      data: { labels, datasets: [{ label: 'TSLA', data: [{ o: 1, h: 4, l: 0.5, c: 3 }, { o: 3, h: 3.5, l: 1, c: 2 }, null, { o: 2, h: 5, l: 2, c: 4.5 }] }] },
    });
    await insertChart(db, {
      slug: 'sales-img',
      userId,
      data: { labels: ['2024-01-15', '2024-02-15', '2024-03-15', '2024-04-15'], datasets: [{ label: 'Sales', data: [1200, 2500, 3900, 5100] }] },
    });
    await insertChart(db, { slug: 'pie-img', userId, chartType: 'pie', data: { labels: ['A', 'B', 'C'], datasets: [{ label: 'Share', data: [5, 3, 2] }] } });
    await insertChart(db, {
      slug: 'evil-img',
      userId,
      name: EVIL,
      options: { title: EVIL, xAxis: EVIL, yAxis: EVIL },
      data: { labels: [EVIL, 'b'], datasets: [{ label: EVIL, data: [1, 2] }] },
    });
    let value = 100;
    const data = Array.from({ length: BIG }, (_, i) => (value += Math.sin(i / 7) + Math.cos(i / 31)));
    await insertChart(db, { slug: 'big-img', userId, data: { labels: days(BIG), datasets: [{ label: 'Index', data }] } });
    editedId = await insertChart(db, { slug: 'edited-img', userId, options: { title: 'Before the edit' } });
    await insertChart(db, {
      slug: 'dressed-img',
      userId,
      data: { labels, datasets: [{ label: 'Share', data: [0.12, 0.18, 0.15, 0.22] }] },
      options: {
        title: 'Online share',
        description: 'Orders placed online, by day.',
        notes: 'Returns excluded.',
        byline: 'Chart: Jane Doe',
        numberFormat: { percent: true },
        startAtZero: true,
        referenceLines: [{ value: 0.2, label: 'Target' }],
        highlights: [{ from: '2024-01-02', to: '2024-01-03', label: 'Sale' }],
        seriesColors: ['#b45309'],
      },
    });
    await insertChart(db, {
      slug: 'sideways-img',
      userId,
      chartType: 'bar',
      data: { labels: ['Germany', 'France'], datasets: [{ label: 'GDP', data: [4305, 3030] }] },
      options: { title: 'GDP', horizontal: true, numberFormat: { prefix: '$', suffix: 'bn' } },
    });
  },
});

/** A CDN may keep images 30 s, and serve them while the server is down. */
const SHARED = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400';
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fixture.server.url}${path}`, { headers });
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('GET /e/SLUG.svg', () => {
  it('is the chart as SVG, 1200 × 630, open to any page and revalidated on every load', async () => {
    const response = await get('/e/line-img.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe(SHARED);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" /);
    expect(svg).toContain('>AAPL closing price</text>');
    expect(svg).toMatch(/<path class="line" d="M[\d.]+,[\d.]+C/);
    // Axis titles and the legend entry.
    expect(svg).toContain('>Date</text>');
    expect(svg).toContain('>AAPL</text>');
  });

  it('takes a size', async () => {
    const svg = await (await get('/e/line-img.svg?width=600&height=400')).text();
    expect(svg).toMatch(/^<svg [^>]*width="600" height="400"/);
  });

  it('writes numbers and dates in the language `lang` names, and in English without one or with a bad one', async () => {
    const english = await (await get('/e/sales-img.svg')).text();
    const german = await get('/e/sales-img.svg?lang=de-DE');
    expect(german.status).toBe(200);
    const text = await german.text();
    expect(english).toMatch(/>2,000</);
    expect(english).toMatch(/>Mar 1</);
    expect(text).toMatch(/>2\.000</);
    expect(text).toMatch(/>1\. März</);
    expect(german.headers.get('etag')).not.toBe((await get('/e/sales-img.svg')).headers.get('etag'));
    for (const bad of ['xx-!!', 'a'.repeat(40), '']) expect(await (await get(`/e/sales-img.svg?lang=${encodeURIComponent(bad)}`)).text(), bad).toBe(english);
    const png = await get('/e/sales-img.png?lang=de-DE&width=400&height=300');
    expect(png.status).toBe(200);
    expect(pngSize(await bytesOf(png))).toEqual({ width: 400, height: 300 });
  });

  it('draws each kind of chart with its own shapes', async () => {
    const bar = await (await get('/e/bar-img.svg')).text();
    expect(bar).toMatch(/<g class="bar" fill="#2563eb">(<(rect|path) [^>]+\/>){4}<\/g>/);
    const candles = await (await get('/e/candle-img.svg')).text();
    expect(candles).toMatch(/<path class="candle up" d="(M[^Z]+Z){4}" fill="#22c55e"\/>/);
    expect(candles).toMatch(/<path class="candle down" d="(M[^Z]+Z){2}" fill="#ef4444"\/>/);
    const pie = await (await get('/e/pie-img.svg')).text();
    expect(pie.match(/class="slice"/g)).toHaveLength(3);
    expect(pie).toContain('>50%</text>');
  });

  it('draws what a creator added: texts, formats, range, annotations, colours, horizontal bars', async () => {
    const svg = await (await get('/e/dressed-img.svg')).text();
    for (const text of ['Orders placed online, by day.', 'Returns excluded.', 'Chart: Jane Doe', '>Target<', '>Sale<', '>0%<', '>20%<'])
      expect(svg).toContain(text);
    expect(svg).toMatch(/class="highlights"[^>]*><rect /);
    expect(svg).toMatch(/class="reference-lines" d="M[^"]+"[^>]*stroke-dasharray/);
    expect(svg).toMatch(/class="line" d="[^"]+" fill="none" stroke="#b45309"/);
    const sideways = await (await get('/e/sideways-img.svg')).text();
    expect(sideways).toContain('>Germany<');
    expect(sideways).toMatch(/>\$[\d,]+bn</);
    expect(sideways.match(/<g class="bar"[^>]*>(<(rect|path) [^>]+\/>){2}<\/g>/)).not.toBeNull();
    const png = await get('/e/dressed-img.png?w=600&h=400');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('escapes every text and holds no script, handler, link or foreign content', async () => {
    const svg = await (await get('/e/evil-img.svg')).text();
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/foreignObject/i);
    expect(svg).not.toContain('\u0007');
    // Text never holds a raw `<`, so every `<` opens one of the renderer's own elements.
    const tags = svg.match(/<[^>]*>/g)!;
    const allowed = ['svg', 'title', 'rect', 'g', 'text', 'path', 'circle', 'clipPath'];
    expect(tags.map((tag) => /^<\/?([\w:]+)/.exec(tag)![1]).filter((name) => !allowed.includes(name!))).toEqual([]);
    const attributes = tags.flatMap((tag) => [...tag.matchAll(/\s([\w:-]+)=/g)].map((m) => m[1]!.toLowerCase()));
    expect(attributes.filter((name) => name.startsWith('on') || name.endsWith('href'))).toEqual([]);
    expect(tags.join('').replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|url\((?!#)/);
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;http://evil.example/x&quot;');
    // Still one well-formed document: rasterising it works.
    const png = await get('/e/evil-img.png');
    expect(png.status).toBe(200);
    expect(isPng(await bytesOf(png))).toBe(true);
  });

  it('stays small and quick with 10,000 points: the line is decimated per pixel', async () => {
    const started = performance.now();
    const svg = await (await get('/e/big-img.svg', { 'accept-encoding': 'identity' })).text();
    const elapsed = performance.now() - started;
    expect(svg.length).toBeLessThan(60_000);
    const line = /<path class="line" d="([^"]+)"/.exec(svg)![1]!;
    // At most four points per pixel column of a plot narrower than the 1200 px image.
    expect(line.split(/[ ML]/).filter(Boolean).length).toBeLessThan(4 * 1200);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('GET /e/SLUG.png', () => {
  it('is a 1200 × 630 PNG with the chart drawn on the theme background', async () => {
    const response = await get('/e/line-img.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe(SHARED);
    const bytes = await bytesOf(response);
    expect(isPng(bytes)).toBe(true);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const image = readPng(bytes);
    // neon-midnight's background is #0b1020; the title, axes, legend and line are not.
    const drawn = pixelsUnlike(image, [0x0b, 0x10, 0x20]);
    expect(drawn / (1200 * 630)).toBeGreaterThan(0.01);
    expect(drawn / (1200 * 630)).toBeLessThan(0.5);
  });

  it('takes a size within 200–2400 × 150–2400', async () => {
    for (const [width, height] of [
      [800, 600],
      [200, 150],
      [2400, 300],
    ]) {
      const response = await get(`/e/bar-img.png?width=${width}&height=${height}`);
      expect(response.status).toBe(200);
      const bytes = await bytesOf(response);
      expect(pngSize(bytes)).toEqual({ width, height });
      expect(pixelsUnlike(readPng(bytes), [255, 255, 255])).toBeGreaterThan(100);
    }
  });

  it('refuses sizes out of bounds or not whole numbers with a 400 saying so', async () => {
    for (const query of ['width=199', 'width=2401', 'width=12.5', 'width=abc', 'width=', 'width=-300', 'width=1e3']) {
      const response = await get(`/e/line-img.png?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message: 'width must be a whole number from 200 to 2400' });
    }
    for (const query of ['height=149', 'height=2401', 'height=300px']) {
      const response = await get(`/e/line-img.svg?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message: 'height must be a whole number from 150 to 2400' });
    }
  });

  it('answers an unknown chart with a JSON 404', async () => {
    for (const path of ['/e/no-such-chart.png', '/e/no-such-chart.svg', '/e/%3Cb%3E.png']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'There is no chart at that address' });
    }
  });

  it('revalidates with its ETag, and is kept per version and size', async () => {
    const first = await get('/e/big-img.png');
    const etag = first.headers.get('etag')!;
    const body = await bytesOf(first);
    const again = await get('/e/big-img.png', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const cached = await get('/e/big-img.png');
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await bytesOf(cached)).toEqual(body);
    const other = await get('/e/big-img.png?width=600&height=315');
    expect(other.headers.get('etag')).not.toBe(etag);
    expect(pngSize(await bytesOf(other))).toEqual({ width: 600, height: 315 });
  });

  it('changes with the chart: an edit by its owner gives a new image and ETag', async () => {
    const before = await get('/e/edited-img.png');
    const beforeSvg = await (await get('/e/edited-img.svg')).text();
    expect(beforeSvg).toContain('>Before the edit</text>');
    const etag = before.headers.get('etag')!;
    const edit = await fetch(`${fixture.server.url}/api/charts/${editedId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: `session=${ownerSession}` },
      body: JSON.stringify({ options: { title: 'After the edit' } }),
    });
    expect(edit.status).toBe(200);
    const after = await get('/e/edited-img.png', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await bytesOf(after)).not.toEqual(await bytesOf(before));
    const afterSvg = await (await get('/e/edited-img.svg')).text();
    expect(afterSvg).toContain('>After the edit</text>');
  });
});

describe('where the image is offered', () => {
  it('is the standalone page’s social card and its noscript picture, under its CSP', async () => {
    const response = await get('/e/line-img');
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self'");
    const html = await response.text();
    const url = `${fixture.server.url}/e/line-img.png`;
    expect(html).toContain(`<meta property="og:image" content="${url}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="Line chart: Apple close">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="${url}">`);
    expect(html).toMatch(/<noscript>[\s\S]*<img src="\/e\/line-img\.png" width="1200" height="630" alt="Line chart: Apple close">[\s\S]*<\/noscript>/);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('escapes a hostile title in the image’s alt text', async () => {
    const html = await (await get('/e/evil-img')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<img src="\/e\/evil-img\.png" width="1200" height="630" alt="Line chart: &#60;\/text&#62;&#60;script&#62;/);
  });

  it('is the oEmbed thumbnail, sized within the consumer’s maximum', async () => {
    const oembed = async (params: Record<string, string>) =>
      (await get(`/api/oembed?${new URLSearchParams({ url: `${fixture.server.url}/e/line-img`, ...params })}`)).json();
    expect(await oembed({})).toMatchObject({ thumbnail_url: `${fixture.server.url}/e/line-img.png`, thumbnail_width: 1200, thumbnail_height: 630 });
    const small = await oembed({ maxwidth: '500', maxheight: '300' });
    expect(small).toMatchObject({ thumbnail_url: `${fixture.server.url}/e/line-img.png?width=500&height=262`, thumbnail_width: 500, thumbnail_height: 262 });
    const thumbnail = await get(new URL(small.thumbnail_url).pathname + new URL(small.thumbnail_url).search);
    expect(pngSize(await bytesOf(thumbnail))).toEqual({ width: 500, height: 262 });
    const tiny = await oembed({ maxwidth: '120' });
    expect(tiny.thumbnail_url).toBeUndefined();
    expect(tiny.width).toBe(120);
  });
});

describe('one chart asked for at many sizes at once (issue 31, finding 2)', () => {
  it('waits its turn: another chart’s image is drawn meanwhile, and what is over its share gets a 503 at once', async () => {
    const sizes = Array.from({ length: 24 }, (_, i) => `width=${1201 + i}&height=${631 + i}`);
    const attack = sizes.map((q) => get(`/e/big-img.png?${q}`).then(async (r) => ({ status: r.status, body: r.status === 200 ? '' : await r.text() })));
    const other = get('/e/bar-img.png?width=333&height=222');
    const health = get('/api/health');
    const answered = await other;
    expect(answered.status).toBe(200);
    expect(isPng(await bytesOf(answered))).toBe(true);
    expect((await health).status).toBe(200);
    const results = await Promise.all(attack);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(4);
    expect(results.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ message: 'Too many images of this chart are being drawn right now. Please try again in a moment.' });
    }
  });
});
