/** How `npm test` reads a runner's report into one line of its summary. */

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  note?: string;
}

/** The parts of Vitest's JSON report the summary reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

const shortPath = (name: string) => name.replace(/^.*\/(tests|shared|api|builder|widget|scripts)\//, '$1/');
const firstLine = (text: string | undefined) => (text ?? 'no reason given').split('\n')[0]!.slice(0, 120);
/** CI keeps only the tail of its log: the summary names up to this many failed tests itself. */
const NAMED_FAILURES = 5;

/**
 * A layer's result. A file that failed without a failed test of its own crashed (it did not load,
 * or a hook such as beforeAll threw and its tests never ran): each counts as a failure, named in the
 * note with its reason. A runner that exits non-zero with nothing failed is a failure too, so the
 * summary can never say "0 failed" for a layer that crashed. Skipped tests are reported.
 */
export function summarizeVitest(project: string, report: VitestReport, exitStatus: number | null): SuiteResult {
  const crashed = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const failures = report.testResults.flatMap((f) =>
    f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${shortPath(f.name)} › ${a.fullName ?? '?'} failed: ${firstLine(a.failureMessages?.[0])}`),
  );
  const notes = [
    ...crashed.map((f) => `${shortPath(f.name)} crashed: ${firstLine(f.message)}`),
    ...failures.slice(0, NAMED_FAILURES),
    ...(failures.length > NAMED_FAILURES ? [`${failures.length - NAMED_FAILURES} more failed`] : []),
    ...(skipped > 0 ? [`${skipped} skipped`] : []),
  ];
  const result: SuiteResult = {
    name: project,
    passed: report.numPassedTests,
    failed: report.numFailedTests + crashed.length,
    ...(notes.length ? { note: notes.join('; ') } : {}),
  };
  if (exitStatus !== 0 && result.failed === 0)
    return { ...result, failed: 1, note: [`Vitest exited with ${exitStatus}`, result.note].filter(Boolean).join('; ') };
  return result;
}
