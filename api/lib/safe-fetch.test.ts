import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { fetchPublicFile, NOT_PUBLIC_MESSAGE, type FetchPublicFileOptions } from './safe-fetch';

const CSV = 'date,value\n2024-01-01,1\n2024-01-02,2\n';
// Far beyond what loopback socket buffers hold (a few MB), so a reader that never hung up shows.
const BIG_TOTAL = 64 * 1024 * 1024;

interface TestServer {
  server: http.Server;
  port: number;
  /** Requests that reached it: a refusal must happen before anything is sent. */
  hits: string[];
}

let main: TestServer;
let other: TestServer;
let bigClosed: Promise<{ sent: number; finished: boolean }>;
let reportBigClosed: (result: { sent: number; finished: boolean }) => void;

async function startServer(handler: http.RequestListener): Promise<TestServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

function handleMain(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://placeholder');
  if (url.pathname === '/data.csv') {
    res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
  } else if (url.pathname === '/host') {
    res.end(req.headers.host);
  } else if (url.pathname === '/latin1.csv') {
    res.writeHead(200, { 'content-type': 'text/csv; charset=iso-8859-1' }).end(Buffer.from('city\nZ\xfcrich\n', 'latin1'));
  } else if (url.pathname === '/redirect') {
    res.writeHead(302, { location: url.searchParams.get('to')! }).end();
  } else if (url.pathname === '/nowhere') {
    res.writeHead(302).end();
  } else if (url.pathname.startsWith('/chain/')) {
    const left = Number(url.pathname.slice('/chain/'.length));
    if (left === 0) res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
    else res.writeHead(301, { location: `/chain/${left - 1}` }).end();
  } else if (url.pathname === '/big') {
    streamBig(res);
  } else if (url.pathname === '/big-declared') {
    res.writeHead(200, { 'content-length': String(BIG_TOTAL) }).write('a,b\n');
  } else if (url.pathname === '/slow') {
    // Headers never come; the client's clock must end it.
  } else {
    res.writeHead(404).end('not here');
  }
}

/** Writes far more than the limit, as fast as the reader takes it, and reports when the reader hung up. */
function streamBig(res: http.ServerResponse): void {
  let sent = 0;
  const chunk = Buffer.alloc(16 * 1024, 'x');
  res.on('close', () => reportBigClosed({ sent, finished: res.writableFinished }));
  res.writeHead(200, { 'content-type': 'text/csv' });
  const pump = () => {
    while (sent < BIG_TOTAL && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

beforeAll(async () => {
  main = await startServer(handleMain);
  other = await startServer((_req, res) => res.end('internal secrets'));
});

afterAll(() => {
  for (const { server } of [main, other]) {
    server.closeAllConnections();
    server.close();
  }
});

beforeEach(() => {
  main.hits.length = 0;
  other.hits.length = 0;
  bigClosed = new Promise((resolve) => (reportBigClosed = resolve));
});

const base = () => `http://127.0.0.1:${main.port}`;
const allowMain = (extra: Partial<FetchPublicFileOptions> = {}): FetchPublicFileOptions => ({
  allowHosts: [`127.0.0.1:${main.port}`],
  maxBytes: 64 * 1024,
  ...extra,
});

/** The typed error a call ends in, as the API would answer it. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

const notPublic = { status: 400, message: NOT_PUBLIC_MESSAGE };

describe('fetchPublicFile reads allowed hosts', () => {
  it('fetches the text of an allowed host', async () => {
    const file = await fetchPublicFile(`${base()}/data.csv`, allowMain());
    expect(file).toMatchObject({ text: CSV, url: `${base()}/data.csv`, contentType: 'text/csv' });
    expect(new TextDecoder().decode(file.bytes)).toBe(CSV);
  });

  it('decodes with the charset the answer declares', async () => {
    expect((await fetchPublicFile(`${base()}/latin1.csv`, allowMain())).text).toBe('city\nZürich\n');
  });

  it('connects to the address it checked, resolving once, and sends the name as Host', async () => {
    // .test names never resolve, so reaching the server at all proves the checked address was used.
    const calls: string[] = [];
    const resolve = async (host: string) => (calls.push(host), ['127.0.0.1']);
    const host = `csv.example.test:${main.port}`;
    const file = await fetchPublicFile(`http://${host}/host`, { allowHosts: [host], maxBytes: 1024, resolve });
    expect(file.text).toBe(host);
    expect(calls).toEqual(['csv.example.test']);
  });
});

describe('fetchPublicFile refuses addresses that are not public', () => {
  it('refuses a loopback address that is not allowed, without connecting', async () => {
    expect(await refusal(fetchPublicFile(`${base()}/data.csv`, { allowHosts: [], maxBytes: 1024 }))).toEqual(notPublic);
    expect(await refusal(fetchPublicFile(`${base()}/data.csv`, { allowHosts: [`127.0.0.1:${other.port}`], maxBytes: 1024 }))).toEqual(notPublic);
    expect(main.hits).toEqual([]);
  });

  it.each([['127.0.0.1'], ['10.0.0.1'], ['169.254.169.254'], ['::1'], ['::ffff:127.0.0.1']])(
    'refuses a public-looking name that resolves to %s',
    async (address) => {
      const resolve = async () => [address];
      const options = { allowHosts: [], maxBytes: 1024, resolve };
      expect(await refusal(fetchPublicFile(`http://csv.example.com:${main.port}/data.csv`, options))).toEqual(notPublic);
      expect(main.hits).toEqual([]);
    },
  );

  it('refuses a name when any one of its addresses is not public', async () => {
    const resolve = async () => ['8.8.8.8', '127.0.0.1'];
    expect(await refusal(fetchPublicFile('https://csv.example.com/data.csv', { allowHosts: [], maxBytes: 1024, resolve }))).toEqual(notPublic);
  });

  it.each([['ftp://example.com/data.csv'], ['file:///etc/passwd'], ['javascript:alert(1)'], ['data:text/csv,a,b']])('refuses %s', async (url) => {
    expect(await refusal(fetchPublicFile(url, { allowHosts: [], maxBytes: 1024 }))).toEqual({
      status: 400,
      message: 'Only http:// and https:// addresses can be fetched',
    });
  });

  it('refuses text that is not an address', async () => {
    expect(await refusal(fetchPublicFile('not a url', { allowHosts: [], maxBytes: 1024 }))).toEqual({
      status: 400,
      message: 'That is not a valid web address',
    });
  });

  it.each([
    ['http://2130706433/'],
    ['http://0x7f000001/'],
    ['http://0x7f.1/'],
    ['http://0177.0.0.1/'],
    ['http://127.1/'],
    ['http://0/'],
    ['http://[::1]/'],
    ['http://[::ffff:127.0.0.1]/'],
    ['http://[::ffff:7f00:1]/'],
    ['http://[64:ff9b::a9fe:a9fe]/'],
    ['https://169.254.169.254/'],
  ])('refuses the literal address %s, however it is written', async (url) => {
    const resolve = async () => {
      throw new Error('a literal address must not be looked up');
    };
    expect(await refusal(fetchPublicFile(url, { allowHosts: [], maxBytes: 1024, resolve }))).toEqual(notPublic);
  });

  it('matches an allowed host on the port the scheme implies', async () => {
    // Allowed as 127.0.0.1:80, so a URL without a port passes the check; whatever is (or is not)
    // listening on port 80 here decides the rest.
    const options = { allowHosts: ['127.0.0.1:80'], maxBytes: 1024, timeoutMs: 2_000 };
    const outcome = await fetchPublicFile('http://127.0.0.1/', options).then(
      () => 'fetched',
      (error: Error) => error.message,
    );
    expect(outcome).not.toBe(NOT_PUBLIC_MESSAGE);
    expect(await refusal(fetchPublicFile(`${base()}/data.csv`, options))).toEqual(notPublic);
  });
});

describe('fetchPublicFile follows redirects only to public addresses', () => {
  it('refuses a redirect from an allowed host to a loopback port that is not allowed', async () => {
    const to = `http://127.0.0.1:${other.port}/`;
    expect(await refusal(fetchPublicFile(`${base()}/redirect?to=${encodeURIComponent(to)}`, allowMain()))).toEqual(notPublic);
    expect(other.hits).toEqual([]);
  });

  it('refuses a redirect to the cloud metadata address', async () => {
    const to = 'http://169.254.169.254/latest/meta-data/';
    expect(await refusal(fetchPublicFile(`${base()}/redirect?to=${encodeURIComponent(to)}`, allowMain()))).toEqual(notPublic);
  });

  it('refuses a redirect to a name that resolves inward', async () => {
    const resolve = async () => ['192.168.0.10'];
    const to = 'http://router.example.com/';
    expect(await refusal(fetchPublicFile(`${base()}/redirect?to=${encodeURIComponent(to)}`, allowMain({ resolve })))).toEqual(notPublic);
  });

  it('refuses a redirect to something other than http', async () => {
    const to = 'file:///etc/passwd';
    expect(await refusal(fetchPublicFile(`${base()}/redirect?to=${encodeURIComponent(to)}`, allowMain()))).toEqual({
      status: 400,
      message: 'Only http:// and https:// addresses can be fetched',
    });
  });

  it('follows three redirects and refuses a fourth', async () => {
    const file = await fetchPublicFile(`${base()}/chain/3`, allowMain());
    expect(file).toMatchObject({ text: CSV, url: `${base()}/chain/0` });
    expect(await refusal(fetchPublicFile(`${base()}/chain/4`, allowMain()))).toEqual({
      status: 502,
      message: 'The address redirected more than 3 times',
    });
  });

  it('answers 502 for a redirect that names no address', async () => {
    expect(await refusal(fetchPublicFile(`${base()}/nowhere`, allowMain()))).toEqual({
      status: 502,
      message: 'The address answered 302 without saying where to go',
    });
  });
});

describe('fetchPublicFile limits size and time, and names failures', () => {
  it('stops reading once the file passes the limit, and hangs up', async () => {
    expect(await refusal(fetchPublicFile(`${base()}/big`, allowMain()))).toEqual({
      status: 400,
      message: 'The file at that address is larger than the 64 KB limit',
    });
    const { sent, finished } = await bigClosed;
    expect(finished).toBe(false);
    expect(sent).toBeLessThan(BIG_TOTAL / 4);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    expect(await refusal(fetchPublicFile(`${base()}/big-declared`, allowMain()))).toEqual({
      status: 400,
      message: 'The file at that address is larger than the 64 KB limit',
    });
  });

  it('gives up on a slow address after the timeout', async () => {
    const started = Date.now();
    expect(await refusal(fetchPublicFile(`${base()}/slow`, allowMain({ timeoutMs: 200 })))).toEqual({
      status: 502,
      message: 'The address did not answer in time',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('counts a resolver that hangs against the same timeout', async () => {
    const resolve = () => new Promise<string[]>(() => {});
    expect(await refusal(fetchPublicFile('http://csv.example.com/', { allowHosts: [], maxBytes: 1024, timeoutMs: 100, resolve }))).toEqual({
      status: 502,
      message: 'The address did not answer in time',
    });
  });

  it('answers 502 with the status when the address answers with an error', async () => {
    expect(await refusal(fetchPublicFile(`${base()}/missing.csv`, allowMain()))).toEqual({ status: 502, message: 'The address answered 404' });
  });

  it('calls an unknown host a 400 and a refused connection a 502', async () => {
    const unknown = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await refusal(fetchPublicFile('http://no-such-host.example.com/', { allowHosts: [], maxBytes: 1024, resolve: unknown }))).toEqual({
      status: 400,
      message: 'That address could not be reached',
    });

    const closed = await startServer(() => {});
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    expect(await refusal(fetchPublicFile(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`], maxBytes: 1024 }))).toEqual({
      status: 502,
      message: 'That address could not be reached',
    });
  });
});
