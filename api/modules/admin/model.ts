export { AdminGranted, AdminLoginBody, AdminSources, AdminStatus, AdminUserRow, AdminUsers } from '@shared/api/admin';
export { LoggedOut } from '@shared/api/users';
