import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { linkIn, startSmtp, type TestSmtp } from '../support/smtp';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

let database: TestDatabase;
let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
  server = await startServer({ database, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Charts <charts@example.com>' } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
});

let n = 0;
async function register(): Promise<{ c: HttpClient; email: string }> {
  n += 1;
  const email = `verify${n}@example.com`;
  const c = new HttpClient(server.url);
  expect((await c.post('/api/auth/register', { username: `verify${n}`, email, password: 'correct horse battery' })).status).toBe(201);
  return { c, email };
}

/** Follows a link as a browser would, without following the redirect; answers where it points. */
async function follow(link: string): Promise<string | null> {
  const response = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location');
}

describe('e-mail verification', () => {
  it('sends a real e-mail over SMTP whose link verifies the address, once', async () => {
    const { c, email } = await register();
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Verify your e-mail for Chart Embed');
    expect(mail.from?.text).toBe('"Charts" <charts@example.com>');
    expect(mail.html).toContain('Verify my e-mail');
    const link = linkIn(mail);
    expect(link.startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);
    expect(await follow(link)).toBe('/email-verified?success=true');
    expect((await (await c.get('/api/auth/user')).json()).isEmailVerified).toBe(true);
    // Followed again, the link has nothing left to do, and says the address is verified.
    expect(await follow(link)).toBe('/email-verified?success=true&already=true');
  });

  it('refuses a made-up or missing token', async () => {
    expect(await follow(`${server.url}/api/auth/verify-email?token=made-up`)).toBe('/email-verified?success=false');
    expect(await follow(`${server.url}/api/auth/verify-email`)).toBe('/email-verified?success=false');
  });

  // A new link once voided the earlier one, so anyone could void the owner's link by asking again.
  it('sends a new link on request and keeps the earlier one working; the first followed spends both', async () => {
    const { c, email } = await register();
    const first = linkIn(await smtp.next(email));
    const again = smtp.next(email);
    const response = await c.post('/api/auth/resend-verification', { email });
    expect(response.status).toBe(200);
    const second = linkIn(await again);
    expect(second).not.toBe(first);
    expect(await follow(first)).toBe('/email-verified?success=true');
    // Once the address is verified, the other link says so too, rather than that it failed.
    expect(await follow(second)).toBe('/email-verified?success=true&already=true');
    expect(await follow(first)).toBe('/email-verified?success=true&already=true');
  });

  it('verifies once when two links are followed at once, and tells the other the address is verified', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { c, email } = await register();
      const first = linkIn(await smtp.next(email));
      const again = smtp.next(email);
      expect((await c.post('/api/auth/resend-verification', { email })).status).toBe(200);
      const second = linkIn(await again);
      const answers = await Promise.all([follow(first), follow(second)]);
      expect(answers.sort()).toEqual(['/email-verified?success=true', '/email-verified?success=true&already=true']);
    }
  });

  it('answers a resend for an unknown address the same way, sending nothing', async () => {
    const before = smtp.messages.length;
    const response = await new HttpClient(server.url).post('/api/auth/resend-verification', { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/a new link is on its way/);
    expect(smtp.messages.length).toBe(before);
    const bad = await new HttpClient(server.url).post('/api/auth/resend-verification', { email: '' });
    expect(bad.status).toBe(400);
  });

  it('resets the flag when the e-mail changes and sends a link for the new address', async () => {
    const { c, email } = await register();
    const oldLink = linkIn(await smtp.next(email));
    expect(await follow(oldLink)).toBe('/email-verified?success=true');
    const user = await (await c.get('/api/auth/user')).json();
    const newEmail = `changed.${email}`;
    const mail = smtp.next(newEmail);
    const updated = await (await c.patch('/api/profile', { username: user.username, email: newEmail })).json();
    expect(updated.isEmailVerified).toBe(false);
    // The old address is no longer the account's: its link neither verifies nor reassures.
    expect(await follow(oldLink)).toBe('/email-verified?success=false');
    const newLink = linkIn(await mail);
    expect(await follow(newLink)).toBe('/email-verified?success=true');
    expect(await follow(newLink)).toBe('/email-verified?success=true&already=true');
    expect(await follow(oldLink)).toBe('/email-verified?success=false');
  });

  it('honours a link for 24 hours and refuses it after', async () => {
    const early = await register();
    const late = await register();
    const earlyLink = linkIn(await smtp.next(early.email));
    const lateLink = linkIn(await smtp.next(late.email));
    // The same database, served by a server whose clock runs ahead.
    const restartAhead = async (hours: number) => {
      await server.stop();
      server = await startServer({ database, env: { SMTP_URL: smtp.url, TEST_CLOCK_OFFSET_MS: String(hours * 3600_000) } });
    };
    await restartAhead(23);
    expect(await follow(earlyLink)).toBe('/email-verified?success=true');
    await restartAhead(25);
    expect(await follow(lateLink)).toBe('/email-verified?success=false');
    // Expired, but its address was verified with it: the owner is told so.
    expect(await follow(earlyLink)).toBe('/email-verified?success=true&already=true');
  });
});
