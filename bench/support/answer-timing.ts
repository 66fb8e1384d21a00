/** Timing HTTP answers from the bench's own process, for the benches that time one call beside another. */

/** Milliseconds from sending a request to the last byte of its answer; an answer that is not 2xx stops the bench. */
export async function timeAnswer(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return performance.now() - started;
}

/** The value below which a share `p` (0 to 1) of the times fall. */
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
