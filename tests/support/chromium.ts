import { existsSync } from 'node:fs';

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. No test downloads a browser. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`);
  }
  return path;
}

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
