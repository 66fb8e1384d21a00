/**
 * Source health an operator can see (issue 44, part 5): each upstream's state from the calls made
 * to it, in the admin's table and in `/api/health` (without causes or secrets), and
 * `npm run sources:check` probing the configured upstreams, here the loopback fakes.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plan, startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';
import { repoRoot } from '../support/test-server';

const CODE = 'source-health-admin-code';
let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(async () => {
  await fakes?.close();
});

const fixture = serverFixture({
  env: () => ({ ...fakes.env, OPENAI_API_KEY: 'test-key', ADMIN_ACCESS_CODE: CODE, AI_GUEST_LIMIT: '1000', SOURCE_TIMEOUT_MS: '1000' }),
});

async function adminSources(): Promise<Array<{ id: string; status: string; configured: boolean; lastFailure: string | null; lastSuccessAt: string | null }>> {
  const admin = new HttpClient(fixture.server.url);
  expect((await admin.post('/api/admin/login', { code: CODE })).status).toBe(200);
  const response = await admin.get('/api/admin/sources');
  expect(response.status).toBe(200);
  return response.json();
}

describe('source health', () => {
  it('shows a source that answered as ok, and one that failed with its cause', async () => {
    const before = await adminSources();
    expect(before.find((s) => s.id === 'worldbank')).toMatchObject({ configured: true, status: 'unknown', lastSuccessAt: null });
    expect(before.find((s) => s.id === 'tiingo')).toMatchObject({ configured: false, status: 'not configured' });

    const question = 'Population of the US since 2000';
    fakes.plans.set(question, [plan({ series: [{ label: 'United States', source: 'worldbank', indicator: 'SP.POP.TOTL', entity: 'USA' }], from: '2000' })]);
    expect((await new HttpClient(fixture.server.url).post('/api/chart-from-query', { query: question })).status).toBe(200);

    fakes.sources.down.add('imf');
    const failing = 'IMF growth of the US';
    fakes.plans.set(failing, [plan({ series: [{ label: 'United States', source: 'imf', indicator: 'NGDP_RPCH', entity: 'USA' }] })]);
    expect((await new HttpClient(fixture.server.url).post('/api/chart-from-query', { query: failing })).status).toBe(502);
    fakes.sources.down.delete('imf');

    await fixture.server.settle();
    const after = await adminSources();
    expect(after.find((s) => s.id === 'worldbank')).toMatchObject({ status: 'ok', lastFailure: null });
    expect(after.find((s) => s.id === 'imf')).toMatchObject({ status: 'failing', lastFailure: expect.stringContaining('503') });
  });

  it('summarises the states in /api/health without causes, and refuses the table to anyone but the admin', async () => {
    const health = await (await fetch(`${fixture.server.url}/api/health`)).json();
    expect(health.sources).toMatchObject({ worldbank: 'ok', tiingo: 'not configured' });
    expect(JSON.stringify(health)).not.toMatch(/503|http/);
    expect((await new HttpClient(fixture.server.url).get('/api/admin/sources')).status).toBe(401);
  });
});

describe('npm run sources:check', () => {
  // Not spawnSync: the fakes answer from this process, which must stay free to answer them.
  const check = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = spawn(`${repoRoot}node_modules/.bin/bun`, ['scripts/sources-check.ts'], { cwd: repoRoot, env: { ...process.env, ...env } });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', (status) => resolve({ status, stdout }));
    });

  it('prints one line per upstream: ok for each open-data source and price provider the fakes serve', async () => {
    const run = await check(fakes.env);
    expect(run.status).toBe(0);
    for (const name of ['World Bank', 'IMF', 'Our World in Data', 'SEC EDGAR', 'Stooq']) expect(run.stdout).toMatch(new RegExp(`^ok\\s+${name}\\s`, 'm'));
    expect(run.stdout).toMatch(/^-\s+Tiingo\s+not configured$/m);
  });

  it('names a source that answers a web page, and exits 1', async () => {
    const page = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>'));
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      const port = (page.address() as AddressInfo).port;
      const run = await check({
        ...fakes.env,
        OWID_BASE_URL: `http://127.0.0.1:${port}/grapher`,
        DATA_URL_ALLOW_HOSTS: `${fakes.env.DATA_URL_ALLOW_HOSTS},127.0.0.1:${port}`,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^FAILED\s+Our World in Data\s+life-expectancy for World: .+/m);
      expect(run.stdout).toMatch(/^ok\s+World Bank\s/m);
    } finally {
      await new Promise<void>((resolve) => page.close(() => resolve()));
    }
  });
});
