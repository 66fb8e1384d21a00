import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { serverFixture } from '../support/server-fixture';
import { repoRoot } from '../support/test-server';

const fixture = serverFixture();

const expectJsonError = (response: Response, status: number) => expectError(response, status);

const post = (path: string, init: RequestInit) => fetch(`${fixture.server.url}${path}`, { method: 'POST', ...init });

describe('start-up banner', () => {
  it('says where everything is: URL, database, mail mode, admin code', () => {
    const output = fixture.server.output();
    expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toContain(fixture.database.kind === 'pglite' ? 'database:   embedded PGlite in' : 'database:   PostgreSQL at');
    expect(output).toContain('mail:       printed to this log (set SMTP_URL to send real e-mail)');
    expect(output).toMatch(/admin code: [a-z2-9-]{23} {2}\(shown this once/);
  });
});

describe('GET /api/health', () => {
  it('is up, names the database in use, and each outside service’s state', async () => {
    const response = await fetch(`${fixture.server.url}/api/health`);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: true, db: fixture.database.kind });
    // Nothing was called yet: the open-data sources are configured and unknown.
    expect(answer.sources).toMatchObject({ worldbank: 'unknown', imf: 'unknown', owid: 'unknown', sec: 'unknown', tiingo: 'not configured' });
  });
});

describe('errors are JSON { message } with a 4xx status', () => {
  it('answers an unknown API path with 404', async () => {
    const message = await expectJsonError(await fetch(`${fixture.server.url}/api/no-such-thing`), 404);
    expect(message).toBe('Not found: GET /api/no-such-thing');
    await expectJsonError(await post('/api/no-such-thing', {}), 404);
  });

  it('answers broken JSON with 400', async () => {
    const response = await post('/api/events', { headers: { 'content-type': 'application/json' }, body: '{"path": "/' });
    expect(await expectJsonError(response, 400)).toBe('The request body is not valid JSON');
  });

  it('answers a wrong content type with 400', async () => {
    const response = await post('/api/events', { headers: { 'content-type': 'text/plain' }, body: 'path=/' });
    expect(await expectJsonError(response, 400)).toMatch(/Unsupported Content-Type "text\/plain"/);
  });

  it('answers a body over the limit with 413, before reading it', async () => {
    const body = JSON.stringify({ path: `/${'a'.repeat(7 * 1024 * 1024)}` });
    const response = await post('/api/events', { headers: { 'content-type': 'application/json' }, body });
    expect(await expectJsonError(response, 413)).toMatch(/too large: the limit is 6 MB/);
  });

  it('answers a missing or mistyped field with 400 naming it', async () => {
    const wrongType = await post('/api/events', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'pageview', path: '/ok', referrer: 42 }),
    });
    expect(await expectJsonError(wrongType, 400)).toMatch(/^referrer must be/);
    const missing = await post('/api/events', { headers: { 'content-type': 'application/json' }, body: '{"type":"pageview"}' });
    expect(await expectJsonError(missing, 400)).toBe('path must be a URL path starting with / of at most 300 characters');
    const wrongKind = await post('/api/events', { headers: { 'content-type': 'application/json' }, body: '{"type":"click","path":"/"}' });
    expect(await expectJsonError(wrongKind, 400)).toBe('type must be "pageview"');
  });

  it('never shows a stack trace or a framework banner', async () => {
    const response = await post('/api/events', { headers: { 'content-type': 'application/json' }, body: '[' });
    const text = await response.text();
    expect(text).not.toMatch(/\bat \S+ \(|node_modules|Elysia/);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('server')).toBeNull();
  });
});

describe('POST /api/events', () => {
  it('records a page view with 204', async () => {
    const response = await post('/api/events', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'pageview', path: '/trending', referrer: 'https://blog.example.com/post?id=1' }),
    });
    expect(response.status).toBe(204);
  });
});

describe('the built SPA', () => {
  it('answers client routes with index.html, uncached', async () => {
    for (const path of ['/', '/my-charts', '/some/unknown/page']) {
      const response = await fetch(`${fixture.server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets for a year, compressed, and revalidates by ETag', async () => {
    const html = await (await fetch(`${fixture.server.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;

    const brotli = await fetch(`${fixture.server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    await brotli.arrayBuffer();

    const gzip = await fetch(`${fixture.server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    await gzip.arrayBuffer();

    const again = await fetch(`${fixture.server.url}${script}`, { headers: { 'if-none-match': brotli.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers a missing hashed asset with 404, not index.html', async () => {
    expect((await fetch(`${fixture.server.url}/assets/missing-abc123.js`)).status).toBe(404);
  });

  it('does not serve build metadata or files outside the build', async () => {
    expect((await fetch(`${fixture.server.url}/widget/.vite/manifest.json`)).status).toBe(404);
    const traversal = await fetch(`${fixture.server.url}/assets/..%2f..%2fpackage.json`);
    expect(await traversal.text()).not.toContain('"devDependencies"');
  });

  it('serves the widget runtime as a hashed, immutable module', async () => {
    const manifest = JSON.parse(readFileSync(`${repoRoot}dist/widget/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string; name?: string; isEntry?: boolean }
    >;
    const file = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'chart-embed')!.file;
    const response = await fetch(`${fixture.server.url}/widget/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('chart-embed');
  });

  it('answers unknown embed paths with 404 JSON, never the SPA', async () => {
    await expectJsonError(await fetch(`${fixture.server.url}/e/some/deeper/path`), 404);
    await expectJsonError(await fetch(`${fixture.server.url}/e/no-such-chart`), 404);
  });
});

describe('GET /api/capabilities', () => {
  it('says what the server can do, without secrets, cacheable for a minute', async () => {
    const response = await fetch(`${fixture.server.url}/api/capabilities`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({
      ai: false,
      questions: 'planner',
      aiSources: [
        { id: 'worldbank', name: 'World Bank' },
        { id: 'imf', name: 'IMF' },
        { id: 'sec', name: 'SEC EDGAR' },
        { id: 'owid', name: 'Our World in Data' },
      ],
      prices: null,
      priceProviders: [],
      mail: 'log',
      liveData: true,
    });
  });
});
