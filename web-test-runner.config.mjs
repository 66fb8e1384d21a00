// Browser tests of the widget in the Chromium that scripts/chromium.ts chooses (CHROME_PATH,
// a system Chromium, else the one @sparticuz/chromium ships in its npm package). No browser is
// downloaded. A small reporter writes the counts for `npm test`'s summary line.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// The finder is TypeScript, so it runs under Bun and answers in JSON. `npm test` has already
// unpacked the browser and passes its path as CHROME_PATH, which the finder takes as it is.
let chromium;
try {
  chromium = JSON.parse(execFileSync('node_modules/.bin/bun', ['scripts/chromium.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
} catch {
  process.exit(1);
}
Object.assign(process.env, chromium.env);

// tsconfig.json's `@shared/*`: `@shared/x` is served as /shared/x.ts (the dev server's root is the
// repository, where this runs).
const sharedAlias = {
  name: 'shared-alias',
  resolveImport({ source }) {
    if (!source.startsWith('@shared/')) return undefined;
    const path = `shared/${source.slice('@shared/'.length)}`;
    const file = [`${path}.ts`, path, `${path}/index.ts`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file) throw new Error(`${source}: no such file in shared/`);
    return `/${file}`;
  },
};

// `virtual:map-geometry` (widget/build/map-geometry.ts builds it for the runtime): the geometry
// files are built by the same code, once, when a test first imports the map chunk.
const GEOMETRY_PATH = '/__map-geometry/';
let geometry;
const mapGeometry = {
  name: 'map-geometry',
  resolveImport: ({ source }) => (source === 'virtual:map-geometry' ? `${GEOMETRY_PATH}module.js` : undefined),
  serve({ path }) {
    if (!path.startsWith(GEOMETRY_PATH)) return undefined;
    geometry ??= JSON.parse(
      execFileSync('node_modules/.bin/bun', ['widget/build/map-geometry-files.ts', GEOMETRY_PATH], { encoding: 'utf8', maxBuffer: 1 << 26 }),
    );
    if (path === `${GEOMETRY_PATH}module.js`) return { body: geometry.module, type: 'js' };
    const file = Object.values(geometry.files).find((f) => path === GEOMETRY_PATH + f.fileName);
    return file ? { body: file.source, type: 'json' } : undefined;
  },
};

function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const test of suite.tests) {
          if (test.skipped) continue;
          if (test.passed) passed += 1;
          else failed += 1;
        }
        for (const child of suite.suites) walk(child);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load has no test results: count it as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0 && !session.testResults?.tests.length) failed += 1;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  files: ['widget/src/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  plugins: [sharedAlias, mapGeometry, esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'widget/tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromium.executablePath,
        headless: true,
        args: chromium.args,
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), countReporter(process.env.WTR_RESULTS ?? '.test-results/wtr.json')],
};
