/**
 * `<ChartEmbed>`: the chart element as a React component, for apps that render charts themselves
 * (widget/README.md, React). Built on @lit/react, which sets `spec` and the other inputs as
 * properties and turns the element's events into `onReady` and `onError`.
 *
 * It does not bundle the runtime: it may render before `/e/runtime.js` has loaded (the usual lazy
 * order), because what it sets on the element before then is picked up when the element is
 * defined. React 19 on its own would write `spec="[object Object]"` on the undefined element.
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type { ChartSpec } from '@shared/spec/chart-spec';

/** What @lit/react needs of the element's class: the names of its properties, on its prototype. */
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;
class ChartEmbedElement extends Base {
  declare spec: ChartSpec | null;
  declare src: string | null;
  declare theme: string | null;
  declare height: number | null;
  declare plain: boolean;
  declare transparent: boolean;
  declare static: boolean;
}
for (const name of ['spec', 'src', 'theme', 'height', 'plain', 'transparent', 'static']) {
  Object.defineProperty(ChartEmbedElement.prototype, name, { value: undefined, writable: true, configurable: true });
}

export const ChartEmbed = createComponent({
  react: React,
  tagName: 'chart-embed',
  elementClass: ChartEmbedElement,
  displayName: 'ChartEmbed',
  events: {
    onReady: 'chart-embed:ready' as EventName<CustomEvent<{ chartType: string }>>,
    onError: 'chart-embed:error' as EventName<CustomEvent<{ message: string }>>,
  },
});

/**
 * Loads the runtime from a chart host (`https://charts.example.com`) once per page, and resolves
 * when `<chart-embed>` is defined. A page that also has script-tag embeds shares the one runtime.
 */
export function loadChartEmbed(host: string): Promise<void> {
  const registry = window.customElements;
  if (!registry.get('chart-embed')) {
    const shared = ((window as unknown as { ChartEmbed?: { runtime?: string } }).ChartEmbed ??= {});
    if (!shared.runtime) {
      shared.runtime = new URL('/e/runtime.js', host).href;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = shared.runtime;
      document.head.append(script);
    }
  }
  return registry.whenDefined('chart-embed').then(() => undefined);
}
