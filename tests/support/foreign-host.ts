/** A page of another origin ("localhost" where the API is "127.0.0.1") that shows whatever HTML a test gives it. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForeignHost {
  url: string;
  /** What every path answers from now on, with any extra headers (a Content-Security-Policy, say). */
  setBody(html: string, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startForeignHost(): Promise<ForeignHost> {
  let body = '<!doctype html><title>Empty</title>';
  let extra: Record<string, string> = {};
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...extra, 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    setBody: (html, headers = {}) => {
      body = html;
      extra = headers;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
