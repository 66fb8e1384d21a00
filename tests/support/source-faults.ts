/**
 * A loopback upstream that answers every request with one fault, chosen by the first path segment
 * (`/web-page/…`, `/timeout/…`): what an open-data source does on a bad day (issue 44, "Bad input
 * and faults"). A source client pointed at `${url}/${fault}` must turn each into a failure that
 * names the source, with a status and message a user can act on and a cause an operator can.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SourceFault = 'web-page' | 'empty' | 'truncated' | 'csv-no-rows' | 'refused' | 'rate-limited' | 'timeout' | 'login-redirect';

export interface FaultServer {
  url: string;
  close(): Promise<void>;
}

const MAINTENANCE = '<!DOCTYPE html><html><head><title>Scheduled maintenance</title></head><body><h1>We will be back soon</h1></body></html>';
const SIGN_IN = '<!DOCTYPE html><html><head><title>Sign in to continue</title></head><body><form action="/login"></form></body></html>';
/** EDGAR's words for a request whose User-Agent declares no contact; other services refuse with pages of their own. */
const UNDECLARED = '<html><body><h1>Your Request Originates from an Undeclared Automated Tool</h1></body></html>';

export async function startFaultServer(): Promise<FaultServer> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fault');
    const [fault] = url.pathname.split('/').filter(Boolean);
    const csv = /\.csv$/.test(url.pathname);
    switch (fault as SourceFault | 'login') {
      case 'web-page':
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(MAINTENANCE);
      case 'empty':
        return void res.writeHead(200, { 'content-type': csv ? 'text/csv' : 'application/json' }).end('');
      case 'truncated':
        // The connection was cut mid-answer, but the status and headers had gone out whole.
        return void res
          .writeHead(200, { 'content-type': csv ? 'text/csv' : 'application/json' })
          .end(
            csv
              ? 'entity,code,year,population\nWorld,OWID_WRL,2020,7887001292\nWorld,OWID_WR'
              : '[{"page":1,"pages":1,"per_page":50,"total":64},[{"indicator":{"id":"SP.POP.TO',
          );
      case 'csv-no-rows':
        return void res.writeHead(200, { 'content-type': csv ? 'text/csv' : 'application/json' }).end(csv ? 'entity,code,year,population\n' : '{}');
      case 'refused':
        return void res.writeHead(403, { 'content-type': 'text/html' }).end(UNDECLARED);
      case 'rate-limited':
        return void res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '60' }).end('Too Many Requests');
      case 'timeout':
        // Never answers; the client's time limit ends it, and close() drops the socket.
        return;
      case 'login-redirect':
        return void res.writeHead(302, { location: `/login?next=${encodeURIComponent(url.pathname)}` }).end();
      case 'login':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(SIGN_IN);
      default:
        return void res.writeHead(404).end('no such fault');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ExpectedFailure {
  fault: SourceFault;
  status: number;
  /** What the user reads, after the source's name. */
  message: RegExp;
  /** What the operator reads in the source's health. */
  cause: RegExp;
}

/** What every source must make of each fault; a source may add its own (OWID's CSV with no rows). */
export const SOURCE_FAULTS: readonly ExpectedFailure[] = [
  {
    fault: 'web-page',
    status: 502,
    message: /answered with a web page instead of data\. Please try again later\.$/,
    cause: /^answered a web page instead of data for .*: "Scheduled maintenance"$/,
  },
  { fault: 'empty', status: 502, message: /sent an empty answer\. Please try again later\.$/, cause: /^answered 200 with an empty body for / },
  {
    fault: 'truncated',
    status: 502,
    message: /answered in a form we cannot read\. Please try again later\.$/,
    cause: /^answered JSON that stops after \d+ characters/,
  },
  {
    fault: 'refused',
    status: 503,
    message: /refused this server's request\. Please try again later; the server's operator can see why\.$/,
    cause: /^answered 403 Forbidden for .*: "Your Request Originates from an Undeclared Automated Tool"/,
  },
  {
    fault: 'rate-limited',
    status: 503,
    message: /is limiting how often this server may ask\. Please try again in a few minutes\.$/,
    cause: /^answered 429 Too Many Requests for .*: "Too Many Requests"$/,
  },
  { fault: 'timeout', status: 504, message: /did not answer within 1 second\. Please try again later\.$/, cause: /^did not answer within 1 s$/ },
  {
    fault: 'login-redirect',
    status: 502,
    message: /answered with a web page instead of data\. Please try again later\.$/,
    cause: /after a redirect to http:\/\/127\.0\.0\.1:\d+\/login\?next=.* \(a login page\): "Sign in to continue"$/,
  },
];

/** The time limit the fault tests give a source: long for loopback, short for a test that waits it out. */
export const FAULT_TIMEOUT_MS = 1000;
