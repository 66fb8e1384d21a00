import type { ChartEmbed } from '../chart-embed';

const NEAR = 200;

/**
 * Sets `_near` once the element is within 200 px of the viewport: charts near it draw (or fetch)
 * at once, the others when they come near. Measured after the first render rather than on
 * connection: drawing measures the box at this point anyway, so the page lays out once, not twice.
 */
export function watchNearness(host: ChartEmbed): void {
  let viewport: IntersectionObserver | null = null;
  const stop = () => {
    viewport?.disconnect();
    viewport = null;
  };
  host.addController({
    hostUpdated() {
      if (host._near || viewport || !host.isConnected) return;
      const box = host.getBoundingClientRect();
      if (box.top < innerHeight + NEAR && box.bottom > -NEAR) {
        host._near = true;
        return;
      }
      viewport = new IntersectionObserver(
        ([entry]) => {
          if (entry!.isIntersecting) {
            host._near = true;
            stop();
          }
        },
        { rootMargin: `${NEAR}px` },
      );
      viewport.observe(host);
    },
    hostDisconnected: stop,
  });
}
