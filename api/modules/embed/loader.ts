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
 * - The runtime is asked for first, before the element is made and placed, so its download
 *   starts as early as the loader can start it.
 * - Where it goes: into an element `[data-chart-embed="SLUG"]` when the page has one; else right
 *   after the script tag when that tag is in <body>; else (a tag in <head>, or run before <body>
 *   exists) at the end of <body> once the document is parsed.
 */
import { jsonForScript } from '../../lib/safe-json';

export const LOADER_SOURCE = `(function(d,w,spec,runtime,slug){
var n=w.ChartEmbed=w.ChartEmbed||{};
if(!n.runtime&&!customElements.get('chart-embed')){n.runtime=runtime;var m=d.createElement('script');m.type='module';m.src=runtime;d.head.appendChild(m)}
var s=d.currentScript||d.querySelector('script[src*="/e/'+slug+'.js"]'),e=d.createElement('chart-embed'),h=s?+s.getAttribute('data-height'):0,inBody=function(){return !!(s&&d.body&&d.body.contains(s))};
e.spec=spec;e.src=new URL('../e/'+slug+'.json',runtime).href;e.beacon=new URL('../e/'+slug+'/view',runtime).href;
if(s)['height','theme','lang','plain','transparent','static'].forEach(function(a){var v=s.getAttribute('data-'+a);if(v!=null)e.setAttribute(a,v)});
e.style.display='block';e.style.width='100%';e.style.height=(h>0?h:400)+'px';
function place(){var p=d.querySelector('[data-chart-embed="'+slug+'"]');if(p&&!p.querySelector('chart-embed'))p.appendChild(e);else if(inBody())s.parentNode.insertBefore(e,s.nextSibling);else d.body.appendChild(e)}
if(d.readyState=='loading'&&!inBody())d.addEventListener('DOMContentLoaded',place);else place();
})(document,window,__SPEC__,__RUNTIME__,__SLUG__);
`;

// The source cut at its three holes once: a chart read for the first time is joined, not searched.
const [BEFORE_SPEC, BEFORE_RUNTIME, BEFORE_SLUG, AFTER_SLUG] = LOADER_SOURCE.split(/__SPEC__|__RUNTIME__|__SLUG__/) as [string, string, string, string];

export function renderLoader(spec: unknown, runtimeUrl: string, slug: string): string {
  return BEFORE_SPEC + jsonForScript(spec) + BEFORE_RUNTIME + jsonForScript(runtimeUrl) + BEFORE_SLUG + jsonForScript(slug) + AFTER_SLUG;
}

/** What an unknown slug answers: still valid JavaScript, so the host page logs no syntax error. */
export function missingChartScript(slug: string): string {
  const named = /^[A-Za-z0-9_-]{1,64}$/.test(slug) ? `"${slug}"` : 'at this address';
  return `/* chart-embed: there is no chart ${named} */\n`;
}
