import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServerExpectingExit } from '../support/test-server';

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
    const root = join(import.meta.dirname, '../..');
    const probe = "await import('./api/app.ts'); console.log(JSON.stringify(Object.keys(require.cache).filter((p) => /node_modules\\/(nodemailer|openai)\\//.test(p))))";
    const run = spawnSync(join(root, 'node_modules/.bin/bun'), ['-e', probe], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual([]);
  });
});
