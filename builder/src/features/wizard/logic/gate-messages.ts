/** The signup gate's progress messages (docs/product.md, The signup gate), each shown for 1.5 s, stopping on the last. */
export const GATE_MESSAGES = ['Analyzing your request...', 'Finding data sources...', 'Structuring data...', 'Creating visualization...', 'Almost ready!'];
export const GATE_STEP_MS = 1500;

/** Calls `show` with each message in turn; returns a function that stops it. */
export function runGateMessages(show: (message: string, index: number) => void): () => void {
  let index = 0;
  show(GATE_MESSAGES[0]!, 0);
  const timer = setInterval(() => {
    index += 1;
    show(GATE_MESSAGES[index]!, index);
    if (index === GATE_MESSAGES.length - 1) clearInterval(timer);
  }, GATE_STEP_MS);
  return () => clearInterval(timer);
}
