/**
 * The Chromium that the browser suites and the benchmarks drive, found in this order:
 *   1. `CHROME_PATH`, when it is set;
 *   2. a system Chromium (Debian's `/usr/bin/chromium`, or Chrome), unless `CHROMIUM_FROM=npm`;
 *   3. the Chromium that `@sparticuz/chromium` ships inside its npm package, unpacked once into the
 *      temporary folder, so `npm install` alone brings a browser and nothing is downloaded.
 * `CHROMIUM_FROM=npm` makes CI take the path a newcomer without a system browser takes.
 *
 * `bun scripts/chromium.ts` prints the choice and the flags as JSON: web-test-runner's config
 * (plain JavaScript under Node) reads it that way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ChromiumChoice {
  executablePath: string;
  /** Where it came from, printed by `npm test` so a run says which browser it used. */
  source: string;
  /** Extra environment for the browser process. */
  env: Record<string, string>;
}

/**
 * A headless shell under the C locale reports `navigator.language` as `en-US@posix`, which Intl
 * refuses (uPlot formats with it), so every browser gets one fixed, valid language.
 */
const LANGUAGE = { LANG: 'en_US.UTF-8' };

/** Flags for a headless run on a machine with no network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export async function findChromium(): Promise<ChromiumChoice> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`No Chromium at CHROME_PATH=${fromEnv}.`);
    return { executablePath: fromEnv, source: 'CHROME_PATH', env: LANGUAGE };
  }
  if (process.env.CHROMIUM_FROM !== 'npm') {
    const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
    if (system) return { executablePath: system, source: `system (${system})`, env: LANGUAGE };
  }
  return npmChromium();
}

async function npmChromium(): Promise<ChromiumChoice> {
  let unpack: () => Promise<string>;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    unpack = () => packaged.executablePath();
  } catch {
    throw new Error('No Chromium: set CHROME_PATH, install a system Chromium, or run npm install (it brings @sparticuz/chromium).');
  }
  const executablePath = await unpack();
  const entry = fileURLToPath(import.meta.resolve('@sparticuz/chromium'));
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '../../package.json'), 'utf8')) as { version: string };
  // The package unpacks its own fonts beside the binary; a machine without fontconfig's system
  // configuration would otherwise draw no text at all.
  const env: Record<string, string> = { ...LANGUAGE };
  if (!existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = join(dirname(executablePath), 'fonts');
  return { executablePath, source: `npm (@sparticuz/chromium ${version})`, env };
}

if (import.meta.main) {
  try {
    console.log(JSON.stringify({ ...(await findChromium()), args: CHROMIUM_ARGS }));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
