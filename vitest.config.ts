import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The API and browser suites spend most of their time waiting on the server and Chromium each test
// file starts, not computing: on a 2-core machine Vitest's default (one worker fewer than cores)
// ran them one file at a time. Three API files at once took the PGlite suite from 265 s to 149 s
// here, two browser files the e2e suite from 354 s to 174 s. Every file has its own database.
const waitingWorkers = (least: number) => Math.max(least, availableParallelism() - 1);

// tsconfig.json's `@shared/*`. Inline projects do not inherit the root's options, so each takes it.
const resolve = { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } };

// Unit tests sit next to the code; the cross-cutting suites live in tests/. The API suite runs once
// on embedded PGlite and, when TEST_DATABASE_URL is set, once more on real PostgreSQL.
const apiProject = (db: 'pglite' | 'postgres') => ({
  resolve,
  test: {
    name: `api:${db}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['tests/support/build-once.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    maxWorkers: waitingWorkers(3),
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'builder/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Computing, not waiting, yet Vitest's default of one worker fewer than cores left one of
          // two cores idle: two workers took the unit suite from 120 s to 78 s here.
          maxWorkers: waitingWorkers(2),
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/build-once.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A poll waits for a state the page reaches; under load (two browser files and the servers
          // on two cores) that can take longer than Vitest's 1 s default, which then fails a page that
          // only was slow. Playwright's own waits allow 30 s.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: waitingWorkers(2),
        },
      },
    ],
  },
});
