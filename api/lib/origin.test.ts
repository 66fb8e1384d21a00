import { describe, expect, it } from 'vitest';
import { originResolver } from './origin';

const at = (url: string, host?: string) => new Request(url, host ? { headers: { host } } : {});

describe('originResolver', () => {
  it('is PUBLIC_ORIGIN whatever the request says', () => {
    const origin = originResolver('https://charts.example.com', () => 3000);
    expect(origin(at('http://evil.example/x'))).toBe('https://charts.example.com');
  });

  it('without PUBLIC_ORIGIN, trusts only addresses this server listens on', () => {
    const origin = originResolver(null, () => 3000);
    expect(origin(at('http://127.0.0.1:3000/x'))).toBe('http://127.0.0.1:3000');
    expect(origin(at('http://localhost:3000/x'))).toBe('http://localhost:3000');
    expect(origin(at('http://evil.example:3000/x'))).toBe('http://localhost:3000');
    expect(origin(at('http://127.0.0.1:4000/x'))).toBe('http://localhost:3000');
  });
});
