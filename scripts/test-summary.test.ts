import { describe, expect, it } from 'vitest';
import { summarizeVitest } from './test-summary';

const file = (name: string, status: string, assertions: string[], message?: string) => ({
  name,
  status,
  message,
  assertionResults: assertions.map((s) => ({ status: s })),
});

describe('summarizeVitest', () => {
  it('counts passed and failed tests', () => {
    const report = { numPassedTests: 3, numFailedTests: 1, testResults: [file('/x/tests/e2e/a.test.ts', 'failed', ['passed', 'failed'])] };
    expect(summarizeVitest('e2e', report, 1)).toEqual({ name: 'e2e', passed: 3, failed: 1 });
  });

  it('counts a file whose tests never ran as failed, with the reason', () => {
    const report = {
      numPassedTests: 0,
      numFailedTests: 0,
      numPendingTests: 4,
      testResults: [file('/x/tests/e2e/a.test.ts', 'failed', ['skipped', 'skipped'], 'Error: No Chromium at /usr/bin/chromium\n at x')],
    };
    expect(summarizeVitest('e2e', report, 1)).toEqual({
      name: 'e2e',
      passed: 0,
      failed: 1,
      note: 'tests/e2e/a.test.ts crashed: Error: No Chromium at /usr/bin/chromium; 4 skipped',
    });
  });

  it('never says 0 failed when the runner failed', () => {
    expect(summarizeVitest('unit', { numPassedTests: 0, numFailedTests: 0, testResults: [] }, 1)).toEqual({
      name: 'unit',
      passed: 0,
      failed: 1,
      note: 'Vitest exited with 1',
    });
  });
});
