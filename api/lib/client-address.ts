/**
 * The reader's address behind reverse proxies. Each proxy appends the address it was reached from
 * to `X-Forwarded-For`, so with `hops` proxies of our own in front of the server, the entry `hops`
 * from the right is the address the outermost of them saw: the reader. Entries further left came
 * from the reader and can say anything. Null when the header is missing, too short or malformed:
 * then the connection's own peer is all there is.
 */
export function forwardedClient(header: string | null, hops: number): string | null {
  if (!header || hops < 1) return null;
  const entries = header.split(',');
  if (entries.length < hops) return null;
  const address = entries[entries.length - hops]!.trim();
  // An address, with no room for anything else: IPv4, IPv6 (bracketed or not), no spaces or quotes.
  return /^[0-9A-Fa-f:.[\]]{2,45}$/.test(address) ? address : null;
}
