import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
        },
      },
    ],
  },
});
