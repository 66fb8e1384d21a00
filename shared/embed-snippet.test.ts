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
});
