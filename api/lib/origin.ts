/**
 * Our public origin, for share links, embed code, oEmbed and e-mails. Links are never built from a
 * Host header anyone can forge: PUBLIC_ORIGIN when it is set (production requires it); else, for
 * local use, the origin the request names only when it is an address this server listens on
 * (localhost, a loopback or an interface address of this machine, on our port), and
 * http://localhost:PORT otherwise.
 */
import { networkInterfaces } from 'node:os';

export function originResolver(publicOrigin: string | null, port: () => number | null): (request: Request) => string {
  if (publicOrigin) return () => publicOrigin;
  let local: Set<string> | null = null;
  // Answers by the URL's scheme and authority: parsing a URL per embed request showed in profiles.
  // Bounded, so a flood of forged Host names cannot grow it.
  const known = new Map<string, string>();
  const resolve = (url: string): string => {
    const ours = port();
    local ??= localHostnames();
    try {
      const parsed = new URL(url);
      if (local.has(parsed.hostname.replace(/^\[|\]$/g, '')) && Number(parsed.port || 80) === ours) return parsed.origin;
    } catch {
      // An unreadable URL falls through to the default.
    }
    return `http://localhost:${ours ?? 3000}`;
  };
  return (request) => {
    const url = request.url;
    const authority = url.slice(0, url.indexOf('/', url.indexOf('//') + 2) >>> 0);
    let origin = known.get(authority);
    if (origin === undefined) {
      origin = resolve(url);
      if (known.size < 64 && port() !== null) known.set(authority, origin);
    }
    return origin;
  };
}

function localHostnames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  for (const addresses of Object.values(networkInterfaces())) for (const a of addresses ?? []) names.add(a.address);
  return names;
}

/** The origin of an absolute URL; null when there is none, it cannot be read, or it is opaque. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
