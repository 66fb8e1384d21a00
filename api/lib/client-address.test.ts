import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-address';

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
