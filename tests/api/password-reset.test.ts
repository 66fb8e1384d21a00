/**
 * Forgotten passwords over real SMTP: a link that works once and for an hour, sessions and tokens
 * that end, even those a sign-in racing the reset makes; and the calls keyed by an e-mail address
 * (reset, resend verification) telling nobody which addresses have accounts, by their answer or by
 * waiting for the mail, and letting nobody void the owner's links or hold the owner back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithToken } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { loopback, requestFrom } from '../support/from-address';
import { HttpClient } from '../support/http-client';
import { resetLinkIn, startSmtp, startStalledSmtp, type StalledSmtp, type TestSmtp } from '../support/smtp';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

const REQUESTED = { message: 'If an account uses that address, we have sent it a link to reset the password.' };
const CHANGED = { message: 'Your password has been changed. Sign in with the new one.' };
const INVALID =
  'This reset link is not valid: it (or another link for the account) was used already, it has expired (links work for one hour), or the account has another e-mail address now. Ask for a new link.';
const PASSWORD = 'correct horse battery';

let n = 0;
async function register(url: string): Promise<{ c: HttpClient; email: string; username: string }> {
  n += 1;
  const username = `forgetful${n}`;
  const email = `${username}@example.com`;
  const c = new HttpClient(url);
  expect((await c.post('/api/auth/register', { username, email, password: PASSWORD })).status).toBe(201);
  return { c, email, username };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const confirm = (url: string, token: string, password: string) => new HttpClient(url).post('/api/auth/password-reset/confirm', { token, password });
const signIn = (url: string, usernameOrEmail: string, password: string) => new HttpClient(url).post('/api/auth/login', { usernameOrEmail, password });

// One server with real SMTP for the reset suites; the suite whose mail server never answers has its own.
let database: TestDatabase;
let smtp: TestSmtp;
let server: TestServer;
const start = async (clockOffsetMs = 0) => {
  server = await startServer({ database, env: { SMTP_URL: smtp.url, TEST_CLOCK_OFFSET_MS: String(clockOffsetMs) } });
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
  await start();
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
});

/** Signed up, with the verification mail taken, so the next mail to the address is the one asked for. */
async function account() {
  const signedUp = await register(server.url);
  await smtp.next(signedUp.email);
  return signedUp;
}

async function resetLinkFor(email: string): Promise<string> {
  const mail = smtp.next(email);
  const response = await new HttpClient(server.url).post('/api/auth/password-reset', { email });
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual(REQUESTED);
  return resetLinkIn(await mail);
}

describe('a forgotten password, over real SMTP: the link', () => {
  it('mails a link that sets a new password once, ends every session and revokes access tokens', async () => {
    const { c: first, email, username } = await account();
    const second = new HttpClient(server.url);
    expect((await second.post('/api/auth/login', { usernameOrEmail: username, password: PASSWORD })).status).toBe(200);
    const { token: pat } = await (await first.post('/api/tokens', { name: 'Nightly job' })).json();

    const mail = smtp.next(email);
    expect((await new HttpClient(server.url).post('/api/auth/password-reset', { email: email.toUpperCase() })).status).toBe(202);
    const received = await mail;
    expect(received.subject).toBe('Reset your Chart Embed password');
    expect(received.html).toContain('Choose a new password');
    expect(received.text).toContain('Using it signs you out on every device and revokes your personal access tokens');
    const link = resetLinkIn(received);
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[\w-]{43}$/);

    const done = await confirm(server.url, tokenOf(link), 'a brand new password');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual(CHANGED);
    await expectError(await first.get('/api/auth/user'), 401, 'Not signed in');
    await expectError(await second.get('/api/auth/user'), 401, 'Not signed in');
    await expectError(await callWithToken(server.url, pat, 'GET', '/api/user/charts'), 401, 'The access token is not valid: it was revoked, or never existed');

    await expectError(await signIn(server.url, username, PASSWORD), 401, 'Invalid credentials');
    expect((await signIn(server.url, email, 'a brand new password')).status).toBe(200);
    await expectError(await confirm(server.url, tokenOf(link), 'yet another password'), 400, INVALID);
    expect((await signIn(server.url, username, 'a brand new password')).status).toBe(200);
  });

  // A new link once voided the older ones, so anyone could void the owner's link by asking again.
  it('keeps an earlier link working when another is sent, until one of them is used; refuses made-up ones', async () => {
    const { email, username } = await account();
    const older = await resetLinkFor(email);
    const newer = await resetLinkFor(email);
    await expectError(await confirm(server.url, 'made-up', 'from a made-up link'), 400, INVALID);
    expect((await confirm(server.url, tokenOf(older), 'from the older link')).status).toBe(200);
    expect((await signIn(server.url, username, 'from the older link')).status).toBe(200);
    await expectError(await confirm(server.url, tokenOf(newer), 'from the newer link'), 400, INVALID);
  });

  it('lets one of two links used at once set the password, and answers the other 400', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { email, username } = await account();
      const links = [await resetLinkFor(email), await resetLinkFor(email)];
      const answers = await Promise.all(links.map((link, i) => confirm(server.url, tokenOf(link), `chosen from link ${i}`)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const chosen = answers.findIndex((answer) => answer.status === 200);
      expect((await signIn(server.url, username, `chosen from link ${chosen}`)).status).toBe(200);
    }
  });

  it('voids a link sent to an address the account no longer has', async () => {
    const { c, email, username } = await account();
    const link = await resetLinkFor(email);
    expect((await c.patch('/api/profile', { username, email: `moved.${email}` })).status).toBe(200);
    await expectError(await confirm(server.url, tokenOf(link), 'through the old address'), 400, INVALID);
  });

  it('checks the new password as registering does, and keeps the link for a second try', async () => {
    const { email, username } = await account();
    const link = await resetLinkFor(email);
    await expectError(await confirm(server.url, tokenOf(link), 'short'), 400, 'password must be 8 to 256 characters');
    await expectError(
      await new HttpClient(server.url).post('/api/auth/password-reset/confirm', { password: 'long enough' }),
      400,
      'token is required: open the link from the e-mail',
    );
    expect((await confirm(server.url, tokenOf(link), 'long enough now')).status).toBe(200);
    expect((await signIn(server.url, username, 'long enough now')).status).toBe(200);
  });
});

describe('a forgotten password, over real SMTP: what strangers and thieves get', () => {
  it('answers an address without an account exactly as one with, and mails it nothing', async () => {
    const { email } = await account();
    const known = await new HttpClient(server.url).post('/api/auth/password-reset', { email });
    const unknown = await new HttpClient(server.url).post('/api/auth/password-reset', { email: 'nobody-here@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));
    expect(await unknown.text()).toBe(await known.text());
    await smtp.next(email);
    // The mail goes out after the answer: once the server has settled, any mail it sent is in.
    await server.settle();
    expect(smtp.messages.filter((m) => m.text?.includes('nobody-here'))).toEqual([]);
    expect(JSON.stringify(smtp.messages.map((m) => m.to))).not.toContain('nobody-here');
  });

  it('answers a verification resend the same for any address, and still mails an account waiting for it', async () => {
    const { email } = await account();
    const mail = smtp.next(email);
    const known = await new HttpClient(server.url).post('/api/auth/resend-verification', { email });
    const unknown = await new HttpClient(server.url).post('/api/auth/resend-verification', { email: 'nobody-either@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await unknown.text()).toBe(await known.text());
    expect((await mail).subject).toBe('Verify your e-mail for Chart Embed');
    await server.settle();
    expect(JSON.stringify(smtp.messages.map((m) => m.to))).not.toContain('nobody-either');
  });

  it.each([
    'victim<attacker@evil.example>',
    'Victim <victim@example.com>',
    '"Victim" victim@example.com',
    'a@b.c, d@e.f',
    'a@b.c;d@e.f',
    ' victim@example.com',
  ])('refuses to mail %j', async (email) => {
    await expectError(await new HttpClient(server.url).post('/api/auth/password-reset', { email }), 400, 'email must be a valid e-mail address');
    await expectError(await new HttpClient(server.url).post('/api/auth/resend-verification', { email }), 400, 'email must be a valid e-mail address');
  });

  // Issue 43, finding 3: a thief who knows the old password signed in while the owner set a new
  // one, and kept 3 to 5 live sessions in 6 trials of 6 (and minted tokens with them).
  it('leaves no session of a login racing the reset alive, and no token minted with one working', async () => {
    const TRIALS = 6;
    const THIEVES = 6;
    let raced = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const { email, username } = await account();
      const link = await resetLinkFor(email);
      const sessions: HttpClient[] = [];
      const tokens: string[] = [];
      // The reset starts once a thief is in, so every trial races it even on a loaded machine.
      let firstIn = () => {};
      const thiefIn = new Promise<void>((resolve) => (firstIn = resolve));
      // Each thief signs in again and again with the old password, and mints a token with each
      // session, until the old password stops working.
      const thief = async () => {
        for (;;) {
          const c = new HttpClient(server.url);
          const login = await c.post('/api/auth/login', { usernameOrEmail: username, password: PASSWORD });
          if (login.status !== 200) return expect(login.status).toBe(401);
          sessions.push(c);
          firstIn();
          const minted = await c.post('/api/tokens', { name: 'Stolen' });
          if (minted.status === 201) tokens.push((await minted.json()).token);
          // 409: the account holds all the tokens it may.
          else expect([401, 409]).toContain(minted.status);
        }
      };
      const thieves = Array.from({ length: THIEVES }, thief);
      await thiefIn;
      const [done] = await Promise.all([confirm(server.url, tokenOf(link), `new password ${trial}`), ...thieves]);
      expect(done.status).toBe(200);
      raced += sessions.length;
      for (const c of sessions) await expectError(await c.get('/api/auth/user'), 401, 'Not signed in');
      for (const token of tokens) expect((await callWithToken(server.url, token, 'GET', '/api/user/charts')).status).toBe(401);
    }
    // The thieves did sign in while the reset was on its way: the race was run, not missed.
    expect(raced).toBeGreaterThanOrEqual(TRIALS);
  });
});

describe('a forgotten password, over real SMTP: an hour on', () => {
  it('honours a link for an hour and refuses it after', async () => {
    const early = await account();
    const late = await account();
    const earlyLink = await resetLinkFor(early.email);
    const lateLink = await resetLinkFor(late.email);
    // The same database, served by a server whose clock runs ahead.
    await server.stop();
    await start(59 * 60_000);
    expect((await confirm(server.url, tokenOf(earlyLink), 'just in time')).status).toBe(200);
    await server.stop();
    await start(61 * 60_000);
    await expectError(await confirm(server.url, tokenOf(lateLink), 'too late now'), 400, INVALID);
    await expectError(await signIn(server.url, late.username, 'too late now'), 401, 'Invalid credentials');
  });
});

describe('a mail server that never answers', () => {
  let database: TestDatabase;
  let stalled: StalledSmtp;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    stalled = await startStalledSmtp();
    server = await startServer({ database, env: { SMTP_URL: stalled.url } });
  });

  afterAll(async () => {
    await server?.stop();
    await stalled?.close();
    await database?.drop();
  });

  /** Resolves once the server has opened another connection to the mail server: a mail is on its way. */
  async function mailAttempted(before: number): Promise<void> {
    for (let i = 0; i < 100 && stalled.connections() <= before; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stalled.connections()).toBeGreaterThan(before);
  }

  // The mail cannot have been sent when the answer came: the mail server has not said a word. A
  // call that waited for it would answer only once the client gave up, and then with an error.
  it.each([
    ['/api/auth/password-reset', 202],
    ['/api/auth/resend-verification', 200],
  ])('%s answers without waiting for the mail, the same for an unknown address', async (path, status) => {
    const { email } = await register(server.url);
    const before = stalled.connections();
    const known = await new HttpClient(server.url).post(path, { email });
    expect(known.status).toBe(status);
    await mailAttempted(before);
    const unknown = await new HttpClient(server.url).post(path, { email: `nobody.${email}` });
    expect(unknown.status).toBe(status);
    expect(await unknown.text()).toBe(await known.text());
  });
});

describe('rate limits on the calls that send mail', () => {
  const limited = serverFixture({ env: { AUTH_RATE_LIMIT: '3' } });

  const post = (address: string, path: string, json: unknown) => requestFrom(address, `${limited.server.url}${path}`, { method: 'POST', json });

  async function expectLimited(response: { status: number; headers: Record<string, unknown>; body: string }): Promise<void> {
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(response.body).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }

  it('hold requests from one client address, whatever the addresses asked for', async () => {
    const from = loopback(31, 1);
    for (let i = 0; i < 3; i++) expect((await post(from, '/api/auth/password-reset', { email: `spread${i}@example.com` })).status).toBe(202);
    await expectLimited(await post(from, '/api/auth/password-reset', { email: 'spread9@example.com' }));
  });

  /** What the server printed (it has no SMTP_URL) of the mails to this address, once it has sent them all. */
  async function mailsTo(address: string): Promise<Array<{ subject: string; link: string }>> {
    await limited.server.settle();
    return limited.server
      .output()
      .split('[mail] To: ')
      .slice(1)
      .filter((mail) => mail.startsWith(`${address}\n`))
      .map((mail) => ({ subject: /\[mail\] Subject: (.*)/.exec(mail)![1]!, link: /https?:\/\/\S+\?token=[\w-]+/.exec(mail)![0] }));
  }
  const resetsTo = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject === 'Reset your Chart Embed password');
  const verificationsTo = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject === 'Verify your e-mail for Chart Embed');

  // Issue 43, finding 8: ten requests for the victim's address from anywhere spent the victim's own
  // requests for 15 minutes, voided the link they had, and mailed them ten times.
  it('let requests for an address from other client addresses neither void its owner’s link, nor hold the owner back, nor flood the inbox', async () => {
    const victim = 'victim@example.com';
    const own = loopback(31, 10);
    expect((await post(own, '/api/auth/register', { username: 'victim', email: victim, password: PASSWORD })).status).toBe(201);
    expect((await post(own, '/api/auth/password-reset', { email: victim })).status).toBe(202);
    const [first] = await resetsTo(victim);
    for (let i = 0; i < 10; i++) {
      expect((await post(loopback(31, 11 + i), '/api/auth/password-reset', { email: i % 2 ? victim : victim.toUpperCase() })).status).toBe(202);
    }
    expect((await post(own, '/api/auth/password-reset', { email: victim })).status).toBe(202);
    expect(await resetsTo(victim)).toHaveLength(3);
    expect((await post(own, '/api/auth/password-reset/confirm', { token: tokenOf(first!.link), password: 'chosen by the owner' })).status).toBe(200);
    expect((await post(own, '/api/auth/login', { usernameOrEmail: 'victim', password: 'chosen by the owner' })).status).toBe(200);
  });

  it('let resends for an address from other client addresses neither void its owner’s link, nor hold the owner back, nor flood the inbox', async () => {
    const victim = 'unverified@example.com';
    const own = loopback(31, 40);
    expect((await post(own, '/api/auth/register', { username: 'unverified', email: victim, password: PASSWORD })).status).toBe(201);
    const [first] = await verificationsTo(victim);
    for (let i = 0; i < 10; i++) expect((await post(loopback(31, 41 + i), '/api/auth/resend-verification', { email: victim })).status).toBe(200);
    expect((await post(own, '/api/auth/resend-verification', { email: victim })).status).toBe(200);
    expect(await verificationsTo(victim)).toHaveLength(3);
    const followed = await requestFrom(own, first!.link);
    expect(followed.headers.location).toBe('/email-verified?success=true');
  });

  it('let sign-ups with an address from other client addresses not keep its owner from signing up', async () => {
    expect((await post(loopback(31, 60), '/api/auth/register', { username: 'squatter', email: 'squatter@example.com', password: PASSWORD })).status).toBe(201);
    // Each one clashes on the name, and once counted against the address as well.
    for (let i = 0; i < 10; i++) {
      expect((await post(loopback(31, 61 + i), '/api/auth/register', { username: 'squatter', email: 'newcomer@example.com', password: PASSWORD })).status).toBe(
        409,
      );
    }
    expect((await post(loopback(31, 75), '/api/auth/register', { username: 'newcomer', email: 'newcomer@example.com', password: PASSWORD })).status).toBe(201);
  });

  it('hold guesses at reset tokens from one client address', async () => {
    const from = loopback(31, 30);
    for (let i = 0; i < 3; i++) expect((await post(from, '/api/auth/password-reset/confirm', { token: `guess${i}`, password: PASSWORD })).status).toBe(400);
    await expectLimited(await post(from, '/api/auth/password-reset/confirm', { token: 'guess9', password: PASSWORD }));
  });
});
