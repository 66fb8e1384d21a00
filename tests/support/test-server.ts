/**
 * Starts the real server under Bun on a free loopback port, as `npm start` would run it, and
 * stops or kills it. Tests talk to it over HTTP only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './test-database';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bun = `${repoRoot}node_modules/.bin/bun`;

export interface TestServer {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /**
   * Has the server finish its background work now and resolves when it has: the mail it is sending
   * after an answer, writing the views it counted, a refresh of the live charts that are due
   * (api/lib/background-work.ts). Instead of waiting for its timers; one call at a time.
   */
  settle(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to clean up. */
  kill(): Promise<void>;
}

export interface StartOptions {
  database: TestDatabase;
  env?: Record<string, string>;
}

export async function startServer(options: StartOptions): Promise<TestServer> {
  const child = spawn(bun, ['api/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: '',
      ADMIN_ACCESS_CODE: '',
      SMTP_URL: '',
      // Suites sign in many times from one address; the rate-limit suite sets its own limit.
      AUTH_RATE_LIMIT: '10000',
      UPLOAD_RATE_LIMIT: '10000',
      // Suites that load the server comment and like fast as one user; the moderation suite sets the real limits.
      COMMENT_RATE_LIMIT: '10000',
      LIKE_RATE_LIMIT: '10000',
      // Argon2id at 1 MiB: suites sign up and in hundreds of times, at about 0.2 s of a core each
      // with the default 64 MiB on a 2-core machine. The cost is read from each hash, as in production.
      PASSWORD_HASH_MEMORY_KIB: '1024',
      // SIGUSR2 settles the server (see settle below).
      TEST_HOOKS: '1',
      // No suite waits a day; the probe is run by hand (npm run sources:check) where a test wants it.
      SOURCE_PROBE: 'off',
      ...options.database.env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening:\n${output}`));
    });
  });

  return {
    url,
    output: () => output,
    settle: () => settle(child, () => output),
    stop: () => endProcess(child, 'SIGTERM'),
    kill: () => endProcess(child, 'SIGKILL'),
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(bun, ['api/main.ts'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

const SETTLED = '[test-hooks] settled';

/** Sends SIGUSR2 (api/main.ts) and waits for the server to say it has settled once more than before. */
function settle(child: ChildProcess, output: () => string): Promise<void> {
  const times = () => output().split(SETTLED).length - 1;
  const before = times();
  if (child.exitCode !== null || child.signalCode !== null) return Promise.reject(new Error(`The server has exited:\n${output()}`));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (times() > before) done();
    };
    const exited = () => done(new Error(`The server exited before it settled:\n${output()}`));
    const timer = setTimeout(() => done(new Error(`The server did not settle in 30 s:\n${output()}`)), 30_000);
    child.stdout!.on('data', check);
    child.once('exit', exited);
    child.kill('SIGUSR2');
  });
}

function endProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
