/**
 * The open-data upstreams of grounded Chat-to-Chart, faked on one loopback server: each source's
 * handler (tests/support/fake-sources/) answers in its documented shape under its own path prefix.
 * Tests steer them (a source down, slow or answering nonsense) and read back what was asked.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourceId } from '@shared/ai/ai-plan';
import type { SourceHttp } from '../../api/modules/grounding/sources/source';
import { sourceHttp } from '../../api/modules/grounding/sources/source-http';
import { createClock, type Clock } from '../../api/lib/clock';
import { imfHandler } from './fake-sources/imf';
import { jsonAnswer } from './fake-sources/json-answer';
import { owidHandler } from './fake-sources/owid';
import { secHandler, secTickersHandler } from './fake-sources/sec';
import { worldBankHandler } from './fake-sources/world-bank';

export interface FakeRequest {
  /** The path after the source's prefix, e.g. "/country/USA/indicator/NY.GDP.MKTP.KD.ZG". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeAnswer {
  status: number;
  body: string;
  contentType?: string;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer;

export interface FakeSources {
  url: string;
  /** The environment that points a server at these fakes. */
  env: Record<string, string>;
  /** Every request, as "source path?query". */
  calls: string[];
  /** Sources answering 503 from now on. */
  down: Set<SourceId>;
  /** Sources that wait this long (ms) before answering. */
  slow: Map<SourceId, number>;
  /** Sources answering 200 with a body of no documented shape. */
  garbled: Set<SourceId>;
  close(): Promise<void>;
}

// The handler files import nothing but types from this one, so every handler is defined here.
const ROUTES: Array<[prefix: string, source: SourceId, handler: FakeHandler]> = [
  ['/worldbank', 'worldbank', worldBankHandler],
  ['/imf', 'imf', imfHandler],
  ['/sec-files', 'sec', secTickersHandler],
  ['/sec', 'sec', secHandler],
  ['/owid', 'owid', owidHandler],
];

export async function startFakeSources(): Promise<FakeSources> {
  const calls: string[] = [];
  const down = new Set<SourceId>();
  const slow = new Map<SourceId, number>();
  const garbled = new Set<SourceId>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = ROUTES.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
    if (!route) {
      res.writeHead(404).end('no such fake');
      return;
    }
    const [prefix, source, handler] = route;
    const path = url.pathname.slice(prefix.length);
    calls.push(`${source} ${path}${url.search}`);
    const delay = slow.get(source);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (res.destroyed) return;
    let answer: FakeAnswer;
    if (down.has(source)) answer = { status: 503, body: 'Service Unavailable' };
    else if (garbled.has(source)) answer = jsonAnswer({ surprise: 'a shape nobody documented' });
    else answer = handler({ path: decodeURIComponent(path), query: url.searchParams, headers: req.headers });
    res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'text/plain; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      WORLDBANK_BASE_URL: `${url}/worldbank`,
      IMF_BASE_URL: `${url}/imf`,
      SEC_BASE_URL: `${url}/sec`,
      SEC_TICKERS_URL: `${url}/sec-files/company_tickers.json`,
      SEC_USER_AGENT: 'chart-embed-tests tests@example.com',
      OWID_BASE_URL: `${url}/owid`,
      DATA_URL_ALLOW_HOSTS: `127.0.0.1:${port}`,
    },
    calls,
    down,
    slow,
    garbled,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The real SourceHttp of a source, allowed to reach these fakes. */
export function fakeSourceHttp(fakes: FakeSources, source: SourceId, options: { timeoutMs?: number; clock?: Clock } = {}): SourceHttp {
  return sourceHttp(source, {
    allowHosts: fakes.env.DATA_URL_ALLOW_HOSTS!.split(','),
    timeoutMs: options.timeoutMs ?? 2000,
    clock: options.clock ?? createClock(),
  });
}

/** The error a promise is rejected with; a promise that resolves fails the test. */
export async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
