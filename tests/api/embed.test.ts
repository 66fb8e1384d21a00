import { gzipSync } from 'node:zlib';
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestFrom } from '../support/from-address';
import { charts, chartViewsDaily } from '../../api/db/schema';
import { LOADER_SOURCE } from '../../api/modules/embed/loader';
import { insertChart, insertUser, seed } from '../support/seed';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';

const EVIL = '</script><script>window.pwned=1</script>\u2028\u2029<!--';

const fixture = serverFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, { slug: 'aapl-close', userId, name: 'Apple close', options: { title: 'AAPL closing price' } });
    await insertChart(db, {
      slug: 'evil-chart',
      userId,
      name: EVIL,
      options: { title: EVIL, xAxis: EVIL },
      data: { labels: [EVIL, 'b'], datasets: [{ label: EVIL, data: [1, 2] }] },
      sourceValue: EVIL,
    });
  },
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fixture.server.url}${path}`, { headers });

describe('GET /e/SLUG.js', () => {
  it('is a small loader with the spec inline and the hashed runtime', async () => {
    const response = await get('/e/aapl-close.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Revalidated by the browser on every load (a 304 when nothing changed); a CDN keeps it 30 s, so an edit shows within a minute.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400');
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = await response.text();
    expect(body).toMatch(/\/widget\/chart-embed\.[\w-]+\.js"/);
    expect(body).toContain('"title":"AAPL closing price"');
    expect(body).toContain(`${fixture.server.url}/widget/`);
  });

  it('lets any host page load it and time it, and the runtime it loads as well', async () => {
    const runtime = /"(http[^"]+\/widget\/chart-embed\.[\w-]+\.js)"/.exec(await (await get('/e/aapl-close.js')).text())![1]!;
    for (const response of [await get('/e/aapl-close.js'), await get('/e/aapl-close.json'), await fetch(runtime)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      // Without it, a page's Resource Timing of a file from another origin is all zeros.
      expect(response.headers.get('timing-allow-origin')).toBe('*');
    }
  });

  it('revalidates with its ETag (304), and a new version changes it', async () => {
    const first = await get('/e/aapl-close.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/e/aapl-close.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is compressed for clients that accept it', async () => {
    const plain = await (await get('/e/aapl-close.js', { 'accept-encoding': 'identity' })).text();
    const response = await get('/e/aapl-close.js', { 'accept-encoding': 'gzip' });
    // fetch decompresses transparently; the header says what travelled.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(plain);
  });

  it('keeps any data from breaking out of the script', async () => {
    const body = await (await get('/e/evil-chart.js')).text();
    expect(body).not.toContain('</script>');
    expect(body).not.toContain('<!--');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    // Still valid JavaScript that carries the exact strings.
    let captured: { options: { title: string } } | undefined;
    const element = {
      style: {},
      setAttribute() {},
      set spec(v: typeof captured) {
        captured = v;
      },
    };
    new Function('document', 'window', 'customElements', body)(
      {
        currentScript: null,
        readyState: 'complete',
        querySelector: () => null,
        createElement: () => element,
        body: { appendChild() {} },
        head: { appendChild() {} },
      },
      {},
      { get: () => true },
    );
    expect(captured!.options.title).toBe(EVIL);
  });

  it('answers an unknown slug with 404 and a JavaScript comment, not HTML', async () => {
    const response = await get('/e/no-such-chart.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('/* chart-embed: there is no chart "no-such-chart" */\n');
    const weird = await get('/e/%3Cscript%3E*%2F.js');
    expect(weird.status).toBe(404);
    expect(await weird.text()).toBe('/* chart-embed: there is no chart at this address */\n');
  });

  it('stays under 1.5 KB gzip without the data', () => {
    const empty = LOADER_SOURCE.replace('__SPEC__', '{}').replace('__RUNTIME__', '""').replace('__SLUG__', '""').replace('__ROOM__', '[[],[]]');
    expect(gzipSize(empty)).toBeLessThan(1536);
  });
});

describe('GET /e/SLUG.json', () => {
  it('is the spec, open to any origin', async () => {
    const response = await get('/e/aapl-close.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // It counts no view, so a CDN may keep it a minute and serve it while the server is down.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400');
    const spec = await response.json();
    expect(spec).toMatchObject({
      chartType: 'line',
      theme: 'neon-midnight',
      data: { labels: ['2024-01-01', '2024-01-02', '2024-01-03'] },
      options: { title: 'AAPL closing price', legendPosition: 'right', animation: true },
      source: { label: 'AAPL' },
    });
  });

  it('is a JSON 404 for an unknown slug', async () => {
    const response = await get('/e/nope.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'There is no chart at that address' });
  });
});

describe('GET /e/SLUG.csv', () => {
  it('is the data as a CSV attachment named after the chart, open to any origin, and no view', async () => {
    const response = await get('/e/aapl-close.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="apple-close.csv"; filename*=UTF-8''apple-close.csv`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toBeTruthy();
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so Excel reads the file as UTF-8 (text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The caption's source follows the data, past an empty line.
    expect(new TextDecoder().decode(bytes)).toBe('Date,AAPL\r\n2024-01-01,185.6\r\n2024-01-02,184.3\r\n2024-01-03,181.9\r\n\r\nSource,AAPL,\r\n');
  });

  it('keeps hostile labels as text that no spreadsheet runs', async () => {
    const text = await (await get('/e/evil-chart.csv')).text();
    const [header] = text.split('\r\n');
    expect(header!.startsWith('</script>')).toBe(true);
    expect(text).not.toMatch(/(^|,)=/m);
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const response = await get('/e/no-such-chart.csv');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'There is no chart at that address' });
  });
});

describe('GET /e/SLUG', () => {
  it('is a standalone page with meta, oEmbed discovery, a noscript fallback and a strict CSP', async () => {
    const response = await get('/e/aapl-close');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<title>Apple close · Chart Embed</title>');
    // The name is the page's heading, above the chart, whose own title differs and stays; the
    // default theme is dark, and so is the page.
    expect(html).toMatch(/<html lang="en" class="dark">[\s\S]*<h1>Apple close<\/h1>[\s\S]*<chart-embed beacon="\/e\/aapl-close\/view">/);
    expect(html).toContain('<meta property="og:title" content="Apple close">');
    // A large card with the server-drawn image: tests/api/chart-image.test.ts checks it.
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:description" content="Line chart: AAPL closing price. 1 series: AAPL.');
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${fixture.server.url}/api/oembed?url=${encodeURIComponent(`${fixture.server.url}/e/aapl-close`)}&#38;format=json"`,
    );
    expect(html).toMatch(/<noscript>[\s\S]*<th>2024-01-01<\/th><td>185.6<\/td>[\s\S]*<\/noscript>/);
    expect(html).toMatch(/<script type="module" src="\/widget\/chart-embed\.[\w-]+\.js"><\/script>/);
  });

  it('escapes every user-controlled string', async () => {
    const html = await (await get('/e/evil-chart')).text();
    expect(html).not.toContain('<script>window.pwned');
    expect(html).toMatch(/<h1>[^<]*&#60;script&#62;window\.pwned[^<]*<\/h1>/);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('is a JSON 404 for an unknown slug, and a page saying so to a browser', async () => {
    const json = await get('/e/unknown', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ message: 'There is no chart at that address' });
    const page = await get('/e/unknown', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('<h1>This chart does not exist</h1>');
  });
});

describe('GET /api/oembed', () => {
  const oembed = (params: Record<string, string>) => get(`/api/oembed?${new URLSearchParams(params)}`);

  it('describes a chart as oEmbed 1.0 rich content', async () => {
    const response = await oembed({ url: `${fixture.server.url}/e/aapl-close`, maxwidth: '500', maxheight: '300' });
    expect(response.status).toBe(200);
    // Read by CMS editors and link previews in the browser, on other sites.
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'Chart Embed',
      provider_url: `${fixture.server.url}/`,
      title: 'Apple close',
      // An iframe and nothing else: WordPress keeps only iframes of providers it discovers.
      html: `<iframe src="${fixture.server.url}/e/aapl-close/frame?height=300" title="Apple close" width="100%" height="300" frameborder="0" loading="lazy"></iframe>`,
      width: 500,
      height: 300,
      cache_age: 3600,
      thumbnail_url: `${fixture.server.url}/e/aapl-close.png?width=500&height=262`,
      thumbnail_width: 500,
      thumbnail_height: 262,
    });
  });

  it('takes the script and frame URLs too and defaults the size', async () => {
    const body = await (await oembed({ url: `${fixture.server.url}/e/aapl-close.js` })).json();
    expect([body.width, body.height]).toEqual([600, 400]);
    expect(body.html).toBe(
      `<iframe src="${fixture.server.url}/e/aapl-close/frame" title="Apple close" width="100%" height="400" frameborder="0" loading="lazy"></iframe>`,
    );
    const framed = await (await oembed({ url: `${fixture.server.url}/e/aapl-close/frame` })).json();
    expect(framed.html).toBe(body.html);
  });

  it('escapes the chart name in the iframe title', async () => {
    const body = await (await oembed({ url: `${fixture.server.url}/e/evil-chart` })).json();
    expect(body.html).toMatch(/^<iframe src="[^"<]+" title="&lt;\/script>&lt;script>window.pwned=1&lt;\/script>[^"<]*" width="100%"/);
    expect(body.html.match(/<\w+/g)).toEqual(['<iframe']);
  });

  it('answers 404 for unknown charts and other sites, 501 for XML, 400 without a url', async () => {
    const unknown = await oembed({ url: `${fixture.server.url}/e/nope` });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect((await oembed({ url: 'https://elsewhere.example.com/e/aapl-close' })).status).toBe(404);
    const xml = await oembed({ url: `${fixture.server.url}/e/aapl-close`, format: 'xml' });
    expect(xml.status).toBe(501);
    expect(xml.headers.get('access-control-allow-origin')).toBe('*');
    expect(await xml.json()).toEqual({ message: 'Only format=json is supported' });
    const missing = await get('/api/oembed');
    expect(missing.status).toBe(400);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect((await missing.json()).message).toMatch(/url/);
    // Only oEmbed is open: the rest of the API answers no other origin.
    expect((await get('/api/charts/nope')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('views', () => {
  const totals = async (fresh: TestDatabase, chartId: number) => {
    const handle = await fresh.open();
    try {
      const [chart] = await handle.db.select({ views: charts.views }).from(charts).where(eq(charts.id, chartId));
      const [daily] = await handle.db
        .select({ total: sum(chartViewsDaily.count) })
        .from(chartViewsDaily)
        .where(eq(chartViewsDaily.chartId, chartId));
      return { views: chart!.views, daily: Number(daily?.total ?? 0) };
    } finally {
      await handle.close();
    }
  };
  /** The chart's total and daily rows both hold `views`; the database is dropped either way. */
  const expectViewsThenDrop = async (fresh: TestDatabase, chartId: number, views: number) => {
    try {
      expect(await totals(fresh, chartId)).toEqual({ views, daily: views });
    } finally {
      await fresh.drop();
    }
  };

  it('counts a reader once per chart through the beacon, however often they report, and never for serving the chart', async () => {
    const fresh = await createTestDatabase();
    const chartId = await seed(fresh, async (db) => insertChart(db, { slug: 'counted', userId: await insertUser(db) }));
    const own = await startServer({ database: fresh });
    const from = (address: string, path: string, headers: Record<string, string> = {}) => requestFrom(address, `${own.url}${path}`, { headers });
    const beacon = (address: string, headers: Record<string, string> = {}) => requestFrom(address, `${own.url}/e/counted/view`, { method: 'POST', headers });
    // Serving the chart counts nothing: the loader, the page, the frame, the spec, a revalidation.
    await from('127.0.9.1', '/e/counted.js');
    await from('127.0.9.2', '/e/counted');
    await from('127.0.9.6', '/e/counted/frame');
    await from('127.0.9.3', '/e/counted.json');
    const etag = String((await from('127.0.9.4', '/e/counted.js')).headers.etag);
    expect((await from('127.0.9.5', '/e/counted.js', { 'if-none-match': etag })).status).toBe(304);
    // Beacons: one reader reporting five times, whatever X-Forwarded-For claims (no proxy is trusted by default): 1.
    for (let i = 0; i < 5; i++) {
      const answer = await beacon('127.0.9.1', {
        'x-forwarded-for': `203.0.113.${i}`,
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'https://blog.example',
      });
      expect(answer.status).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    await beacon('127.0.9.2'); // another reader: 1
    await beacon('127.0.9.6'); // and another: 1
    await own.stop();
    await expectViewsThenDrop(fresh, chartId, 3);
  });

  it('refuses a malformed beacon with a 400 and an unknown chart with a 404, counting nothing', async () => {
    const bad = await requestFrom('127.0.9.7', `${fixture.server.url}/e/${'x'.repeat(65)}/view`, { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBe('There is no chart at that address');
    const unknown = await requestFrom('127.0.9.7', `${fixture.server.url}/e/nochartatall/view`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toHaveProperty('message');
  });

  // Two servers share a database only on PostgreSQL (PGlite is one process's): skipped, not passed, on PGlite.
  it.skipIf(testDatabaseKind() !== 'postgres')('counts one reader once across two instances on one database', async () => {
    const fresh = await createTestDatabase();
    const chartId = await seed(fresh, async (db) => insertChart(db, { slug: 'twice', userId: await insertUser(db) }));
    const [a, b] = [await startServer({ database: fresh }), await startServer({ database: fresh })];
    try {
      await requestFrom('127.0.9.8', `${a.url}/e/twice/view`, { method: 'POST' });
      await requestFrom('127.0.9.8', `${b.url}/e/twice/view`, { method: 'POST' }); // the same reader, another instance: 0
      await requestFrom('127.0.9.9', `${b.url}/e/twice/view`, { method: 'POST' }); // another reader: 1
    } finally {
      await a.stop();
      await b.stop();
    }
    await expectViewsThenDrop(fresh, chartId, 2);
  });

  it('tells readers apart by the address the operator’s proxy saw, with TRUST_PROXY, whatever they claim', async () => {
    const fresh = await createTestDatabase();
    const chartId = await seed(fresh, async (db) => insertChart(db, { slug: 'proxied', userId: await insertUser(db) }));
    const own = await startServer({ database: fresh, env: { TRUST_PROXY: '1' } });
    // Every request comes from one proxy (this address); the proxy appends the reader's.
    const via = (forwarded: string) => requestFrom('127.0.9.1', `${own.url}/e/proxied/view`, { method: 'POST', headers: { 'x-forwarded-for': forwarded } });
    await via('203.0.113.1');
    await via('198.51.100.7, 203.0.113.1'); // the same reader, claiming another address first: 0
    await via('203.0.113.2');
    await own.stop();
    await expectViewsThenDrop(fresh, chartId, 2);
  });
});

function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}
