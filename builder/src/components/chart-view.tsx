import { useEffect, useState } from 'react';
import type { ChartSpec } from '@shared/chart-spec';
import type { EmbedFlags } from '@shared/embed-snippet';

// The widget is loaded on first use, so pages without charts do not download it.
let loading: Promise<unknown> | null = null;
const loadWidget = () => (loading ??= import('../../../widget/src/index'));

/**
 * A chart drawn by the same <chart-embed> element readers get, with the render flags an embed code
 * would give it, from a spec or, when `src` is given, from the spec at that address. It renders
 * only once the element is defined: React 19 sets `spec` as a property on a defined element, but
 * as an attribute otherwise.
 */
export function ChartView({
  spec,
  src,
  height = 400,
  theme,
  flags = {},
}: {
  spec: ChartSpec;
  src?: string | null;
  height?: number;
  theme?: string;
  flags?: EmbedFlags;
}) {
  const [ready, setReady] = useState(() => customElements.get('chart-embed') !== undefined);
  useEffect(() => {
    if (!ready) void loadWidget().then(() => setReady(true));
  }, [ready]);
  if (!ready) return <div className="chart-placeholder" style={{ height }} aria-busy="true" />;
  return (
    <chart-embed
      spec={src ? undefined : spec}
      src={src ?? undefined}
      height={height}
      theme={theme}
      plain={flags.plain}
      transparent={flags.transparent}
      static={flags.static}
      lang={flags.lang}
    />
  );
}
