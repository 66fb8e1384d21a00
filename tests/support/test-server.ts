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
