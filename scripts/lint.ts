/**
 * `npm run lint`: ESLint over the tree (eslint.config.js: typescript-eslint, the rules of hooks, the
 * import boundaries) and `prettier --check`. Each takes about 20 s of one core, so they run side by
 * side, and their reports are printed one after the other once both are done. `npm test` runs the
 * same two checks as its "lint" suite. Uses only Node APIs, like build.ts.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface LintCheck {
  name: 'eslint' | 'prettier';
  ok: boolean;
  /** What the tool printed, stdout and stderr together. */
  output: string;
}

// Both keep a cache of the files found clean, keyed by content, in node_modules/.cache, so a second
// run checks only what changed (a fresh clone, as in CI, has none). ESLint's rules that look across
// files (cycles, boundaries) still run on every changed file, and any new cycle or forbidden import
// runs through one.
const COMMANDS: Record<LintCheck['name'], string[]> = {
  eslint: [
    'node_modules/eslint/bin/eslint.js',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/eslint/',
    '.',
  ],
  prettier: ['node_modules/prettier/bin/prettier.cjs', '--check', '--cache', '--cache-strategy', 'content', '.'],
};

function check(name: LintCheck['name'], color: boolean): Promise<LintCheck> {
  return new Promise((resolve) => {
    const args = [...COMMANDS[name], ...(color ? ['--color'] : [])];
    const child = spawn('node', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ name, ok: code === 0, output: code === 0 ? output : `${output}${name} exited with ${code}\n` }));
  });
}

/** Runs both checks, prints their reports, and returns how each went. */
export async function runLint(): Promise<LintCheck[]> {
  const color = Boolean(process.stdout.isTTY);
  const checks = await Promise.all([check('eslint', color), check('prettier', color)]);
  for (const { name, ok, output } of checks) {
    console.log(`\n${name}: ${ok ? 'passed' : 'FAILED'}`);
    if (output.trim()) console.log(output.trimEnd());
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const checks = await runLint();
  const failed = checks.filter((c) => !c.ok).map((c) => c.name);
  if (failed.length > 0) {
    console.log(`\nLint failed: ${failed.join(' and ')}. \`npm run format\` fixes formatting; \`npx eslint --fix .\` fixes some ESLint problems.`);
    process.exit(1);
  }
}
