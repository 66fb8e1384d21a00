/**
 * The usual setup of a browser suite: the server fixture, one Chromium, and when asked the fake
 * upstreams (prices, AI) and a page of another origin. Vitest runs `beforeAll` hooks in the order
 * they are declared and `afterAll` hooks in reverse, so the fakes are up before the server reads
 * their addresses and are closed after it has stopped.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../api/db/client';
import { launchChromium } from './browser';
import { startFakeUpstreams, type FakeUpstreams } from './fake-upstreams';
import { startForeignHost, type ForeignHost } from './foreign-host';
import { serverFixture, type ServerFixture } from './server-fixture';

export interface BrowserFixture extends ServerFixture {
  browser: Browser;
  /** Only with `upstreams: true`. */
  fakes: FakeUpstreams;
  /** Only with `foreignHost: true`. */
  host: ForeignHost;
}

export function browserFixture(
  options: { env?: Record<string, string>; seed?: (db: Db) => Promise<unknown>; upstreams?: boolean; foreignHost?: boolean } = {},
): BrowserFixture {
  let fakes: FakeUpstreams | undefined;
  if (options.upstreams) {
    beforeAll(async () => {
      fakes = await startFakeUpstreams();
    });
    afterAll(async () => {
      await fakes?.close();
    });
  }
  const fixture = serverFixture({ seed: options.seed, env: () => mergeEnv(fakes?.env ?? {}, options.env ?? {}) }) as BrowserFixture;
  beforeAll(async () => {
    if (fakes) fixture.fakes = fakes;
    if (options.foreignHost) fixture.host = await startForeignHost();
    fixture.browser = await launchChromium();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.host?.close();
  });
  return fixture;
}

/** The suite's settings over the fakes', except that the hosts each allows are all allowed. */
function mergeEnv(fakes: Record<string, string>, suite: Record<string, string>): Record<string, string> {
  const hosts = [fakes.DATA_URL_ALLOW_HOSTS, suite.DATA_URL_ALLOW_HOSTS].filter(Boolean).join(',');
  return { ...fakes, ...suite, ...(hosts ? { DATA_URL_ALLOW_HOSTS: hosts } : {}) };
}
