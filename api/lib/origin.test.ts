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

  it('answers the same from its memory, and keeps trusting only its own addresses after a flood of forged hosts', () => {
    const origin = originResolver(null, () => 3000);
    for (let i = 0; i < 200; i++) expect(origin(at(`http://evil${i}.example:3000/x`))).toBe('http://localhost:3000');
    expect(origin(at('http://127.0.0.1:3000/a'))).toBe('http://127.0.0.1:3000');
    expect(origin(at('http://127.0.0.1:3000/b?c=d'))).toBe('http://127.0.0.1:3000');
    expect(origin(at('http://127.0.0.1:4000/x'))).toBe('http://localhost:3000');
  });
});
