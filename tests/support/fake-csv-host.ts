/**
 * A stand-in for a published spreadsheet or a data portal: CSV files on loopback whose content a
 * test changes as it goes, with a count of the requests each path received.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCsvHost {
  /** `127.0.0.1:PORT`, for DATA_URL_ALLOW_HOSTS. */
  hostPort: string;
  url(path: string): string;
  /** What each path answers: a CSV text, or a status to fail with. */
  files: Map<string, string | number>;
  /** Paths that redirect, and where to. */
  redirects: Map<string, string>;
  /** Paths whose answer waits until the promise settles, so a test can act while a fetch is under way. */
  holds: Map<string, Promise<unknown>>;
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startFakeCsvHost(): Promise<FakeCsvHost> {
  const files = new Map<string, string | number>();
  const redirects = new Map<string, string>();
  const holds = new Map<string, Promise<unknown>>();
  const hits = new Map<string, number>();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    await holds.get(path);
    const target = redirects.get(path);
    if (target) return void res.writeHead(302, { location: target }).end();
    const file = files.get(path);
    if (file === undefined) return void res.writeHead(404).end('not found');
    if (typeof file === 'number') return void res.writeHead(file).end('failing');
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    files,
    redirects,
    holds,
    hits: (path) => hits.get(path) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
