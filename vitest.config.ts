import { defineConfig } from 'vitest/config';

// Unit tests sit next to the code; the cross-cutting suites live in tests/. The API suite runs once
// on embedded PGlite and, when TEST_DATABASE_URL is set, once more on real PostgreSQL.
const apiProject = (db: 'pglite' | 'postgres') => ({
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
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'builder/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
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
