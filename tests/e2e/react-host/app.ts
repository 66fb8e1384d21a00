/**
 * A React 19 app on another site, as a CMS plugin author or a newsroom would write one: it renders
 * its charts first and loads the runtime after (the usual lazy order). One chart goes through the
 * wrapper; the other is the bare element, with `spec` given as React 19 would write it.
 */
import { createElement as h, Fragment, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ChartEmbed, loadChartEmbed } from '../../../widget/react/chart-embed';
import type { ChartSpec } from '@shared/spec/chart-spec';

const host = window as unknown as { API: string; SPEC: ChartSpec; events: string[] };
host.events = [];
addEventListener('chart-embed:error', (event) =>
  host.events.push(`error:${(event.target as HTMLElement).id}:${(event as CustomEvent<{ message: string }>).detail.message}`),
);

function App() {
  useEffect(() => {
    host.events.push(`rendered:${customElements.get('chart-embed') ? 'after' : 'before'} the runtime`);
    void loadChartEmbed(host.API);
  }, []);
  const box = { display: 'block', height: 300 };
  return h(
    Fragment,
    null,
    h(ChartEmbed, { id: 'wrapped', spec: host.SPEC, height: 300, style: box, onReady: (event) => host.events.push(`ready:wrapped:${event.detail.chartType}`) }),
    h('chart-embed', { id: 'bare', spec: host.SPEC, style: box } as Record<string, unknown>),
  );
}

createRoot(document.getElementById('root')!).render(h(App));
