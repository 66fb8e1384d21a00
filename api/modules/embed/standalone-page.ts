/**
 * The standalone chart page (`/e/SLUG`): the chart at full size, with Open Graph and Twitter
 * meta (the server-drawn PNG as the card's image), oEmbed discovery, and for readers without
 * JavaScript the same image and a <noscript> table. The spec travels as inline JSON (data, not
 * script), so the page runs under a strict Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { roomSteps } from '@shared/chart-core/plot-room';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { chartNoun } from '@shared/spec/chart-type-name';
import { summarizeChart } from '@shared/screen-reader/chart-summary';
import { regionName } from '@shared/kinds/map/region-sets';
import { summarizeMap } from '@shared/kinds/map/map-summary';
import { summarizeScatter } from '@shared/kinds/scatter/scatter-summary';
import { summarizeTable } from '@shared/kinds/table/table-summary';
import { sortedRows } from '@shared/kinds/table/table-rows';
import { specSources } from '@shared/spec/spec-sources';
import { getTheme } from '@shared/themes/themes';
import { escapeHtml, jsonForScript } from '../../lib/safe-json';
import { DEFAULT_IMAGE_SIZE } from './chart-image';
import { roomCss } from './room-css';

const PAGE_CSS = `.toolbar{display:flex;gap:8px;justify-content:flex-end}.toolbar button{font:inherit;font-size:14px;padding:6px 12px;border-radius:8px;border:1px solid #94a3b8;background:transparent;color:inherit;cursor:pointer}.toolbar [aria-pressed=true]{background:#94a3b833}*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;font:15px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}}html.light{color-scheme:light}html.light body{background:#f1f5f9;color:#0f172a}html.dark{color-scheme:dark}html.dark body{background:#020617;color:#e2e8f0}main{flex:1;width:100%;max-width:1100px;margin:0 auto;padding:24px}.head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:12px}.head h1{flex:1 1 16rem;margin:0;font-size:24px;line-height:1.25;overflow-wrap:anywhere}chart-embed{height:min(70vh,640px)}chart-embed::part(table-toggle),chart-embed::part(chart-toggle){display:none}chart-embed.titled::part(title){display:none}.missing{text-align:center;padding:15vh 0}.missing a{color:inherit}footer{text-align:center;padding:12px;font-size:13px;opacity:.7}footer a{color:inherit}noscript table{border-collapse:collapse}noscript td,noscript th{border:1px solid #94a3b8;padding:2px 8px}noscript img{display:block;max-width:100%;height:auto;margin-bottom:16px;border-radius:8px}`;

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The Content-Security-Policy of a page: its inline styles are allowed by their hashes. */
export const pagePolicy = (room?: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHash(PAGE_CSS)}${room ? ` ${styleHash(room)}` : ''}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/** The policy of a page without a chart. */
export const PAGE_CSP = pagePolicy();

/** The page's side margins: the chart is this much narrower than a phone's viewport. */
const PAGE_MARGIN = 48;

/**
 * The chart's least height on this page, by the viewport's width: its own height follows the
 * viewport's, and on a phone its texts may need more for the plot to keep its minimum
 * (shared/chart-core/plot-room.ts). Its own style, allowed by its hash in the page's policy.
 */
export function chartPageRoom(spec: ChartSpec, name: string | null): string {
  return roomCss(0, roomSteps(spec, { untitled: titled(spec, name) }), { property: 'min-height', margin: PAGE_MARGIN });
}

/** The chart's own title is hidden when the page's heading says the same. */
const titled = (spec: ChartSpec, name: string | null) => spec.options.title?.trim() === (name || spec.options.title || 'Untitled Chart').trim();

const NOSCRIPT_ROWS = 50;

/**
 * What a person who opens `/e/SLUG` of a chart that does not exist (or no longer does) sees: a
 * page saying so, with a way to the builder, under the same policy as a chart page.
 */
export function renderMissingChartPage(origin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Chart not found · Chart Embed</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${PAGE_CSS}</style>
</head>
<body>
<main class="missing">
<h1>This chart does not exist</h1>
<p>It may have been deleted by its owner, or the link may be mistyped.</p>
<p><a href="${escapeHtml(origin)}/">Make a chart of your own</a></p>
</main>
</body>
</html>
`;
}

export function renderChartPage(input: {
  spec: ChartSpec;
  name: string | null;
  origin: string;
  slug: string;
  runtimePath: string;
  toolbarPath: string | null;
}): string {
  const { spec, origin, slug } = input;
  const title = input.name || spec.options.title || 'Untitled Chart';
  const isMap = spec.chartType === 'map';
  const summary = summaryOf(spec);
  const url = `${origin}/e/${slug}`;
  const image = { url: `${url}.png`, alt: imageAlt(spec, title), ...DEFAULT_IMAGE_SIZE };
  const oembed = `${origin}/api/oembed?url=${encodeURIComponent(url)}&format=json`;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const { labels, datasets } = spec.data;
  // A table's rows in the order it first shows them; a scatter plot's groups after its values.
  const order = spec.chartType === 'table' ? sortedRows(spec, spec.options.table?.sort) : labels.map((_, i) => i);
  const groups = spec.chartType === 'scatter' ? spec.options.scatter?.groups : undefined;
  const rows = order
    .slice(0, NOSCRIPT_ROWS)
    // A map's labels are codes; readers read the regions' names.
    .map(
      (i) =>
        `<tr><th>${escapeHtml(isMap ? regionName(labels[i]!) : (labels[i] ?? ''))}</th>${datasets.map((d) => `<td>${escapeHtml(cellText(d.data[i]))}</td>`).join('')}${groups ? `<td>${escapeHtml(groups[i] ?? '')}</td>` : ''}</tr>`,
    )
    .join('');
  const more = labels.length > NOSCRIPT_ROWS ? `<p>The first ${NOSCRIPT_ROWS} of ${labels.length.toLocaleString('en-US')} rows.</p>` : '';
  return `<!doctype html>
<html lang="en" class="${getTheme(spec.theme).isDark ? 'dark' : 'light'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Chart Embed</title>
${meta('name', 'description', summary)}
<link rel="canonical" href="${escapeHtml(url)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', 'Chart Embed')}
${meta('property', 'og:title', title)}
${meta('property', 'og:description', summary)}
${meta('property', 'og:url', url)}
${meta('property', 'og:image', image.url)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', String(image.width))}
${meta('property', 'og:image:height', String(image.height))}
${meta('property', 'og:image:alt', image.alt)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', title)}
${meta('name', 'twitter:description', summary)}
${meta('name', 'twitter:image', image.url)}
${meta('name', 'twitter:image:alt', image.alt)}
<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(title)}">
<style>${PAGE_CSS}</style>
<style>${chartPageRoom(spec, input.name)}</style>
<script type="module" src="${escapeHtml(input.runtimePath)}"></script>
${input.toolbarPath ? `<script type="module" src="${escapeHtml(input.toolbarPath)}"></script>` : ''}
</head>
<body>
<main>
<header class="head">
<h1>${escapeHtml(title)}</h1>
<div id="toolbar"></div>
</header>
<chart-embed beacon="/e/${escapeHtml(slug)}/view"${titled(spec, input.name) ? ' class="titled"' : ''}><script type="application/json">${jsonForScript(spec)}</script></chart-embed>
<noscript>
<img src="/e/${escapeHtml(slug)}.png" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}">
<p>${escapeHtml(summary)}</p>
${sourcesLine(spec)}
<table><tr><th>${escapeHtml(spec.options.xAxis || 'Label')}</th>${datasets.map((d) => `<th>${escapeHtml(d.label)}</th>`).join('')}${groups ? '<th>Group</th>' : ''}</tr>${rows}</table>
${more}
</noscript>
</main>
<footer>Made with <a href="${escapeHtml(origin)}/">Chart Embed</a></footer>
</body>
</html>
`;
}

/** The caption the widget would show, with its links, for readers without JavaScript (the image's links cannot be followed). */
export function sourcesLine(spec: ChartSpec): string {
  const sources = specSources(spec);
  if (sources.length === 0) return '';
  const links = sources.map((s) =>
    s.url && /^https?:\/\//i.test(s.url) ? `<a href="${escapeHtml(s.url)}" rel="noopener noreferrer">${escapeHtml(s.label)}</a>` : escapeHtml(s.label),
  );
  return `<p>${sources.length > 1 ? 'Sources' : 'Source'}: ${links.join(', ')}</p>`;
}

/** What a screen reader hears of the chart, as the widget says it: each kind that has its own summary says it its way. */
function summaryOf(spec: ChartSpec): string {
  if (spec.chartType === 'map') return summarizeMap(spec, regionName);
  if (spec.chartType === 'scatter') return summarizeScatter(spec);
  if (spec.chartType === 'table') return summarizeTable(spec);
  return summarizeChart(spec);
}

/** What the image shows, for readers who cannot see it: `Line chart: Apple close`, `Table: Twelve cities`. */
export function imageAlt(spec: ChartSpec, title: string): string {
  return `${chartNoun(spec.chartType)}: ${title}`;
}

function cellText(value: unknown): string {
  if (value && typeof value === 'object') {
    const p = value as { o: number; h: number; l: number; c: number };
    return `O ${p.o} H ${p.h} L ${p.l} C ${p.c}`;
  }
  return value === null || value === undefined ? '' : String(value);
}
