/**
 * Hands a file to the browser's downloads, as a link the reader followed would. The link lives a
 * moment in the element's shadow root, never in the host page; an object URL is kept a minute
 * (revoked at once, some browsers cancel the download it started).
 */
export function saveFile(root: ShadowRoot, file: Blob | string, name: string): void {
  const link = document.createElement('a');
  link.href = typeof file === 'string' ? file : URL.createObjectURL(file);
  // Browsers ignore `download` on another origin's address and take the server's attachment name.
  link.download = name;
  root.append(link);
  link.click();
  link.remove();
  if (typeof file !== 'string') setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/**
 * `/e/SLUG.csv` beside the chart's `/e/SLUG.json`, when the element was given that address (the
 * loader gives it one): the server's file is named after the chart and has its latest data.
 */
export function csvAddress(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, document.baseURI);
    if (!/^\/e\/[\w-]+\.json$/.test(url.pathname)) return null;
    url.pathname = `${url.pathname.slice(0, -4)}csv`;
    url.search = url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}
