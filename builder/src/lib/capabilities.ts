import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Capabilities } from '@shared/api/site';
import { api } from './api-client';

/** What the server can do, read once per visit (`GET /api/capabilities`). */
export const capabilitiesQuery = queryOptions({ queryKey: ['/api/capabilities'] as const, queryFn: () => api('GET /api/capabilities'), staleTime: Infinity });

/** The server's capabilities, or null until they are known. */
export function useCapabilities(): Capabilities | null {
  return useQuery(capabilitiesQuery).data ?? null;
}
