/**
 * The iframe path (widget/README.md, Iframes and oEmbed): the frame page, the host page's resize
 * script and the runtime's stable address.
 */
import { describe, expect, it } from 'vitest';
import { insertChart, insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    await insertChart(db, { slug: 'framed-chart', userId, name: 'Framed <b>chart</b>', options: { title: 'Framed' } });
  },
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fixture.server.url}${path}`, { headers });

describe('GET /e/SLUG/frame', () => {
  it('is the chart alone, frameable by any site, under a policy naming our origin', async () => {
    const response = await get('/e/framed-chart/frame');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain('frame-ancestors *');
    // In a sandbox without allow-same-origin, 'self' is no origin at all: ours is named.
    expect(policy).toContain(`script-src ${fixture.server.url} 'sha256-`);
    expect(policy).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<title>Framed &#60;b&#62;chart&#60;/b&#62; · Chart Embed</title>');
    expect(html).toMatch(new RegExp(`<script type="module" src="${fixture.server.url}/widget/chart-embed\\.[\\w-]+\\.js"></script>`));
    expect(html).toContain(
      `<chart-embed height="400" src="${fixture.server.url}/e/framed-chart.json" beacon="${fixture.server.url}/e/framed-chart/view"><script type="application/json">{`,
    );
    expect(html).toContain('chart-embed{display:block;width:100%}chart-embed{height:400px}');
    // No page toolbar, no footer: the chart alone.
    expect(html).not.toContain('toolbar');
    expect(html).not.toContain('<footer');
  });

  it('takes the height and render flags from its address, and sets aside what it cannot use', async () => {
    const html = await (await get('/e/framed-chart/frame?height=300&plain=1&static=1&theme=auto&lang=de-de')).text();
    expect(html).toContain(
      `<chart-embed height="300" src="${fixture.server.url}/e/framed-chart.json" beacon="${fixture.server.url}/e/framed-chart/view" plain static theme="auto" lang="de-DE">`,
    );
    expect(html).toContain('height:300px}');
    const odd = await get('/e/framed-chart/frame?height=99999&lang=%22%3E%3Cscript%3E&transparent=0');
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain(
      `<chart-embed height="2000" src="${fixture.server.url}/e/framed-chart.json" beacon="${fixture.server.url}/e/framed-chart/view"><script`,
    );
  });

  it('answers an unknown chart with a small notice in the frame (404), never the builder', async () => {
    for (const slug of ['no-such-chart', '%3Cb%3E']) {
      const response = await get(`/e/${slug}/frame`, { accept: 'text/html' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
      const html = await response.text();
      expect(html).toContain('<p class="missing">This chart is not available</p>');
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('id="root"');
    }
  });

  it('revalidates with its ETag, and a CDN may keep it 30 s, like the other embed paths', async () => {
    const first = await get('/e/framed-chart/frame');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400');
    expect((await get('/e/framed-chart/frame', { 'if-none-match': etag })).status).toBe(304);
  });
});

describe('GET /e/resize.js and /e/runtime.js', () => {
  it('serves the resize script to any page, cacheable for a day', async () => {
    const response = await get('/e/resize.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain("'chart-embed:height'");
  });

  it('serves the runtime at an address that outlives builds, as a module any origin may load', async () => {
    const response = await get('/e/runtime.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(await response.text()).toMatch(/^import '\.\.\/widget\/chart-embed\.[\w-]+\.js';\n$/);
  });
});
