import { useEffect, useState } from 'react';
import type { ChartSpec } from '../../../shared/chart-spec';

// The widget is loaded on first use, so pages without charts do not download it.
let loading: Promise<unknown> | null = null;
const loadWidget = () => (loading ??= import('../../../widget/src/index'));

/**
 * A chart drawn by the same <chart-embed> element readers get. It renders only once the element is
 * defined: React 19 sets `spec` as a property on a defined element, but as an attribute otherwise.
 */
export function ChartView({ spec, height = 400, theme }: { spec: ChartSpec; height?: number; theme?: string }) {
  const [ready, setReady] = useState(() => customElements.get('chart-embed') !== undefined);
  useEffect(() => {
    if (!ready) void loadWidget().then(() => setReady(true));
  }, [ready]);
  if (!ready) return <div className="chart-placeholder" style={{ height }} aria-busy="true" />;
  return <chart-embed spec={spec} height={height} theme={theme} />;
}
