/**
 * The server's entry point, run by Bun: read the configuration, open and migrate the database,
 * make sure there is an admin code, listen, and say where everything is.
 */
import { resolve } from 'node:path';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { ensureAdminCode } from './lib/admin-code';
import { passwordHasher } from './lib/password-hash';
import { createBackgroundWork } from './lib/background-work';
import { startupBanner } from './lib/banner';
import { createClock } from './lib/clock';
import { createMailer } from './lib/mailer';
import { createViewCounter } from './lib/view-counter';
import { widgetFile } from './lib/widget-runtime';
import { ConfigError, parseConfig, type Config } from './lib/config';

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();

const database = await openDatabase({ ...config, thread: true }).catch((error: unknown) => {
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
});
await database.migrate().catch((error: unknown) => {
  console.error(`Could not apply the database migrations: ${(error as Error).message}`);
  process.exit(1);
});
const adminCode = await ensureAdminCode(database.db, config.adminAccessCode, passwordHasher(config.passwordHashMemoryKib));

const distDir = resolve(import.meta.dir, '../dist');
const background = createBackgroundWork();
const views = createViewCounter(database.db);
background.onSettle(() => views.flush());
const app = createApp({
  config,
  db: database.db,
  dbKind: database.kind,
  distDir,
  runtimeFile: widgetFile(distDir, 'chart-embed'),
  toolbarFile: widgetFile(distDir, 'page-toolbar'),
  views,
  clock: createClock(config.clockOffsetMs),
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
  background,
});

if (config.testHooks) {
  // Tests only (TEST_HOOKS=1, refused in production): SIGUSR2 asks the server to finish its
  // background work now, and it says so when done (tests/support/test-server.ts). Set before the
  // banner, as a signal nobody listens for would end the process.
  process.on('SIGUSR2', () => {
    void background.settle().then(
      () => console.log('[test-hooks] settled'),
      (error: unknown) => console.error('[test-hooks] could not settle:', (error as Error).message),
    );
  });
}

const IDLE_TIMEOUT_SECONDS = 10;
app.listen({
  port: config.port,
  hostname: config.host,
  // Never Bun's development error page (it shows paths and source lines) to anyone.
  development: false,
  // Bun answers a body over this with a bare 413 and an empty body, so it is set out of reach: our
  // own checks (the declared length before anything is read, a capped read of chunked bodies, a
  // Content-Length required for forms) answer every oversized body with a JSON 413 first.
  maxRequestBodySize: 1024 ** 3,
  // A connection that sends nothing (a stalled body, headers that never finish) for this many
  // seconds is closed, instead of Bun's default of about half a minute.
  idleTimeout: IDLE_TIMEOUT_SECONDS,
});

const port = app.server!.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(
  startupBanner({
    url: `http://${shownHost}:${port}`,
    config,
    database,
    adminCode,
  }),
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await app.stop();
  await views.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
