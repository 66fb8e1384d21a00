/**
 * Whether an IP address is one the server may call on a user's behalf. Anything that reaches this
 * machine, its network or the cloud's metadata service is refused, in every spelling that routes
 * there: IPv4-mapped and translated IPv6, NAT64 and 6to4 all carry an IPv4 address inside them.
 *
 * It fails closed: text that is not a plain, canonical address (octal-looking "010.0.0.1", a zone
 * id as in "fe80::1%eth0") is not public, because some resolver somewhere reads it differently.
 */

/** [first address, prefix length]: ranges that are private, local or reserved for special use. */
const IPV4_NOT_PUBLIC: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; connecting to 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT: the provider's network, not the internet
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, home of the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // retired 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
];

const IPV4_RANGES = IPV4_NOT_PUBLIC.map(([first, bits]) => ({ first: parseIPv4(first)!, bits }));

export function isPublicAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const v4 = parseIPv4(bare);
  if (v4 !== null) return isPublicIPv4(v4);
  const v6 = parseIPv6(bare);
  if (v6 !== null) return isPublicIPv6(v6);
  return false;
}

function isPublicIPv4(address: number): boolean {
  return !IPV4_RANGES.some(({ first, bits }) => (address ^ first) >>> (32 - bits) === 0);
}

function isPublicIPv6(g: readonly number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const lowIPv4 = ((g6 << 16) | g7) >>> 0;
  const zeros = (...groups: number[]) => groups.every((x) => x === 0);

  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated) reach the IPv4 address itself.
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return isPublicIPv4(lowIPv4);
  if (zeros(g0, g1, g2, g3) && g4 === 0xffff && g5 === 0) return isPublicIPv4(lowIPv4);
  // A NAT64 gateway turns 64:ff9b::a.b.c.d into a connection to a.b.c.d.
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return isPublicIPv4(lowIPv4);
  // 6to4 (2002:AABB:CCDD::/48) tunnels to the IPv4 address in its second and third groups.
  if (g0 === 0x2002) return isPublicIPv4(((g1 << 16) | g2) >>> 0);

  // Only 2000::/3 is handed out as global unicast. Everything else is special: ::, ::1, the
  // deprecated IPv4-compatible ::a.b.c.d, fc00::/7, fe80::/10, fec0::/10, ff00::/8, 100::/64 and
  // the local-use NAT64 prefix 64:ff9b:1::/48, whose mapping only the local network knows.
  if ((g0 & 0xe000) !== 0x2000) return false;
  // 2001::/23 is IETF protocol assignments, including Teredo (2001::/32), which obscures the
  // IPv4 address it leads to, so it cannot be checked.
  if (g0 === 0x2001 && g1 < 0x200) return false;
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation, 3fff::/20
  return true;
}

/** A dotted quad as an unsigned 32-bit number, or null for anything but the canonical form. */
function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** Eight 16-bit groups, or null when it is not an IPv6 address. */
function parseIPv6(text: string): number[] | null {
  if (!text.includes(':')) return null;
  let source = text.toLowerCase();
  const lastColon = source.lastIndexOf(':');
  const tail = source.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIPv4(tail);
    if (v4 === null) return null;
    source = `${source.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }

  const halves = source.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - rest.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest];
}
