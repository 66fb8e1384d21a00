/**
 * Debian's wrk, the load generator docs/PERFORMANCE.md's budgets are measured with. A Node generator such as
 * autocannon saturates near 50k requests/s, before a bare Bun server does, and hides the gaps
 * these benches measure; so when wrk is missing it is installed from Debian's packages (as root),
 * and if that cannot be done the bench stops and says so: it never falls back.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findDebianTool } from './debian-tool';

export const CONNECTIONS = 64;

export const findWrk = (): string => findDebianTool('wrk', 'wrk', 'It does not fall back to another load generator: their ceilings hide the gap it measures.');

/** Prints, once, which generator runs and how. */
export function describeWrk(wrk: string, seconds: number): void {
  const version = spawnSync(wrk, ['-v'], { encoding: 'utf8' });
  console.log(`Load generator: ${(version.stdout || version.stderr).split('\n')[0]!.trim()} (${wrk}), -t2 -c${CONNECTIONS} -d${seconds}s`);
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx answers and socket errors (connect, read, write, timeout), summed. */
  errors: number;
  /** What the errors were, as wrk printed them. */
  errorDetail: string;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

interface WrkOptions {
  /** Each request asks for one of these at random (through a Lua script), so a server cannot answer every request from one cached entry. */
  paths?: { prefix: string; count: number; suffix: string };
  headers?: Record<string, string>;
  /** Threads and connections, when not the budgets' `-t2 -c64` (docs/PERFORMANCE.md) (a second load running beside the measured one). */
  threads?: number;
  connections?: number;
}

function wrkArgs(url: string, seconds: number, options: WrkOptions): string[] {
  const { paths, headers = {}, threads = 2, connections = CONNECTIONS } = options;
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
  ];
  if (paths) {
    const script = join(mkdtempSync(join(tmpdir(), 'wrk-')), 'paths.lua');
    writeFileSync(
      script,
      `math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16))
request = function() return wrk.format(nil, "${paths.prefix}" .. math.random(1, ${paths.count}) .. "${paths.suffix}") end\n`,
    );
    args.push('-s', script);
  }
  return [...args, url];
}

function readWrk(url: string, out: string, stderr: string): Load {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = /50%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  if (!rps || !p50 || !p99) throw new Error(`wrk printed nothing readable for ${url}:\n${out}\n${stderr}`);
  const errorDetail = [non2xx ? `${non2xx} non-2xx/3xx` : '', socket ? socket[0] : ''].filter(Boolean).join(', ');
  return {
    rps,
    p50: toMs(p50[1]!, p50[2]!),
    p99: toMs(p99[1]!, p99[2]!),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    errorDetail,
  };
}

/** `wrk -t2 -c64 --latency` against `url` for `seconds` (the measure docs/PERFORMANCE.md uses), waiting for it. */
export function runWrk(wrk: string, url: string, seconds: number, options: WrkOptions = {}): Load {
  const result = spawnSync(wrk, wrkArgs(url, seconds, options), { encoding: 'utf8' });
  return readWrk(url, result.stdout, result.stderr);
}

/** The same, without waiting: for two loads at once. */
export function startWrk(wrk: string, url: string, seconds: number, options: WrkOptions = {}): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, wrkArgs(url, seconds, options));
    let out = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(readWrk(url, out, stderr));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
