import { describe, expect, it } from 'vitest';
import { chartLink, embedSnippet } from './embed-snippet';

describe('share links', () => {
  it('points the direct link at /e/{slug} and the embed code at /e/{slug}.js', () => {
    expect(chartLink('https://charts.example.com', 'aB3_x-9Qk2')).toBe('https://charts.example.com/e/aB3_x-9Qk2');
    expect(embedSnippet('https://charts.example.com', 'aB3_x-9Qk2')).toBe(
      '<script src="https://charts.example.com/e/aB3_x-9Qk2.js"></script>',
    );
    expect(embedSnippet('http://localhost:3000', 'abc', 320.4)).toBe('<script src="http://localhost:3000/e/abc.js" data-height="320"></script>');
  });

  it('adds the render flags that are set, in a fixed order, and escapes the language', () => {
    expect(embedSnippet('https://c.example', 'abc', undefined, { plain: true, lang: 'de-DE' })).toBe('<script src="https://c.example/e/abc.js" data-plain data-lang="de-DE"></script>');
    expect(embedSnippet('https://c.example', 'abc', 300, { static: true, transparent: true, plain: false, lang: ' ' })).toBe(
      '<script src="https://c.example/e/abc.js" data-height="300" data-transparent data-static></script>',
    );
    expect(embedSnippet('https://c.example', 'abc', undefined, { lang: '"><img src=x>' })).toBe('<script src="https://c.example/e/abc.js" data-lang="&quot;>&lt;img src=x>"></script>');
  });
});
