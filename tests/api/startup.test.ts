import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runServerExpectingExit } from '../support/test-server';

describe('start-up configuration', () => {
  it('refuses to start on a bad value and names the variable', async () => {
    const { code, output } = await runServerExpectingExit({ PORT: 'eighty', CSV_MAX_BYTES: 'huge' });
    expect(code).toBe(1);
    expect(output).toContain('PORT: must be a whole number from 0 to 65535, got "eighty"');
    expect(output).toContain('CSV_MAX_BYTES:');
    expect(output).not.toMatch(/\bat \S+ \(/);
  });

  it('says clearly when the database cannot be reached', async () => {
    const { code, output } = await runServerExpectingExit({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(output).toMatch(/Could not (open the database|apply the database migrations)/);
  });

  it('leaves the SMTP client and the AI SDK unloaded until they are first used', () => {
    // Whatever the server's thread holds, its collections walk: these two were a fifth of its
    // objects, and the hot embed paths paid for them in longer pauses (docs/PERFORMANCE.md).
    // The whole start-up runs, with mail and the AI configured, before the modules are listed.
    const dataDir = mkdtempSync(join(tmpdir(), 'startup-modules-'));
    try {
      const probe =
        "await import('./api/main.ts'); console.log(JSON.stringify(Object.keys(require.cache).filter((p) => /node_modules\\/(nodemailer|openai)\\//.test(p)))); process.exit(0)";
      const run = spawnSync(join(repoRoot, 'node_modules/.bin/bun'), ['-e', probe], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 50_000,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SMTP_URL: 'smtp://127.0.0.1:2525',
          OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('listening on');
      expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
