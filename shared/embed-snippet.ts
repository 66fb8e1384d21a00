/** The two ways a chart is shared (docs/embed-contract.md, Sharing a chart): the standalone link and the embed script tag. */

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
  /** A BCP 47 tag for numbers and dates (`de-DE`); blank follows the reader's page and browser. */
  lang?: string;
}

export function chartLink(origin: string, slug: string): string {
  return `${origin}/e/${slug}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function embedSnippet(origin: string, slug: string, height?: number, flags: EmbedFlags = {}): string {
  const size = height ? ` data-height="${Math.round(height)}"` : '';
  const switches = (['plain', 'transparent', 'static'] as const).filter((flag) => flags[flag]).map((flag) => ` data-${flag}`);
  const lang = flags.lang?.trim() ? ` data-lang="${escapeAttribute(flags.lang.trim())}"` : '';
  return `<script src="${origin}/e/${slug}.js"${size}${switches.join('')}${lang}></script>`;
}
