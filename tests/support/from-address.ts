/**
 * HTTP from another loopback address (127.0.0.0/8 all reach the server here), as if from another
 * machine: the server tells readers and attackers apart by address, and tests need several.
 */
import { request } from 'node:http';

export interface AddressedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function requestFrom(
  address: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<AddressedResponse> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers = {
    ...options.headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
  };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? 'GET', localAddress: address, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 127.0.X.Y for the nth address of a group, so suites can share a server without sharing readers. */
export const loopback = (group: number, n: number) => `127.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
