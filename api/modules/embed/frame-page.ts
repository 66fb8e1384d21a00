/**
 * The frame page (`/e/SLUG/frame`): the chart alone, for an <iframe>. What oEmbed answers and the
 * builder's iframe code load, for hosts that keep iframes and drop scripts (WordPress for anyone
 * but an administrator, Discourse, Notion-like editors).
 *
 * - It works sandboxed without `allow-same-origin` (WordPress adds `sandbox="allow-scripts"`): an
 *   opaque origin, so nothing here uses cookies or storage, every file it loads is CORS-open, and
 *   the policy names our origin, not only 'self'. Downloads and pop-ups are refused in such a
 *   sandbox, so there the Download button is hidden rather than left doing nothing.
 * - Any site may frame it (`frame-ancestors *`); the builder keeps refusing frames (api/app/static-sites.ts).
 * - It tells its parent how tall it is, on load, when that changes and when asked (WordPress's
 *   `{ message: 'ready', secret }`, or `/e/resize.js`'s `{ type: 'chart-embed:ask-height' }`): WordPress's
 *   protocol (`{ message: 'height', value, secret }`, the secret read from `#?secret=…` and sent
 *   to the parent window alone, never kept) and ours (`{ type: 'chart-embed:height', slug,
 *   height }`), which `/e/resize.js` sizes iframes by.
 */
import { createHash } from 'node:crypto';
import { roomSteps, type RoomStep } from '@shared/chart-core/plot-room';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { DEFAULT_EMBED_HEIGHT, FRAME_HEIGHT, type EmbedFlags } from '@shared/embed/embed-snippet';
import { escapeHtml, jsonForScript } from '../../lib/safe-json';
import { queryLanguage } from './query-language';
import { roomCss } from './room-css';

/** What a frame's address may ask for: the chart's height and the render flags. */
export interface FrameOptions {
  height: number;
  flags: EmbedFlags;
}

/**
 * Reads `?height=&plain=1&transparent=1&static=1&theme=auto&lang=`. Like the element's own attributes, what
 * cannot be used is set aside rather than refused: a height out of range is brought within it, a
 * language that is not BCP 47 is dropped, so a link someone typed still shows the chart.
 */
export function frameOptions(query: URLSearchParams): FrameOptions {
  const asked = Number.parseInt(query.get('height') ?? '', 10);
  const height = Number.isFinite(asked) ? Math.min(Math.max(asked, FRAME_HEIGHT.min), FRAME_HEIGHT.max) : DEFAULT_EMBED_HEIGHT;
  const flags: EmbedFlags = {};
  for (const flag of ['plain', 'transparent', 'static'] as const) if (query.has(flag) && query.get(flag) !== '0') flags[flag] = true;
  if (query.get('theme') === 'auto') flags.autoTheme = true;
  const lang = queryLanguage(query);
  if (lang) flags.lang = lang;
  return { height, flags };
}

/** The options as one key, the same for every address that asks for the same frame. */
export const frameKey = ({ height, flags }: FrameOptions) =>
  `${height}:${flags.plain ? 'p' : ''}${flags.transparent ? 't' : ''}${flags.static ? 's' : ''}${flags.autoTheme ? 'a' : ''}:${flags.lang ?? ''}`;

/**
 * Posts the page's height to the parent (see above). Plain ES5 in one closure: it runs in any
 * frame, before the runtime, and leaves no global behind.
 */
export const FRAME_SCRIPT = `(function(d,w){
var slug=d.body.getAttribute('data-slug'),m=/[?&#]secret=([A-Za-z0-9]{1,64})(?:&|$)/.exec(location.hash),secret=m&&m[1],last=0;
if(w.origin==='null')d.documentElement.className='sandboxed';
if(w.parent===w)return;
function post(force){var h=Math.ceil(d.documentElement.getBoundingClientRect().height);if(!h||(h===last&&!force))return;last=h;
if(secret)w.parent.postMessage({message:'height',value:h,secret:secret},'*');
w.parent.postMessage({type:'chart-embed:height',slug:slug,height:h},'*')}
new ResizeObserver(function(){post()}).observe(d.documentElement);
w.addEventListener('load',function(){post(true)});
w.addEventListener('message',function(e){var x=e.data;if(e.source===w.parent&&x&&(x.type==='chart-embed:ask-height'||(x.message==='ready'&&secret&&x.secret===secret)))post(true)});
})(document,window);`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SCRIPT_HASH = hash(FRAME_SCRIPT);

/** The chart's height is the one asked for, or more on a narrow frame whose chart's texts need it (room-css.ts). */
const frameCss = (height: number, steps: readonly RoomStep[] = []) =>
  `html,body{margin:0;padding:0;background:transparent}chart-embed{display:block;width:100%}${roomCss(height, steps)}.sandboxed chart-embed::part(download){display:none}.missing{box-sizing:border-box;height:${height}px;display:flex;align-items:center;justify-content:center;margin:0;padding:16px;font:15px/1.5 system-ui,sans-serif;color:#475569;background:#f1f5f9;border-radius:8px;text-align:center}@media (prefers-color-scheme:dark){.missing{color:#cbd5e1;background:#0f172a}}`;

/** The page's policy: our own origin's files, its one inline script and style, and any host may frame it. */
function framePolicy(origin: string, css: string): string {
  return [
    "default-src 'none'",
    `script-src ${origin} ${SCRIPT_HASH}`,
    `style-src ${hash(css)}`,
    `img-src ${origin} data: blob:`,
    `connect-src ${origin}`,
    'frame-ancestors *',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export interface FramePage {
  html: string;
  policy: string;
}

/**
 * A chart version's frame page, rendered once for every address that asks for it: `head(options)`
 * is all that an address's height and flags change, and `tail` (the spec, most of the page: 2 MB
 * for a chart of 100,000 points) follows it unchanged (frame-answer.ts splices them).
 */
export interface FrameTemplate {
  head(options: FrameOptions): FramePage;
  tail: string;
}

export function renderFrameTemplate(input: { spec: ChartSpec; title: string; origin: string; slug: string; runtimeUrl: string }): FrameTemplate {
  const { spec, origin, slug } = input;
  // Per version: every address's height and flags are reserved from the same steps.
  const room = [roomSteps(spec), roomSteps(spec, { plain: true })] as const;
  const source = `src="${escapeHtml(`${origin}/e/${slug}.json`)}" beacon="${escapeHtml(`${origin}/e/${slug}/view`)}"`;
  const head = `<link rel="canonical" href="${escapeHtml(`${origin}/e/${slug}`)}">
<script type="module" src="${escapeHtml(input.runtimeUrl)}"></script>`;
  // The page cut where the frame's options go: its style, and the element's attributes.
  const [beforeCss, beforeBody, end] = documentAround(slug, input.title, head);
  const beforeElement = `${beforeBody}<chart-embed `;
  const tail = `><script type="application/json">${jsonForScript(spec)}</script></chart-embed>${end}`;
  return {
    head({ height, flags }) {
      const css = frameCss(height, room[flags.plain ? 1 : 0]);
      const attributes = [
        `height="${height}"`,
        source,
        ...(['plain', 'transparent', 'static'] as const).filter((flag) => flags[flag]),
        ...(flags.autoTheme ? ['theme="auto"'] : []),
        ...(flags.lang ? [`lang="${escapeHtml(flags.lang)}"`] : []),
      ].join(' ');
      return { html: beforeCss + css + beforeElement + attributes, policy: framePolicy(origin, css) };
    },
    tail,
  };
}

/** An unknown or deleted chart inside someone's page: a quiet notice, never the builder. */
export function renderMissingFrame(origin: string, slug: string, options: FrameOptions): FramePage {
  return framed(origin, slug, 'Chart not available', frameCss(options.height), '', '<p class="missing">This chart is not available</p>');
}

/** The one document both frames are: its title, style and height script around what it shows. */
function framed(origin: string, slug: string, title: string, css: string, head: string, body: string): FramePage {
  const [beforeCss, beforeBody, end] = documentAround(slug, title, head);
  return { html: beforeCss + css + beforeBody + body + end, policy: framePolicy(origin, css) };
}

/** The frame document in three pieces, around where its style and its body's content go. */
function documentAround(slug: string, title: string, head: string): [string, string, string] {
  return [
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Chart Embed</title>
<style>`,
    `</style>
${head}
</head>
<body data-slug="${escapeHtml(slug)}">
`,
    `
<script>${FRAME_SCRIPT}</script>
</body>
</html>
`,
  ];
}
