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

/** The API's feature modules, one folder each under api/modules/. */
const MODULES = readdirSync(new URL('./api/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module's service.ts is its face to the others: another module may import that file and nothing
 * else of it, types included (a service exports the types its functions take), so a module's other
 * files can change without its callers knowing. What every module needs is outside them all:
 * api/session/ (who is asking), api/lib/ (errors, id params, rate limits…) and api/db/, none of
 * which may import a module.
 */
const MODULE_BOUNDARIES = [
  ...MODULES.map((module) => ({
    target: `./api/modules/${module}`,
    from: './api/modules',
    except: [`./${module}`, ...MODULES.filter((other) => other !== module).map((other) => `./${other}/service.ts`)],
    message: 'A module imports another only through its service.ts; what many modules need goes to api/lib/ or api/session/.',
  })),
  {
    target: ['./api/session', './api/lib', './api/db'],
    from: './api/modules',
    message: 'api/session/, api/lib/ and api/db/ are what every module uses: they import no module.',
  },
  // The app composes the modules from outside, as the modules see each other: a module's routes
  // (its index.ts) and its face (its service.ts), never the files behind them.
  {
    target: ['./api/app', './api/app.ts', './api/main.ts'],
    from: './api/modules',
    except: MODULES.flatMap((module) => [`./${module}/index.ts`, `./${module}/service.ts`]),
    message: 'The app takes from a module only its index.ts (routes) and service.ts; move what it needs there, or to api/lib/.',
  },
];

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
  ...MODULE_BOUNDARIES,
];
// The top folders form one line, each importing only those before it: shared/, then api/ and widget/,
// then builder/, scripts/, tests/ and bench/. Tests beside the code may still use tests/support.
const FOLDER_LINE = [
  { target: './api', from: ['./scripts', './tests', './bench'] },
  { target: './widget', from: ['./scripts', './tests', './bench'] },
  { target: './builder', from: ['./api', './scripts', './tests', './bench'] },
  { target: './scripts', from: ['./tests', './bench'] },
  { target: './tests', from: './bench' },
].map((zone) => ({ ...zone, message: 'Folders import only those before them: shared, api and widget, builder, scripts, tests, bench.' }));
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
      // A function a reader can hold in mind: at most 120 lines, comments and blank lines counted
      // (issue 47). Long test suites are split into describe blocks by concern, not exempted.
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@shared/', message: 'Inside shared/, files import each other relatively.' }] }],
    },
  },
  {
    files: ['{api,widget,builder,scripts,tests,bench}/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...FOLDER_LINE] }] },
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
