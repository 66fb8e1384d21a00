/**
 * Tells the parts of this instance that cache chart-derived data (the embed module) that a chart
 * changed or went away, so this instance serves the new version at once. Other instances catch up
 * when their short-lived caches expire.
 */
export interface ChartChanges {
  changed(slug: string): void;
  onChange(listener: (slug: string) => void): void;
}

export function createChartChanges(): ChartChanges {
  const listeners: Array<(slug: string) => void> = [];
  return {
    changed: (slug) => listeners.forEach((listener) => listener(slug)),
    onChange: (listener) => void listeners.push(listener),
  };
}
