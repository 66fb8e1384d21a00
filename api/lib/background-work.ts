/**
 * What the server does besides answering: work on timers (writing the views it counted, refreshing
 * the live charts that are due) and work an answer leaves behind (a mail sent after answering).
 * Settling finishes it now, so a test can ask for it (TEST_HOOKS, see api/main.ts) instead of
 * waiting a guessed time for a timer or a mail.
 */
export interface BackgroundWork {
  /** Work a timer does from time to time, done once more, at once, whenever the server settles. */
  onSettle(work: () => Promise<void>): void;
  /** Work under way, which settling waits for. Its failures stay the caller's to handle. */
  track(work: Promise<unknown>): void;
  /** Waits for the work under way, then does each timer's work once, in the order they were added. */
  settle(): Promise<void>;
}

export function createBackgroundWork(): BackgroundWork {
  const timed: Array<() => Promise<void>> = [];
  const underWay = new Set<Promise<void>>();
  return {
    onSettle(work) {
      timed.push(work);
    },
    track(work) {
      const done = work.then(
        () => undefined,
        () => undefined,
      );
      underWay.add(done);
      void done.then(() => underWay.delete(done));
    },
    async settle() {
      while (underWay.size > 0) await Promise.all(underWay);
      for (const work of timed) await work();
    },
  };
}
