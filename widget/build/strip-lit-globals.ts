import type { Plugin } from 'vite';

/**
 * Lit's production modules register themselves in globals shared by every copy of Lit on a page
 * (`litHtmlVersions`, `litElementVersions`, `reactiveElementVersions`) and keep decorator metadata
 * in `litPropertyMetadata`. A guest on someone else's page should add one global, ours, so this
 * rewrites those writes: the version lists are dropped, and the metadata map becomes a module
 * constant that the one place reading it resolves to instead of the global.
 *
 * Every pattern must match exactly once in its file: a Lit upgrade that moves them fails the
 * build here instead of leaking the globals again unnoticed.
 */
const REWRITES: Array<{ file: RegExp; pattern: RegExp; replacement: string; prefix?: string }> = [
  { file: /\/lit-html\/lit-html\.js$/, pattern: /\(\w+\.litHtmlVersions\?\?=\[\]\)\.push\("[^"]+"\)/g, replacement: '0' },
  { file: /\/lit-element\/lit-element\.js$/, pattern: /\(\w+\.litElementVersions\?\?=\[\]\)\.push\("[^"]+"\)/g, replacement: '0' },
  { file: /\/reactive-element\/reactive-element\.js$/, pattern: /\(\w+\.reactiveElementVersions\?\?=\[\]\)\.push\("[^"]+"\)/g, replacement: '0' },
  {
    file: /\/reactive-element\/reactive-element\.js$/,
    pattern: /\w+\.litPropertyMetadata\?\?=new WeakMap/g,
    replacement: '0',
    prefix: 'const litPropertyMetadata=new WeakMap;',
  },
];

export function stripLitGlobals(): Plugin {
  return {
    name: 'strip-lit-globals',
    enforce: 'pre',
    transform(code, id) {
      const rewrites = REWRITES.filter((r) => r.file.test(id));
      if (rewrites.length === 0) return null;
      let out = code;
      let prefix = '';
      for (const { pattern, replacement, prefix: declare } of rewrites) {
        const found = out.match(pattern)?.length ?? 0;
        if (found !== 1) this.error(`strip-lit-globals: expected ${pattern} once in ${id}, found it ${found} times`);
        out = out.replace(pattern, replacement);
        prefix += declare ?? '';
      }
      return { code: prefix + out, map: null };
    },
  };
}
