import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './safe-json';

describe('jsonForScript', () => {
  it('leaves no way out of a script element and no raw line separators', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c', amp: '<!-- & -->' });
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c', amp: '<!-- & -->' });
  });
});

describe('escapeHtml', () => {
  it('escapes what could open a tag or close an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&#60;img src=x onerror=&#34;a(&#39;b&#39;)&#34;&#62;&#38;');
  });
});
