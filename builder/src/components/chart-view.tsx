import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { reservedHeight, roomSteps } from '@shared/chart-core/plot-room';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { EmbedFlags } from '@shared/embed/embed-snippet';

// The widget is loaded on first use, so pages without charts do not download it.
let loading: Promise<unknown> | null = null;
const loadWidget = () => (loading ??= import('../../../widget/src/index'));

/**
 * A chart drawn by the same <chart-embed> element readers get, with the render flags an embed code
 * would give it, from a spec or, when `src` is given, from the spec at that address. It renders
 * only once the element is defined: React 19 sets `spec` as a property on a defined element, but
 * as an attribute otherwise.
 *
 * `height` is what it asks for; on a narrow screen it grows to what the chart's texts need for
 * its plot to keep its minimum (shared/chart-core/plot-room.ts), read from its width before it
 * paints, and again when that width changes.
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
  const steps = useMemo(() => roomSteps(spec, { plain: flags.plain }), [spec, flags.plain]);
  const box = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth);
    read();
    const watch = new ResizeObserver(read);
    watch.observe(element);
    return () => watch.disconnect();
  }, [ready]);
  const reserved = width ? reservedHeight(steps, width, height) : height;
  if (!ready) return <div ref={box as React.RefObject<HTMLDivElement>} className="chart-placeholder" style={{ height: reserved }} aria-busy="true" />;
  return (
    <chart-embed
      ref={box}
      // A block before its shadow styles arrive, so its width is read right before it first draws.
      style={{ display: 'block' }}
      spec={src ? undefined : spec}
      src={src ?? undefined}
      height={reserved}
      theme={theme}
      plain={flags.plain}
      transparent={flags.transparent}
      static={flags.static}
      lang={flags.lang}
    />
  );
}
