/**
 * Vitest global setup for suites that serve the built app: build it first when it is stale, and
 * unpack the npm-shipped Chromium here, once, before test files start browsers in parallel.
 */
import { buildIfStale } from '../../scripts/build';
import { findChromium } from '../../scripts/chromium';

export default async function setup(): Promise<void> {
  buildIfStale({ quiet: true });
  await findChromium().catch(() => undefined);
}
