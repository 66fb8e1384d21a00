import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({ env: { AUTH_RATE_LIMIT: '3', ADMIN_ACCESS_CODE: 'a-long-admin-code-for-tests' } });

async function exhaust(send: () => Promise<Response>): Promise<Response> {
  for (let i = 0; i < 3; i++) expect((await send()).status).not.toBe(429);
  return send();
}

async function expectLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  expect((await response.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
}

describe('rate limits', () => {
  it('hold on login', async () => {
    const c = new HttpClient(fixture.server.url);
    await expectLimited(await exhaust(() => c.post('/api/auth/login', { usernameOrEmail: 'someone', password: 'guessing' })));
  });

  it('hold on register', async () => {
    let i = 0;
    const send = () => new HttpClient(fixture.server.url).post('/api/auth/register', { username: `limit${++i}`, email: `limit${i}@example.com`, password: 'correct horse battery' });
    await expectLimited(await exhaust(send));
  });

  it('hold on resending verification mail', async () => {
    const c = new HttpClient(fixture.server.url);
    await expectLimited(await exhaust(() => c.post('/api/auth/resend-verification', { email: 'someone@example.com' })));
  });

  it('hold on the admin code, even for the right code', async () => {
    const c = new HttpClient(fixture.server.url);
    await exhaust(() => c.post('/api/admin/login', { code: 'wrong' }));
    await expectLimited(await c.post('/api/admin/login', { code: 'a-long-admin-code-for-tests' }));
  });
});
