import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedClient } from './client-address';

describe('forwardedClient', () => {
  it('takes the address the outermost trusted proxy saw', () => {
    expect(forwardedClient('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('198.51.100.1, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClient('2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('ignores what a reader wrote further left, however it is written', () => {
    expect(forwardedClient('evil, <script>, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('gives nothing when there is no proxy, no header, too few hops or no address', () => {
    expect(forwardedClient('203.0.113.7', 0)).toBeNull();
    expect(forwardedClient(null, 1)).toBeNull();
    expect(forwardedClient('203.0.113.7', 2)).toBeNull();
    expect(forwardedClient('203.0.113.7, not an address', 1)).toBeNull();
    expect(forwardedClient('', 1)).toBeNull();
  });
});

describe('clientAddress', () => {
  const request = (forwarded?: string) => new Request('http://localhost:4000/x', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
  const server = { port: 4000, requestIP: () => ({ address: '192.0.2.9' }) };

  it('knows no peer until the app listens, then asks its server', () => {
    const address = clientAddress({ trustProxy: 0, publicOrigin: null });
    expect(address.clientIp(request())).toBe('unknown');
    address.listenWith({ server });
    expect(address.clientIp(request('203.0.113.7'))).toBe('192.0.2.9');
  });

  it('believes the forwarded address only with proxies of our own, and falls back to the peer', () => {
    const address = clientAddress({ trustProxy: 1, publicOrigin: null });
    address.listenWith({ server });
    expect(address.clientIp(request('198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(address.clientIp(request())).toBe('192.0.2.9');
  });

  it('names the local origin by the port the server listens on, or the configured one', () => {
    const local = clientAddress({ trustProxy: 0, publicOrigin: null });
    local.listenWith({ server });
    expect(local.origin(request())).toBe('http://localhost:4000');
    expect(clientAddress({ trustProxy: 0, publicOrigin: 'https://charts.example' }).origin(request())).toBe('https://charts.example');
  });
});
