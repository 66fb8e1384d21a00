/**
 * The module boundaries of eslint.config.js, shown to hold: a file that would break one is linted
 * from where it would sit (ESLint reads it from stdin), so nothing is written to the tree.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The rules a file would break, with their messages. */
function problems(path: string, source: string): string[] {
  const run = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--format', 'json', '--stdin', '--stdin-filename', path], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const using = (name: string, from: string, kind: 'import' | 'import type' = 'import') =>
  `${kind} { ${name} } from '${from}';\n\nexport const planted: unknown = ${kind === 'import' ? name : 'null as unknown as ' + name};\n`;

describe('module boundaries', { timeout: 60_000 }, () => {
  it('lets a module call another through its service.ts, and its own files freely', () => {
    expect(problems('api/modules/live-charts/planted.ts', using('groundedData', '../grounding/service'))).toEqual([]);
    expect(problems('api/modules/grounding/planted.ts', using('createSources', './sources/registry'))).toEqual([]);
  });

  it('refuses another module’s other files, types included', () => {
    const [value] = problems('api/modules/live-charts/planted.ts', using('fetchPlan', '../grounding/fetch-plan'));
    expect(value).toMatch(/^import-x\/no-restricted-paths: .*"\.\.\/grounding\/fetch-plan".*only through its service\.ts/);
    const [type] = problems('api/modules/live-charts/planted.ts', using('ChartRow', '../charts/chart-lock', 'import type'));
    expect(type).toMatch(/^import-x\/no-restricted-paths: .*"\.\.\/charts\/chart-lock"/);
  });

  it('keeps what every module uses free of the modules', () => {
    for (const path of ['api/session/planted.ts', 'api/lib/planted.ts']) {
      const [found] = problems(path, using('toUserRecord', '../modules/users/service'));
      expect(found).toMatch(/^import-x\/no-restricted-paths: .*they import no module/);
    }
  });
});
