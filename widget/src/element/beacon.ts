import type { ChartSpec } from '@shared/spec/chart-spec';

const counted = new WeakSet<Element>();

/**
 * The chart has reached the screen: the page hears `chart-embed:ready`, and a view is counted. A
 * view is the chart shown: the element posts to its `beacon` address once, cookie-free, whatever
 * the page does after.
 */
export function shown(host: HTMLElement & { beacon: string | null }, spec: ChartSpec): void {
  if (host.beacon && !counted.has(host)) {
    counted.add(host);
    try {
      navigator.sendBeacon(host.beacon);
    } catch {
      // A bad address or a refusing page costs a view, never an error in the page.
    }
  }
  host.dispatchEvent(new CustomEvent('chart-embed:ready', { bubbles: true, composed: true, detail: { chartType: spec.chartType } }));
}
