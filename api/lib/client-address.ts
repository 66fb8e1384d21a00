/**
 * Who is asking, and which origin links name: the reader's address and our public origin. Both come
 * from Bun's server, which exists once the app listens, or from the operator's own proxies when
 * TRUST_PROXY says there are some.
 */
import type { Config } from './config';
import { originResolver } from './origin';

/** What the app has once it listens: the server that knows each connection's peer and our port. */
interface ListeningApp {
  server: { port?: number; requestIP(request: Request): { address: string } | null } | null;
}

export interface ClientAddress {
  /** The reader's address; 'unknown' when neither a trusted proxy nor the server can say. */
  clientIp(request: Request): string;
  /** Our public origin (origin.ts). */
  origin(request: Request): string;
  /** The app whose server answers for peers and the port from now on. */
  listenWith(app: ListeningApp): void;
}

export function clientAddress(config: Pick<Config, 'trustProxy' | 'publicOrigin'>): ClientAddress {
  let listening: ListeningApp | null = null;
  const hops = config.trustProxy;
  return {
    clientIp: (request) =>
      (hops > 0 ? forwardedClient(request.headers.get('x-forwarded-for'), hops) : null) ?? listening?.server?.requestIP(request)?.address ?? 'unknown',
    origin: originResolver(config.publicOrigin, () => listening?.server?.port ?? null),
    listenWith: (app) => {
      listening = app;
    },
  };
}

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
