/**
 * What the wizard says while a question is being answered. The answer is one request of several
 * seconds with no progress of its own, so the stages follow a timer, in the order the server works:
 * the AI reads the question into a plan, the plan picks sources, the sources are fetched.
 */
export const ANSWER_STEP_MS = 1800;

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

export function answerStages(sourceNames: readonly string[]): string[] {
  return [
    'Reading your question…',
    sourceNames.length > 0 ? `Finding data sources: ${names.format(sourceNames)}…` : 'Finding data sources…',
    'Fetching the numbers…',
  ];
}

/** Calls `show` with each stage's index in turn, stopping on the last; returns a function that stops it. */
export function runAnswerStages(count: number, show: (index: number) => void): () => void {
  let index = 0;
  show(0);
  const timer = setInterval(() => {
    index += 1;
    show(index);
    if (index >= count - 1) clearInterval(timer);
  }, ANSWER_STEP_MS);
  return () => clearInterval(timer);
}
