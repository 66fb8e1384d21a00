import type { HoverPoint, Plot } from '../plot/plot';
import type { Assist } from './assist';
import type { Legend } from './legend';
import type { SpecSource } from './spec-source';

export type Cursor = ReturnType<typeof cursor>;

/**
 * The keyboard cursor and the tooltip: arrow keys, Home and End move a focused point, which screen
 * readers hear; the pointer's point shows silently. The words and the tooltip's drawing come with
 * the accessibility chunk.
 */
export function cursor(source: SpecSource, legend: Legend, assist: Assist, plot: () => Plot | null) {
  /** The point under the pointer or keyboard focus. */
  let shown: HoverPoint | null = null;
  /** The next point shown came from the keyboard: screen readers hear it. */
  let announce = false;
  const self = {
    /** The focused point, or -1; cleared with each new spec. */
    focus: -1,
    onKey(event: KeyboardEvent) {
      const count = plot()?.count ?? 0;
      const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, Home: -count, End: count }[event.key];
      // Escape is spent only on a focused point: otherwise it is the host's (a dialog the chart sits in).
      if (event.key === 'Escape' && self.focus >= 0) self.focus = -1;
      else if (step && count) self.focus = Math.min(Math.max(self.focus + step, 0), count - 1);
      else return;
      event.preventDefault();
      announce = true;
      plot()?.focusPoint(self.focus < 0 ? null : self.focus);
    },
    async tip(point: HoverPoint | null) {
      shown = point;
      const chunk = await assist.chunk();
      // Another point may have been shown while the chunk loaded.
      if (point !== shown) return;
      // Screen readers hear the focused point; pointer hovers stay silent.
      chunk.showPoint(assist.root(), source.spec, point, legend.hidden, source.locale, announce);
      announce = false;
    },
  };
  return self;
}
