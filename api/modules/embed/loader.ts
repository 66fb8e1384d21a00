/**
 * The script a blogger pastes (`/e/SLUG.js`). It creates a <chart-embed> with the spec as a
 * property, and loads the shared runtime once per page however many charts the page has. No eval,
 * no inline script or style, no cookies; one global, `window.ChartEmbed`. `data-height`,
 * `data-theme`, `data-lang` and the render flags `data-plain`, `data-transparent` and
 * `data-static` on the script tag pass through to the element as its attributes (a flag is on
 * when its attribute is there, whatever its value). The element also learns its `/e/SLUG.json`
 * address as `src`: the spec given inline wins, so nothing is fetched, but the reader's CSV download
 * can then be the server's `/e/SLUG.csv`.
 *
 * - The element's final box (full width, `data-height` or 400 px) is reserved through CSSOM
 *   (`element.style`, which a strict CSP allows) before it enters the page, so nothing below it
 *   moves when the runtime arrives and draws.
 * - Taller when its texts need it: the chart's room steps (shared/chart-core/plot-room.ts, for the
 *   spec and for `data-plain`) come with the loader, which gives the element the height its
 *   width needs for the plot to keep its minimum as soon as it is placed, reading that width at
 *   once (one layout, in the task that placed it, so nothing paints before: a ResizeObserver's
 *   first call alone came after the first paint in most runs, a layout shift); a ResizeObserver
 *   follows later width changes.
 * - The runtime is asked for first, before the element is made and placed, so its download
 *   starts as early as the loader can start it.
 * - Where it goes: into an element `[data-chart-embed="SLUG"]` when the page has one; else right
 *   after the script tag when that tag is in <body>; else (a tag in <head>, or run before <body>
 *   exists) at the end of <body> once the document is parsed.
 */
import type { ChartSpec } from '@shared/spec/chart-spec';
import { roomSteps } from '@shared/chart-core/plot-room';
import { jsonForScript } from '../../lib/safe-json';

export const LOADER_SOURCE = `(function(d,w,spec,runtime,slug,room){
var n=w.ChartEmbed=w.ChartEmbed||{};
if(!n.runtime&&!customElements.get('chart-embed')){n.runtime=runtime;var m=d.createElement('script');m.type='module';m.src=runtime;d.head.appendChild(m)}
var s=d.currentScript||d.querySelector('script[src*="/e/'+slug+'.js"]'),e=d.createElement('chart-embed'),h=s?+s.getAttribute('data-height'):0,inBody=function(){return !!(s&&d.body&&d.body.contains(s))};
e.spec=spec;e.src=new URL('../e/'+slug+'.json',runtime).href;e.beacon=new URL('../e/'+slug+'/view',runtime).href;
if(s)['height','theme','lang','plain','transparent','static'].forEach(function(a){var v=s.getAttribute('data-'+a);if(v!=null)e.setAttribute(a,v)});
var ask=h>0?h:400,steps=room[s&&s.hasAttribute('data-plain')?1:0],wide=0;
e.style.display='block';e.style.width='100%';e.style.height=ask+'px';
function fit(){var x=e.clientWidth,n=0,i;if(!x||x==wide)return;wide=x;for(i=0;i<steps.length;i++)if(!i||x>=steps[i][0])n=steps[i][1];e.style.height=Math.max(ask,n)+'px'}
if(w.ResizeObserver)new w.ResizeObserver(fit).observe(e);
function place(){var p=d.querySelector('[data-chart-embed="'+slug+'"]');if(p&&!p.querySelector('chart-embed'))p.appendChild(e);else if(inBody())s.parentNode.insertBefore(e,s.nextSibling);else d.body.appendChild(e);fit()}
if(d.readyState=='loading'&&!inBody())d.addEventListener('DOMContentLoaded',place);else place();
})(document,window,__SPEC__,__RUNTIME__,__SLUG__,__ROOM__);
`;

// The source cut at its holes once: a chart read for the first time is joined, not searched.
const [BEFORE_SPEC, BEFORE_RUNTIME, BEFORE_SLUG, BEFORE_ROOM, AFTER_ROOM] = LOADER_SOURCE.split(/__SPEC__|__RUNTIME__|__SLUG__|__ROOM__/) as [
  string,
  string,
  string,
  string,
  string,
];

export function renderLoader(spec: ChartSpec, runtimeUrl: string, slug: string): string {
  const room = JSON.stringify([roomSteps(spec), roomSteps(spec, { plain: true })]);
  return BEFORE_SPEC + jsonForScript(spec) + BEFORE_RUNTIME + jsonForScript(runtimeUrl) + BEFORE_SLUG + jsonForScript(slug) + BEFORE_ROOM + room + AFTER_ROOM;
}

/** What an unknown slug answers: still valid JavaScript, so the host page logs no syntax error. */
export function missingChartScript(slug: string): string {
  const named = /^[A-Za-z0-9_-]{1,64}$/.test(slug) ? `"${slug}"` : 'at this address';
  return `/* chart-embed: there is no chart ${named} */\n`;
}
