/** The server's notion of "now": the system clock, shifted by TEST_CLOCK_OFFSET_MS in tests. */
export interface Clock {
  now(): Date;
}

export function createClock(offsetMs = 0): Clock {
  return { now: () => new Date(Date.now() + offsetMs) };
}
