/**
 * The name a file at an address goes by: the last part of its path, decoded, else its host. It
 * names a chart made from a CSV address and is its caption.
 */
export function fileNameOf(address: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)([^?#]*)/i.exec(address);
  let last = match?.[2]?.split('/').filter(Boolean).pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A broken escape stays as written.
  }
  return (last || match?.[1] || address).slice(0, 120);
}
