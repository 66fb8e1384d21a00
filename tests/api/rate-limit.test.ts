import { describe, expect, it } from 'vitest';
import { requestFrom } from '../support/from-address';
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

/** A JSON POST sent from another loopback address (127.0.0.N), as if from another machine; its status. */
const postFrom = async (address: string, path: string, body: unknown) =>
  (await requestFrom(address, `${fixture.server.url}${path}`, { method: 'POST', json: body })).status;

describe('rate limits', () => {
  it('hold on login', async () => {
    const c = new HttpClient(fixture.server.url);
    await expectLimited(await exhaust(() => c.post('/api/auth/login', { usernameOrEmail: 'someone', password: 'guessing' })));
  });

  it('hold on register', async () => {
    let i = 0;
    const send = () =>
      new HttpClient(fixture.server.url).post('/api/auth/register', {
        username: `limit${++i}`,
        email: `limit${i}@example.com`,
        password: 'correct horse battery',
      });
    await expectLimited(await exhaust(send));
  });

  it('hold on resending verification mail', async () => {
    const c = new HttpClient(fixture.server.url);
    await expectLimited(await exhaust(() => c.post('/api/auth/resend-verification', { email: 'someone@example.com' })));
  });

  it('never let wrong passwords from other addresses lock the owner out', async () => {
    expect(await postFrom('127.0.0.20', '/api/auth/register', { username: 'victim', email: 'victim@example.com', password: 'correct horse battery' })).toBe(
      201,
    );
    for (const n of [2, 3, 4, 5]) expect(await postFrom(`127.0.0.${n}`, '/api/auth/login', { usernameOrEmail: 'victim', password: 'wrong guess' })).toBe(401);
    expect(await postFrom('127.0.0.6', '/api/auth/login', { usernameOrEmail: 'victim', password: 'correct horse battery' })).toBe(200);
    // One address guessing at the account is still held.
    for (let i = 0; i < 3; i++) await postFrom('127.0.0.7', '/api/auth/login', { usernameOrEmail: 'victim', password: 'wrong guess' });
    expect(await postFrom('127.0.0.7', '/api/auth/login', { usernameOrEmail: 'victim', password: 'wrong guess' })).toBe(429);
  });

  it('never let wrong admin codes from other addresses lock the admin out', async () => {
    for (const n of [12, 13, 14, 15]) expect(await postFrom(`127.0.0.${n}`, '/api/admin/login', { code: 'wrong code' })).toBe(401);
    expect(await postFrom('127.0.0.16', '/api/admin/login', { code: 'a-long-admin-code-for-tests' })).toBe(200);
  });

  it('hold on the admin code, even for the right code', async () => {
    const c = new HttpClient(fixture.server.url);
    await exhaust(() => c.post('/api/admin/login', { code: 'wrong' }));
    await expectLimited(await c.post('/api/admin/login', { code: 'a-long-admin-code-for-tests' }));
  });
});
