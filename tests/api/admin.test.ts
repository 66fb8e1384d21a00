import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, setCookieOf } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';

const CODE = 'a-long-admin-code-for-tests';
const fixture = serverFixture({ env: { ADMIN_ACCESS_CODE: CODE } });

beforeAll(async () => {
  const alice = new HttpClient(fixture.server.url);
  await alice.post('/api/auth/register', { username: 'alice', email: 'alice@example.com', password: 'correct horse battery' });
  await alice.patch('/api/profile', { username: 'alice', email: 'alice@example.com', firstName: 'Alice', lastName: 'Liddell' });
});

describe('admin', () => {
  it('refuses a wrong code with 401 "Invalid code"', async () => {
    const response = await new HttpClient(fixture.server.url).post('/api/admin/login', { code: 'not-the-code' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid code' });
  });

  it('gives a separate 12-hour admin session for the right code, which lists users without secrets', async () => {
    const admin = new HttpClient(fixture.server.url);
    expect(await (await admin.get('/api/admin/status')).json()).toEqual({ isAdmin: false });
    const login = await admin.post('/api/admin/login', { code: CODE });
    expect(login.status).toBe(200);
    const cookie = setCookieOf(login, 'admin_session')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.round((expires - Date.now()) / 3600_000)).toBe(12);
    expect(admin.cookies.has('session')).toBe(false);

    expect(await (await admin.get('/api/admin/status')).json()).toEqual({ isAdmin: true });
    const users = await (await admin.get('/api/admin/users')).json();
    expect(users).toHaveLength(1);
    expect(Object.keys(users[0]).sort()).toEqual([
      'createdAt',
      'disabledAt',
      'email',
      'firstName',
      'id',
      'isEmailVerified',
      'lastName',
      'updatedAt',
      'username',
    ]);
    expect(users[0]).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Liddell',
      isEmailVerified: false,
      disabledAt: null,
    });
    expect(admin.bodies.join('')).not.toMatch(/argon2|password/i);

    expect((await admin.post('/api/admin/logout')).status).toBe(200);
    expect(await (await admin.get('/api/admin/status')).json()).toEqual({ isAdmin: false });
    expect((await admin.get('/api/admin/users')).status).toBe(401);
  });

  it('refuses the users list to guests and to signed-in users', async () => {
    expect((await new HttpClient(fixture.server.url).get('/api/admin/users')).status).toBe(401);
    const user = new HttpClient(fixture.server.url);
    await user.post('/api/auth/login', { usernameOrEmail: 'alice', password: 'correct horse battery' });
    const response = await user.get('/api/admin/users');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Admin access required' });
  });

  it('works with the code generated at first start when none is configured', async () => {
    const fresh = await createTestDatabase();
    const own = await startServer({ database: fresh });
    try {
      const code = /admin code: ([a-z2-9-]{23}) /.exec(own.output())![1]!;
      const admin = new HttpClient(own.url);
      expect((await admin.post('/api/admin/login', { code: `${code}x` })).status).toBe(401);
      expect((await admin.post('/api/admin/login', { code })).status).toBe(200);
      expect((await admin.get('/api/admin/users')).status).toBe(200);
    } finally {
      await own.stop();
      await fresh.drop();
    }
  });
});
