import { describe, expect, it } from 'vitest';
import { users } from '../../api/db/schema';
import { HttpClient, setCookieOf } from '../support/http-client';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';
import { serverFixture } from '../support/server-fixture';

const clients: HttpClient[] = [];

const fixture = serverFixture();

function client(): HttpClient {
  const c = new HttpClient(fixture.server.url);
  clients.push(c);
  return c;
}

let counter = 0;
function newAccount(prefix = 'user') {
  counter += 1;
  return { username: `${prefix}${counter}`, email: `${prefix}${counter}@example.com`, password: 'correct horse battery' };
}

async function signedUp(account = newAccount()) {
  const c = client();
  const response = await c.post('/api/auth/register', account);
  expect(response.status).toBe(201);
  return { c, account, user: await response.json() };
}

const USER_KEYS = ['createdAt', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName', 'updatedAt', 'username'];

describe('POST /api/auth/register', () => {
  it('creates the user, signs them in and answers the user record', async () => {
    const c = client();
    const account = newAccount();
    const response = await c.post('/api/auth/register', { ...account });
    expect(response.status).toBe(201);
    const user = await response.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({ username: account.username, email: account.email, isEmailVerified: false, firstName: null, lastName: null });
    const cookie = setCookieOf(response, 'session')!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await c.get('/api/auth/user')).status).toBe(200);
  });

  it.each([
    [{ username: 'ab' }, 'username must be 3 to 32 letters, digits, _ . or -'],
    [{ username: 'a'.repeat(33) }, 'username must be 3 to 32 letters, digits, _ . or -'],
    [{ username: 'has space' }, 'username must be 3 to 32 letters, digits, _ . or -'],
    [{ username: undefined }, 'username must be 3 to 32 letters, digits, _ . or -'],
    [{ email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ email: undefined }, 'email must be a valid e-mail address'],
    [{ email: 'victim<attacker@evil.example>' }, 'email must be a valid e-mail address'],
    [{ email: 'a@b.c, d@e.f' }, 'email must be a valid e-mail address'],
    [{ email: 'Victim <victim@example.com>' }, 'email must be a valid e-mail address'],
    [{ email: '"Victim" victim@example.com' }, 'email must be a valid e-mail address'],
    [{ email: 'victim@example.com ' }, 'email must be a valid e-mail address'],
    [{ password: 'short' }, 'password must be 8 to 256 characters'],
    [{ password: 'x'.repeat(257) }, 'password must be 8 to 256 characters'],
    [{ password: 12345678 }, 'password must be 8 to 256 characters'],
  ])('refuses %j with 400 naming the field', async (patch, message) => {
    const response = await client().post('/api/auth/register', { ...newAccount(), ...patch });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('refuses a taken username or e-mail, whatever their case, with 409', async () => {
    const { account } = await signedUp();
    const sameName = await client().post('/api/auth/register', { ...newAccount(), username: account.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(await sameName.json()).toEqual({ message: 'That username is already taken' });
    const sameEmail = await client().post('/api/auth/register', { ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toEqual({ message: 'An account with that e-mail already exists' });
  });

  it('never creates two accounts from simultaneous requests for one name', async () => {
    const account = newAccount();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client().post('/api/auth/register', { ...account, email: `race${i}.${account.email}` })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or e-mail, case-insensitively, with a new session each time', async () => {
    const { account } = await signedUp();
    const byName = client();
    const first = await byName.post('/api/auth/login', { usernameOrEmail: account.username.toUpperCase(), password: account.password });
    expect(first.status).toBe(200);
    expect((await first.json()).username).toBe(account.username);
    const byEmail = client();
    const second = await byEmail.post('/api/auth/login', { usernameOrEmail: account.email, password: account.password });
    expect(second.status).toBe(200);
    expect(byName.cookies.get('session')).not.toBe(byEmail.cookies.get('session'));
    expect((await byName.get('/api/auth/user')).status).toBe(200);
    expect((await byEmail.get('/api/auth/user')).status).toBe(200);
  });

  it('gives a wrong password and an unknown user the same 401', async () => {
    const { account } = await signedUp();
    const wrong = await client().post('/api/auth/login', { usernameOrEmail: account.username, password: 'wrong password' });
    const unknown = await client().post('/api/auth/login', { usernameOrEmail: 'nobody-at-all', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid credentials' });
    expect(await unknown.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('requires both fields', async () => {
    const response = await client().post('/api/auth/login', { usernameOrEmail: '', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'usernameOrEmail is required' });
  });

  it('does not adopt a session id the client chose (no fixation)', async () => {
    const { account } = await signedUp();
    const c = client();
    c.cookies.set('session', 'attacker-chosen-value');
    await c.post('/api/auth/login', { usernameOrEmail: account.username, password: account.password });
    expect(c.cookies.get('session')).not.toBe('attacker-chosen-value');
    const attacker = client();
    attacker.cookies.set('session', 'attacker-chosen-value');
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers 401 with a message without a session', async () => {
    const response = await client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not signed in' });
  });

  it('ends the session on the server: the old cookie no longer works', async () => {
    const { c } = await signedUp();
    const stolen = client();
    stolen.cookies.set('session', c.cookies.get('session')!);
    const response = await c.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logged out' });
    expect(c.cookies.has('session')).toBe(false);
    expect((await stolen.get('/api/auth/user')).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it('saves the profile and answers the new record', async () => {
    const { c, account } = await signedUp();
    const response = await c.patch('/api/profile', { username: `${account.username}x`, email: account.email, firstName: ' Ada ', lastName: 'Lovelace' });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({ username: `${account.username}x`, firstName: 'Ada', lastName: 'Lovelace' });
    expect(Date.parse(user.updatedAt)).toBeGreaterThanOrEqual(Date.parse(user.createdAt));
    expect(await (await c.get('/api/auth/user')).json()).toEqual(user);
  });

  it('refuses someone else’s username with 409, and bad fields with 400', async () => {
    const { account: other } = await signedUp();
    const { c, account } = await signedUp();
    const taken = await c.patch('/api/profile', { username: other.username, email: account.email });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: 'That username is already taken' });
    const bad = await c.patch('/api/profile', { username: account.username, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'email must be a valid e-mail address' });
    const long = await c.patch('/api/profile', { username: account.username, email: account.email, firstName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('firstName must be at most 100 characters');
  });

  it.each(['victim<attacker@evil.example>', 'a@b.c, d@e.f', 'a@b.c;d@e.f', 'Victim <victim@example.com>', '"Victim" victim@example.com'])(
    'refuses %j as the new address, keeping the old one',
    async (email) => {
      const { c, account } = await signedUp();
      const response = await c.patch('/api/profile', { username: account.username, email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'email must be a valid e-mail address' });
      expect((await (await c.get('/api/auth/user')).json()).email).toBe(account.email);
    },
  );

  it('needs a session', async () => {
    const response = await client().patch('/api/profile', { username: 'someone', email: 'someone@example.com' });
    expect(response.status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses state-changing requests from another origin, by Origin or Referer', async () => {
    const { account } = await signedUp();
    const body = { usernameOrEmail: account.username, password: account.password };
    const byOrigin = await client().post('/api/auth/login', body, { origin: 'https://evil.example' });
    expect(byOrigin.status).toBe(403);
    expect(await byOrigin.json()).toEqual({ message: 'Cross-site requests are not allowed' });
    const byReferer = await client().post('/api/auth/login', body, { referer: 'https://evil.example/page' });
    expect(byReferer.status).toBe(403);
    const ours = await client().post('/api/auth/login', body, { origin: fixture.server.url });
    expect(ours.status).toBe(200);
  });
});

describe('secrets', () => {
  it('never sends a password hash, a token or a session id in any body', async () => {
    const everything = clients.flatMap((c) => c.bodies).join('\n');
    const sessionIds = clients.flatMap((c) => [...c.cookies.values()]).filter((v) => v.length > 30);
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toMatch(/password_?hash/i);
    for (const id of sessionIds) expect(everything).not.toContain(id);
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure when the public origin is https', async () => {
    const httpsDb = await createTestDatabase();
    const httpsServer = await startServer({ database: httpsDb, env: { PUBLIC_ORIGIN: 'https://charts.example.com' } });
    try {
      const response = await fetch(`${httpsServer.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newAccount('secure')),
      });
      expect(setCookieOf(response, 'session')).toMatch(/; Secure/);
    } finally {
      await httpsServer.stop();
      await httpsDb.drop();
    }
  });
});

describe('session lifetime', () => {
  it('renews a session used in its second half, and ends one unused for 30 days', async () => {
    const db = await createTestDatabase();
    const at = (days: number) => startServer({ database: db, env: { TEST_CLOCK_OFFSET_MS: String(days * 86_400_000) } });
    const user = (url: string, token: string) => fetch(`${url}/api/auth/user`, { headers: { cookie: `session=${token}` } });
    let own = await at(0);
    try {
      const account = newAccount('lifetime');
      const used = new HttpClient(own.url);
      await used.post('/api/auth/register', account);
      const unused = new HttpClient(own.url);
      await unused.post('/api/auth/login', { usernameOrEmail: account.username, password: account.password });
      const [usedToken, unusedToken] = [used.cookies.get('session')!, unused.cookies.get('session')!];
      await own.stop();

      own = await at(10);
      const early = await user(own.url, usedToken);
      expect(early.status).toBe(200);
      expect(setCookieOf(early, 'session')).toBeUndefined();
      await own.stop();

      own = await at(20);
      const renewed = await user(own.url, usedToken);
      expect(renewed.status).toBe(200);
      const expires = Date.parse(/Expires=([^;]+)/.exec(setCookieOf(renewed, 'session')!)![1]!);
      expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(50);
      await own.stop();

      own = await at(45);
      expect((await user(own.url, usedToken)).status).toBe(200);
      expect((await user(own.url, unusedToken)).status).toBe(401);
    } finally {
      await own.stop();
      await db.drop();
    }
  });
});

describe('password hashes', () => {
  it('take the memory PASSWORD_HASH_MEMORY_KIB sets, and those made at another still sign in', async () => {
    const db = await createTestDatabase();
    const hashes = async () => {
      const handle = await db.open();
      try {
        return (await handle.db.select({ username: users.username, passwordHash: users.passwordHash }).from(users)).map((u) => [
          u.username,
          u.passwordHash.split('$')[3],
        ]);
      } finally {
        await handle.close();
      }
    };
    const old = newAccount('argon');
    let server = await startServer({ database: db, env: { PASSWORD_HASH_MEMORY_KIB: '65536' } });
    try {
      expect((await new HttpClient(server.url).post('/api/auth/register', old)).status).toBe(201);
      await server.stop();
      expect(await hashes()).toEqual([[old.username, 'm=65536,t=2,p=1']]);

      server = await startServer({ database: db, env: { PASSWORD_HASH_MEMORY_KIB: '2048' } });
      const signIn = await new HttpClient(server.url).post('/api/auth/login', { usernameOrEmail: old.username, password: old.password });
      expect(signIn.status).toBe(200);
      const wrong = await new HttpClient(server.url).post('/api/auth/login', { usernameOrEmail: old.username, password: 'not the password' });
      expect(wrong.status).toBe(401);
      const young = newAccount('argon');
      expect((await new HttpClient(server.url).post('/api/auth/register', young)).status).toBe(201);
      await server.stop();
      expect(await hashes()).toContainEqual([young.username, 'm=2048,t=2,p=1']);
    } finally {
      await server.stop();
      await db.drop();
    }
  });
});
