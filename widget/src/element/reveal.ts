import type { ChartSpec } from '@shared/spec/chart-spec';

/** Draws a new chart in: a pie from its centre, any other from the left; never for readers who ask for less motion. */
export function reveal(target: HTMLElement, spec: ChartSpec): void {
  if (!spec.options.animation || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const frames = spec.chartType === 'pie' ? ['circle(0% at 50% 50%)', 'circle(75% at 50% 50%)'] : ['inset(0 100% 0 0)', 'inset(0 0 0 0)'];
  target.animate(
    frames.map((clipPath) => ({ clipPath })),
    { duration: 1000, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  );
}
