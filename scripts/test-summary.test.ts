import { describe, expect, it } from 'vitest';
import { summarizeVitest } from './test-summary';

const file = (name: string, status: string, assertions: string[], message?: string) => ({
  name,
  status,
  message,
  assertionResults: assertions.map((s) => ({ status: s })),
});

describe('summarizeVitest', () => {
  it('counts passed and failed tests, and names the failed ones', () => {
    const failure = { status: 'failed', fullName: 'sign-in keeps the page', failureMessages: ['AssertionError: expected 1 to be 2\n at x'] };
    const a = { ...file('/x/tests/e2e/a.test.ts', 'failed', ['passed']), assertionResults: [{ status: 'passed' }, failure] };
    const report = { numPassedTests: 3, numFailedTests: 1, testResults: [a] };
    expect(summarizeVitest('e2e', report, 1)).toEqual({
      name: 'e2e',
      passed: 3,
      failed: 1,
      note: 'tests/e2e/a.test.ts › sign-in keeps the page failed: AssertionError: expected 1 to be 2',
    });
  });

  it('names five failed tests at most', () => {
    const a = file('/x/shared/a.test.ts', 'failed', Array(7).fill('failed'));
    const report = { numPassedTests: 0, numFailedTests: 7, testResults: [a] };
    const note = summarizeVitest('unit', report, 1).note!.split('; ');
    expect(note).toHaveLength(6);
    expect(note.at(-1)).toBe('2 more failed');
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
