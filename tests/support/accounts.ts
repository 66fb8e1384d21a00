/** Accounts as the suites need them: a browser context signed up as a new user, and a script calling with a token. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A browser context signed in as a new user (signed up through the API, sharing the context's
 * cookies), whose page reports console errors and exceptions into `problems`.
 */
export async function signUpInBrowser(
  browser: Browser,
  origin: string,
  username: string,
  problems: string[],
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext(options);
  const response = await context.request.post(`${origin}/api/auth/register`, {
    data: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`Signing up ${username} answered ${response.status()}: ${await response.text()}`);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return { page, context };
}

/** A call as a script makes it: no cookies, no Origin, just the token. */
export const callWithToken = (origin: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
