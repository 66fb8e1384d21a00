import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AdminUser {
  id: number;
  username: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  updatedAt: string;
}

export const adminStatusQuery = queryOptions<{ isAdmin: boolean }>({ queryKey: ['/api/admin/status'] });
export const adminUsersQuery = queryOptions<AdminUser[]>({ queryKey: ['/api/admin/users'] });

export const useAdminLogin = () => useMutation({ mutationFn: async (code: string) => (await apiRequest('POST', '/api/admin/login', { code })).json() });
export const useAdminLogout = () => useMutation({ mutationFn: async () => (await apiRequest('POST', '/api/admin/logout')).json() });
