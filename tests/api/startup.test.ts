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
});
