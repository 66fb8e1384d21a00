import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Capabilities } from '../../../shared/capabilities';

/** What the server can do, read once per visit (`GET /api/capabilities`). */
export const capabilitiesQuery = queryOptions<Capabilities>({ queryKey: ['/api/capabilities'], staleTime: Infinity });

/** The server's capabilities, or null until they are known. */
export function useCapabilities(): Capabilities | null {
  return useQuery(capabilitiesQuery).data ?? null;
}
