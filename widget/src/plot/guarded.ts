/**
 * A callback that reports its failure to the element instead of throwing: uPlot's hooks and the
 * canvases' listeners run outside any caller of ours, often in a microtask, so an exception there
 * would reach the host page. One helper for every renderer (the lazy ones import it from the entry).
 */
export const guarded =
  (onError: () => void) =>
  <A>(callback: (arg: A) => void) =>
  (arg: A): void => {
    try {
      callback(arg);
    } catch {
      onError();
    }
  };
