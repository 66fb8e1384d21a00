// Browser tests of the widget in the system Chromium (CHROME_PATH, else Debian's /usr/bin/chromium).
// No browser is downloaded. A small reporter writes the counts for `npm test`'s summary line.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

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
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'widget/tsconfig.json' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  reporters: [defaultReporter(), countReporter(process.env.WTR_RESULTS ?? '.test-results/wtr.json')],
};
