/** The two ways a chart is shared (docs/embed-contract.md, Sharing a chart): the standalone link and the embed script tag. */

export function chartLink(origin: string, slug: string): string {
  return `${origin}/e/${slug}`;
}

export function embedSnippet(origin: string, slug: string, height?: number): string {
  const size = height ? ` data-height="${Math.round(height)}"` : '';
  return `<script src="${origin}/e/${slug}.js"${size}></script>`;
}
