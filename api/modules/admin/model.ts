export { AdminLoginBody, AdminStatus, AdminUserRow, AdminUsers } from '../../../shared/api/admin';
