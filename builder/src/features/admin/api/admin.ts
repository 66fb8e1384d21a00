import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminStatusQuery = queryOptions({ queryKey: ['/api/admin/status'] as const, queryFn: () => api('GET /api/admin/status') });
export const adminUsersQuery = queryOptions({ queryKey: ['/api/admin/users'] as const, queryFn: () => api('GET /api/admin/users') });

export const useAdminLogin = () => useMutation({ mutationFn: (code: string) => api('POST /api/admin/login', { body: { code } }) });
export const useAdminLogout = () => useMutation({ mutationFn: () => api('POST /api/admin/logout') });
