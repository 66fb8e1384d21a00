/**
 * Fetches a file from an address a user typed, without letting that address reach anything but the
 * public internet (SSRF). Every host, including every redirect's, is resolved here and all of its
 * addresses must be public; the connection then goes to one of those checked addresses, so a DNS
 * answer that changes between the check and the connection (rebinding) cannot point it inward.
 *
 * node:http and node:https rather than fetch: Node's fetch drops a Host header set by the caller,
 * so it cannot connect to a checked IP for a named host, and Bun's fetch follows HTTP_PROXY, which
 * would resolve the name again behind our back. Both runtimes honour the options used below.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { formatBytes } from './config';
import { BadGatewayError, BadRequestError, HttpError } from './errors';
import { isPublicAddress } from './public-address';

export interface FetchPublicFileOptions {
  /** `host:port` entries (lower case, as parseConfig gives them) reachable even when not public. */
  allowHosts: readonly string[];
  maxBytes: number;
  /** For everything: resolving, connecting, redirects and reading the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** A host name to its IP addresses; tests swap it to make a name resolve inward. */
  resolve?: (host: string) => Promise<string[]>;
  /** Sent with every request, over the defaults (an API that wants a declared User-Agent). */
  headers?: Record<string, string>;
  /** Statuses answered as a file rather than refused (an API whose 404 says "no such code"). */
  passStatuses?: readonly number[];
}

export interface FetchedFile {
  /** Decoded with the declared charset, else UTF-8, else Windows-1252 as older Excel writes. */
  text: string;
  /** The body as received, for callers that look at the bytes themselves (binary sniffing). */
  bytes: Uint8Array;
  /** The address the file finally came from, after redirects. */
  url: string;
  contentType: string | null;
  status: number;
}

export const NOT_PUBLIC_MESSAGE = 'That address is not public: the server only fetches files from public internet addresses';
const UNREACHABLE_MESSAGE = 'That address could not be reached';
const TIMEOUT_MESSAGE = 'The address did not answer in time';

/** The time limit ran out: callers that name the upstream say so with a 504. */
export class FetchTimeoutError extends BadGatewayError {
  constructor() {
    super(TIMEOUT_MESSAGE);
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// The name does not exist: the user's typo, not a failure on the way.
const UNKNOWN_HOST_CODES = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);
const CERTIFICATE_CODES = /^(CERT_|ERR_TLS_CERT|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT|UNABLE_TO_(GET|VERIFY)_)/;

export async function fetchPublicFile(url: string, options: FetchPublicFileOptions): Promise<FetchedFile> {
  const { maxBytes, timeoutMs = 10_000, maxRedirects = 3, resolve = resolveWithDns } = options;
  const allowed = new Set(options.allowHosts.map((entry) => entry.toLowerCase()));
  const deadline = Date.now() + timeoutMs;

  let target = parseTarget(url);
  for (let redirects = 0; ; redirects++) {
    const addresses = await checkedAddresses(target, allowed, resolve, deadline);
    const answer = await requestAny(target, addresses, { maxBytes, deadline, headers: options.headers ?? {}, passStatuses: options.passStatuses ?? [] });
    if (answer.kind === 'file') {
      return { text: decode(answer.body, answer.contentType), bytes: answer.body, url: target.href, contentType: answer.contentType, status: answer.status };
    }
    if (redirects >= maxRedirects) throw new BadGatewayError(`The address redirected more than ${maxRedirects} times`);
    if (!answer.location) throw new BadGatewayError(`The address answered ${answer.status} without saying where to go`);
    target = parseTarget(answer.location, target);
  }
}

function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    // WHATWG parsing turns http://2130706433/, http://0x7f.1/ and the like into 127.0.0.1, so the
    // checks below see the address a connection would really go to.
    url = new URL(raw.trim(), base);
  } catch {
    throw base ? new BadGatewayError('The address redirected to an invalid address') : new BadRequestError('That is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestError('Only http:// and https:// addresses can be fetched');
  }
  return url;
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The addresses the target's host may be called at, refusing the lot if any is not public. */
async function checkedAddresses(url: URL, allowed: ReadonlySet<string>, resolve: (host: string) => Promise<string[]>, deadline: number): Promise<string[]> {
  const host = bareHost(url);
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await beforeDeadline(resolve(host), deadline);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: unknown } | null)?.code;
      throw UNKNOWN_HOST_CODES.has(String(code)) ? new BadRequestError(UNREACHABLE_MESSAGE) : new BadGatewayError(UNREACHABLE_MESSAGE);
    }
    if (addresses.length === 0) throw new BadRequestError(UNREACHABLE_MESSAGE);
  }
  // One inward address is enough to refuse: which one a client picks is not ours to predict.
  if (!allowed.has(`${url.hostname}:${defaultPort(url)}`) && !addresses.every(isPublicAddress)) {
    throw new BadRequestError(NOT_PUBLIC_MESSAGE);
  }
  return addresses;
}

async function resolveWithDns(host: string): Promise<string[]> {
  const answers = await dnsLookup(host, { all: true });
  return answers.map((answer) => answer.address);
}

type Answer =
  { kind: 'file'; body: Uint8Array; contentType: string | null; status: number } | { kind: 'redirect'; status: number; location: string | undefined };

/** A failure before any answer came, so the next address of the host is worth a try. */
class ConnectFailure extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

interface RequestLimits {
  maxBytes: number;
  deadline: number;
  headers: Record<string, string>;
  passStatuses: readonly number[];
}

async function requestAny(url: URL, addresses: readonly string[], limits: RequestLimits): Promise<Answer> {
  let failure: HttpError = new BadGatewayError(UNREACHABLE_MESSAGE);
  for (const address of addresses) {
    try {
      return await requestAt(url, address, limits);
    } catch (error) {
      if (!(error instanceof ConnectFailure)) throw error;
      failure = error.error;
    }
  }
  throw failure;
}

/** One GET to one checked address. */
function requestAt(url: URL, address: string, { maxBytes, deadline, headers, passStatuses }: RequestLimits): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const family = isIP(address);
    // Whatever the runtime asks the resolver for, the answer is the address already checked.
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const request = (secure ? https : http).request({
      // Plain http goes straight to the checked IP, with the name only in the Host header: there is
      // no second lookup to rebind. https keeps the name so SNI and the certificate check use it;
      // the pinned lookup sends it to the checked IP, and even a runtime that ignored the pin and
      // resolved again would land on an internal host that cannot show a certificate for a name
      // the attacker controls, so the handshake fails before any request is sent.
      host: secure ? bareHost(url) : address,
      port: Number(defaultPort(url)),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      lookup: pinned,
      family,
      // No pooled sockets: each connection is made to the address checked for it, and closing it
      // is how a too-large or too-slow answer is cut off.
      agent: false,
      headers: {
        host: url.host,
        accept: 'text/csv, text/plain;q=0.9, */*;q=0.5',
        // Compressed bodies would make maxBytes count the wrong thing.
        'accept-encoding': 'identity',
        'user-agent': 'chart-embed-platform (fetching a CSV file a user linked)',
        ...headers,
      },
    });

    let settled = false;
    let answered = false;
    const timer = setTimeout(() => fail(new FetchTimeoutError()), Math.max(0, deadline - Date.now()));
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const fail = (error: HttpError | ConnectFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const tooLarge = () => new BadRequestError(`The file at that address is larger than the ${formatBytes(maxBytes)} limit`);

    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return fail(new BadGatewayError(UNREACHABLE_MESSAGE));
      const certificate = CERTIFICATE_CODES.test(error.code ?? '');
      fail(
        new ConnectFailure(new BadGatewayError(certificate ? 'That address could not be reached securely: its certificate is not valid' : UNREACHABLE_MESSAGE)),
      );
    });

    request.on('response', (response) => {
      answered = true;
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        request.destroy();
        return finish({ kind: 'redirect', status, location: response.headers.location });
      }
      if ((status < 200 || status > 299) && !passStatuses.includes(status)) return fail(new BadGatewayError(`The address answered ${status}`));
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) return fail(tooLarge());

      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > maxBytes) fail(tooLarge());
        else chunks.push(chunk);
      });
      response.on('end', () => {
        const contentType = response.headers['content-type'] ?? null;
        finish({ kind: 'file', body: new Uint8Array(Buffer.concat(chunks)), contentType, status });
      });
      response.on('error', () => fail(new BadGatewayError(UNREACHABLE_MESSAGE)));
      response.on('close', () => {
        if (!response.complete) fail(new BadGatewayError(UNREACHABLE_MESSAGE));
      });
    });

    request.end();
  });
}

/** Resolving counts against the same clock as the rest: a resolver that hangs is a timeout too. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FetchTimeoutError()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function decode(body: Uint8Array, contentType: string | null): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  if (charset) {
    try {
      // Any WHATWG label is accepted at run time; Bun's types list only a few.
      return new TextDecoder(charset as ConstructorParameters<typeof TextDecoder>[0]).decode(body);
    } catch {
      // An unknown label falls through to the guess below.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}
