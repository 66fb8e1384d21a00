import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The newest open reports; the dashboard shows one page (the API's default, 50). */
export const adminReportsQuery = queryOptions({ queryKey: ['/api/admin/reports'] as const, queryFn: () => api('GET /api/admin/reports') });
