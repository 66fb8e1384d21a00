import { describe, expect, it } from 'vitest';
import { chartLink, embedCode, embedFrame, embedSnippet, frameAddress } from './embed-snippet';

describe('share links', () => {
  it('points the direct link at /e/{slug} and the embed code at /e/{slug}.js', () => {
    expect(chartLink('https://charts.example.com', 'aB3_x-9Qk2')).toBe('https://charts.example.com/e/aB3_x-9Qk2');
    expect(embedSnippet('https://charts.example.com', 'aB3_x-9Qk2')).toBe('<script src="https://charts.example.com/e/aB3_x-9Qk2.js"></script>');
    expect(embedSnippet('http://localhost:3000', 'abc', 320.4)).toBe('<script src="http://localhost:3000/e/abc.js" data-height="320"></script>');
  });

  it('adds the render flags that are set, in a fixed order, and escapes the language', () => {
    expect(embedSnippet('https://c.example', 'abc', undefined, { plain: true, lang: 'de-DE' })).toBe(
      '<script src="https://c.example/e/abc.js" data-plain data-lang="de-DE"></script>',
    );
    expect(embedSnippet('https://c.example', 'abc', 300, { static: true, transparent: true, plain: false, lang: ' ' })).toBe(
      '<script src="https://c.example/e/abc.js" data-height="300" data-transparent data-static></script>',
    );
    expect(embedSnippet('https://c.example', 'abc', undefined, { autoTheme: true, static: true })).toBe(
      '<script src="https://c.example/e/abc.js" data-static data-theme="auto"></script>',
    );
    expect(embedSnippet('https://c.example', 'abc', undefined, { lang: '"><img src=x>' })).toBe(
      '<script src="https://c.example/e/abc.js" data-lang="&quot;>&lt;img src=x>"></script>',
    );
  });
});

describe('the iframe code', () => {
  it('frames /e/{slug}/frame at the chart height, with only the options that differ from the defaults', () => {
    expect(frameAddress('https://c.example', 'abc')).toBe('https://c.example/e/abc/frame');
    expect(frameAddress('https://c.example', 'abc', 300.2, { plain: true, static: true, lang: ' de-DE ' })).toBe(
      'https://c.example/e/abc/frame?height=300&plain=1&static=1&lang=de-DE',
    );
    expect(frameAddress('https://c.example', 'abc', 400, { autoTheme: true })).toBe('https://c.example/e/abc/frame?theme=auto');
    expect(embedFrame('https://c.example', 'abc', 'Sales "2024"', 320, { transparent: true })).toBe(
      '<iframe src="https://c.example/e/abc/frame?height=320&amp;transparent=1" title="Sales &quot;2024&quot;" width="100%" height="320" frameborder="0" loading="lazy"></iframe>',
    );
  });

  it('is one of the two codes the builder offers, the script tag being the other', () => {
    expect(embedCode('script', 'https://c.example', 'abc', 'Sales', { plain: true })).toBe('<script src="https://c.example/e/abc.js" data-plain></script>');
    expect(embedCode('iframe', 'https://c.example', 'abc', 'Sales', { plain: true })).toBe(
      '<iframe src="https://c.example/e/abc/frame?plain=1" title="Sales" width="100%" height="400" frameborder="0" loading="lazy"></iframe>',
    );
  });
});
