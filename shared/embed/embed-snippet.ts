/**
 * The ways a chart is shared (widget/README.md): the standalone link, the script tag (the default:
 * lightest, and no box of its own) and the iframe of its frame page (for pages that strip scripts:
 * WordPress for authors, Notion, Discourse, and what oEmbed consumers keep).
 */

/**
 * How an embed is drawn, as the loader passes them from its script tag to `<chart-embed>`
 * (widget/README.md, Render flags). Unset flags are left out of the tag.
 */
export interface EmbedFlags {
  /** The chart alone: no title, caption, download or table buttons. */
  plain?: boolean;
  /** No background: the host page shows through. */
  transparent?: boolean;
  /** No tooltip, keyboard cursor or animation. */
  static?: boolean;
  /** Follows the reader's light or dark mode (`theme="auto"`): the chart's theme, or its pair of the other darkness. */
  autoTheme?: boolean;
  /** A BCP 47 tag for numbers and dates (`de-DE`); blank follows the reader's page and browser. */
  lang?: string;
}

export type EmbedKind = 'script' | 'iframe';

/** The chart's height when the code does not say: the element's own default. */
export const DEFAULT_EMBED_HEIGHT = 400;
/** Heights a frame page draws its chart at; a `height` outside is brought within. */
export const FRAME_HEIGHT = { min: 100, max: 2000 };

const SWITCHES = ['plain', 'transparent', 'static'] as const;

export function chartLink(origin: string, slug: string): string {
  return `${origin}/e/${slug}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function embedSnippet(origin: string, slug: string, height?: number, flags: EmbedFlags = {}): string {
  const size = height ? ` data-height="${Math.round(height)}"` : '';
  const switches = SWITCHES.filter((flag) => flags[flag]).map((flag) => ` data-${flag}`);
  const theme = flags.autoTheme ? ' data-theme="auto"' : '';
  const lang = flags.lang?.trim() ? ` data-lang="${escapeAttribute(flags.lang.trim())}"` : '';
  return `<script src="${origin}/e/${slug}.js"${size}${switches.join('')}${theme}${lang}></script>`;
}

/** The frame page's address: `/e/SLUG/frame`, with the height and flags that differ from the defaults. */
export function frameAddress(origin: string, slug: string, height = DEFAULT_EMBED_HEIGHT, flags: EmbedFlags = {}): string {
  const query: string[] = [];
  const rounded = Math.round(height);
  if (rounded !== DEFAULT_EMBED_HEIGHT) query.push(`height=${rounded}`);
  for (const flag of SWITCHES) if (flags[flag]) query.push(`${flag}=1`);
  if (flags.autoTheme) query.push('theme=auto');
  if (flags.lang?.trim()) query.push(`lang=${encodeURIComponent(flags.lang.trim())}`);
  return `${chartLink(origin, slug)}/frame${query.length ? `?${query.join('&')}` : ''}`;
}

/**
 * The iframe code: what oEmbed answers and the builder offers beside the script tag. Its height is
 * the chart's, and the frame page tells its host if that ever changes (`/e/resize.js`, WordPress).
 */
export function embedFrame(origin: string, slug: string, title: string, height = DEFAULT_EMBED_HEIGHT, flags: EmbedFlags = {}): string {
  const src = escapeAttribute(frameAddress(origin, slug, height, flags));
  return `<iframe src="${src}" title="${escapeAttribute(title)}" width="100%" height="${Math.round(height)}" frameborder="0" loading="lazy"></iframe>`;
}

/**
 * The code for a chart: an iframe's is `frameHeight` tall (chart-core/plot-room.ts's
 * frameCodeHeight, which a phone needs), the script tag reserves its own.
 */
export function embedCode(kind: EmbedKind, origin: string, slug: string, title: string, flags: EmbedFlags = {}, frameHeight?: number): string {
  return kind === 'iframe' ? embedFrame(origin, slug, title, frameHeight, flags) : embedSnippet(origin, slug, undefined, flags);
}
