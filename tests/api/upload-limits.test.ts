/**
 * Issue 31, finding 3: ten concurrent 20 MB uploads each held the server's thread half a second.
 * Files are now read on a worker in turn by address, and each address has a budget of uploads,
 * counted before the body is read. bench/attack-load.ts measures the health check meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { serverFixture } from '../support/server-fixture';

// TRUST_PROXY: each request says its address, as the operator's proxy would.
const fixture = serverFixture({ env: { UPLOAD_RATE_LIMIT: '6', TRUST_PROXY: '1' } });

function upload(content: string, address: string): Promise<Response> {
  const form = new FormData();
  form.set('csv', new File([content], 'data.csv', { type: 'text/csv' }));
  return fetch(`${fixture.server.url}/api/csv`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address } });
}

const rows = (count: number) => `Date,Value\n${Array.from({ length: count }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')},${i}`).join('\n')}\n`;

describe('CSV uploads', () => {
  it('are read in turn per address: a burst from one address is refused past its share, others are read', async () => {
    const big = rows(100_000);
    const burst = Array.from({ length: 5 }, () => upload(big, '203.0.113.7'));
    const other = await upload(rows(3), '203.0.113.8');
    expect(other.status).toBe(200);
    const statuses = await Promise.all(burst.map(async (r) => ({ status: (await r).status, body: await (await r).text() })));
    // Its share (two waiting, perhaps one more already on the worker) is read; how many of the
    // five arrive while the first is still waiting depends on the machine, so two is the promise.
    expect(statuses.filter((s) => s.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    for (const refused of statuses.filter((s) => s.status !== 200)) {
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ message: 'Too many files are being read right now. Please try again in a moment.' });
    }
  });

  it('have a budget per address, counted before the body is read', async () => {
    for (let i = 0; i < 6; i++) expect((await upload(rows(3), '198.51.100.4')).status).toBe(200);
    const refused = await upload(rows(3), '198.51.100.4');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(refused, 429, /^Too many uploads from your address\. Please try again in \d+ minutes?\.$/);
    expect((await upload(rows(3), '198.51.100.5')).status).toBe(200);
  });
});
