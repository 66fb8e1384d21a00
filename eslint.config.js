// ESLint for the whole tree (`npm run lint` runs it, then `prettier --check`). The plugins come from
// the tools/eslint workspace, which holds the TypeScript 6.0 that typescript-eslint parses with.
// Rules that need type information are left out: parsing alone keeps a run of the tree fast, and
// `npm run typecheck` is the type check.
import { defineConfig } from 'eslint/config';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver, globals, importX, js, reactHooks, tseslint } from './tools/eslint/index.js';

/** The builder's features, one folder each under builder/src/features/. */
const FEATURES = readdirSync(new URL('./builder/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Who may import whom, checked on resolved paths, so `@shared/x` and `../../shared/x` count alike.
const LAYERS = [
  { target: './api', from: ['./builder', './widget'], message: 'The API does not import the builder or the widget.' },
  { target: './widget', from: ['./api', './builder'], message: 'The widget does not import the API or the builder.' },
  ...FEATURES.map((feature) => ({
    target: `./builder/src/features/${feature}`,
    from: './builder/src/features',
    except: [`./${feature}`],
    message: 'A builder feature does not import another feature: move what both need to builder/src/lib, components or hooks.',
  })),
];
// shared/'s sources (its tests may use the test helpers of tests/ and the API's font settings).
const PURE_CORE = {
  target: './shared',
  from: '.',
  except: ['./shared', './node_modules'],
  message: 'shared/ is the pure core: its sources import only each other and npm packages.',
};

// The floors inside shared/: the layout rules (chart-core/, kinds/) and the server's drawing
// (svg-chart/) sit below the screen-reader texts, which read them, never the other way round; and
// the layout rules sit below the server's drawing, which the widget never loads.
const CORE_FLOORS = [
  ...['./shared/chart-core', './shared/kinds', './shared/svg-chart'].map((target) => ({
    target,
    from: './shared/screen-reader',
    message: 'The chart core and its drawings do not import the screen-reader texts: move what both need into shared/chart-core/.',
  })),
  ...['./shared/chart-core', './shared/kinds'].map((target) => ({
    target,
    from: './shared/svg-chart',
    message: 'The layout rules do not import the server drawing: move what both need into shared/chart-core/.',
  })),
];

export default defineConfig(
  { ignores: ['**/dist/', '**/node_modules/', '.data/', '.test-results/', '.scratch/', 'api/db/migrations/', 'widget/custom-elements.json'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: globals.node },
    settings: {
      // The files import-x reads to follow imports (for no-cycle); without these it reads only .js.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        // The root tsconfig's `paths` (`@shared/*`) for every file. no-cycle resolves a dependency's
        // imports in the context of the file being linted, so one mapping must hold everywhere.
        createTypeScriptImportResolver({ project: 'tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      // Type-only imports are erased, so only cycles of values count; packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+shared/', message: 'Outside shared/, import it as @shared/….' }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@shared/', message: 'Inside shared/, files import each other relatively.' }] }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [PURE_CORE, ...CORE_FLOORS] }] },
  },
  {
    files: ['builder/**/*.{ts,tsx}', 'widget/src/page-toolbar/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
