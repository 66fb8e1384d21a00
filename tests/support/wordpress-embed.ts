/**
 * What WordPress does with a link pasted on its own line in a post, written from its behaviour
 * (6.1: `WP_oEmbed::discover`, `wp_filter_oembed_result`, `wp-embed.js`), so tests can meet our
 * embeds as a WordPress reader does:
 *
 * 1. discovery: fetch the page, follow its `application/json+oembed` link with the post's maximum
 *    size (content width 600, height 900);
 * 2. filtering: keep only `a`, `blockquote` and `iframe` with a few attributes, require an iframe,
 *    give it a random alphanumeric secret in its URL hash and `data-secret`, and sandbox it with
 *    `allow-scripts` only (an opaque origin);
 * 3. on the reader's page, `wp-embed.js`: a listener that sizes an iframe from `{ message:
 *    'height', value, secret }` posted by that iframe's own window, clamped to 200–1000 px, after
 *    telling each iframe `{ message: 'ready', secret }`. WordPress loads it only on pages whose
 *    embeds include its own kind (a `blockquote.wp-embedded-content` before the iframe, as a
 *    WordPress post's embed has); a bare iframe, like ours, keeps the height its oEmbed gave.
 *
 * Checked against Debian's WordPress 6.1 (PHP, discovery allowed to reach a local server): the
 * same markup for an administrator and an author, and no `wp-embed.js` on a page with only our
 * embed.
 */
import { randomBytes } from 'node:crypto';

const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'target'],
  blockquote: [],
  iframe: ['src', 'width', 'height', 'frameborder', 'marginwidth', 'marginheight', 'scrolling', 'title'],
};

/** Steps 1 and 2: the HTML a post shows for the link, or null where WordPress shows the bare URL. */
export async function wordpressEmbed(link: string): Promise<string | null> {
  const page = await (await fetch(link)).text();
  const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(page)?.[1];
  if (!href) return null;
  const endpoint = new URL(href.replace(/&#0*38;|&amp;/g, '&'));
  endpoint.searchParams.set('maxwidth', '600');
  endpoint.searchParams.set('maxheight', '900');
  const response = await fetch(endpoint);
  if (!response.ok) return null;
  const data = (await response.json()) as { type?: string; html?: string };
  if (data.type !== 'rich' || typeof data.html !== 'string') return null;
  return filterOembedResult(data.html);
}

/** Step 2, on the `html` of an oEmbed answer. */
export function filterOembedResult(html: string): string | null {
  const kept = keepAllowed(html);
  const content = /(<blockquote>.*?<\/blockquote>)?.*(<iframe.*?><\/iframe>)/s.exec(kept);
  if (!content?.[2]) return null;
  const secret = randomBytes(8).toString('hex').slice(0, 10);
  let result = (content[1] ?? '') + content[2];
  result = result.replace(
    / src=(['"])(.*?)\1/,
    (_, quote: string, src: string) => ` src=${quote}${src}#?secret=${secret}${quote} data-secret=${quote}${secret}${quote}`,
  );
  return result.replace('<iframe', '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"');
}

function keepAllowed(html: string): string {
  return html.replace(/<(\/?)([a-z]+)([^>]*)>/gi, (_, closing: string, tag: string, attributes: string) => {
    const allowed = ALLOWED[tag.toLowerCase()];
    if (!allowed) return '';
    if (closing) return `</${tag}>`;
    const kept = [...attributes.matchAll(/([a-z-]+)=("[^"]*"|'[^']*')/gi)]
      .filter(([, name]) => allowed.includes(name!.toLowerCase()))
      .map(([whole]) => ` ${whole}`);
    return `<${tag}${kept.join('')}>`;
  });
}

/** Whether WordPress loads `wp-embed.js` for a page with this embed (`wp_maybe_enqueue_oembed_host_js`). */
export const loadsHostScript = (embed: string) => /<blockquote\s[^>]*?wp-embedded-content/.test(embed);

/** Step 3: the host page's listener, as an inline script. It records what it accepted in `window.heights`. */
export const WP_EMBED_SCRIPT = `
window.heights = [];
window.addEventListener('message', function (e) {
  var data = e.data;
  if (!data || !(data.secret || data.message || data.value)) return;
  if (/[^a-zA-Z0-9]/.test(data.secret)) return;
  var frames = document.querySelectorAll('iframe[data-secret="' + data.secret + '"]');
  for (var i = 0; i < frames.length; i++) {
    var frame = frames[i];
    if (e.source !== frame.contentWindow) continue;
    if (data.message === 'height') {
      var height = parseInt(data.value, 10);
      if (height > 1000) height = 1000; else if (~~height < 200) height = 200;
      frame.height = height;
      window.heights.push(height);
    }
  }
});
document.querySelectorAll('iframe.wp-embedded-content').forEach(function (frame) {
  frame.addEventListener('load', function () {
    frame.contentWindow.postMessage({ message: 'ready', secret: frame.getAttribute('data-secret') }, '*');
  });
});
`;
