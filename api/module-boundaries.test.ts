/**
 * The module boundaries of eslint.config.js, shown to hold: a file that would break one is linted
 * from where it would sit (ESLint is handed its text), so nothing is written to the tree.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The rules a file would break, with their messages. */
async function problems(path: string, source: string): Promise<string[]> {
  const [report] = await eslint.lintText(source, { filePath: path });
  return report!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const using = (name: string, from: string, kind: 'import' | 'import type' = 'import') =>
  `${kind} { ${name} } from '${from}';\n\nexport const planted: unknown = ${kind === 'import' ? name : 'null as unknown as ' + name};\n`;

describe('module boundaries', { timeout: 60_000 }, () => {
  it('lets a module call another through its service.ts, and its own files freely', async () => {
    expect(await problems('api/modules/live-charts/planted.ts', using('groundedData', '../grounding/service'))).toEqual([]);
    expect(await problems('api/modules/grounding/planted.ts', using('createSources', './sources/registry'))).toEqual([]);
  });

  it('refuses another module’s other files, types included', async () => {
    const [value] = await problems('api/modules/live-charts/planted.ts', using('fetchPlan', '../grounding/fetch-plan'));
    expect(value).toMatch(/^import-x\/no-restricted-paths: .*"\.\.\/grounding\/fetch-plan".*only through its service\.ts/);
    const [type] = await problems('api/modules/live-charts/planted.ts', using('ChartRow', '../charts/chart-lock', 'import type'));
    expect(type).toMatch(/^import-x\/no-restricted-paths: .*"\.\.\/charts\/chart-lock"/);
  });

  it('lets the app compose a module only through its index.ts and service.ts', async () => {
    for (const path of ['api/app/planted.ts', 'api/app.ts', 'api/main.ts']) {
      const up = path.startsWith('api/app/') ? '../' : './';
      expect(await problems(path, using('trendingModule', `${up}modules/trending`))).toEqual([]);
      expect(await problems(path, using('changesRanking', `${up}modules/trending/service`))).toEqual([]);
      const [found] = await problems(path, using('changesRanking', `${up}modules/trending/ranking-writes`));
      expect(found).toMatch(/^import-x\/no-restricted-paths: .*"\.\.?\/modules\/trending\/ranking-writes".*only its index\.ts/);
    }
  });

  it('keeps what every module uses free of the modules', async () => {
    for (const path of ['api/session/planted.ts', 'api/lib/planted.ts']) {
      const [found] = await problems(path, using('toUserRecord', '../modules/users/service'));
      expect(found).toMatch(/^import-x\/no-restricted-paths: .*they import no module/);
    }
  });
});
