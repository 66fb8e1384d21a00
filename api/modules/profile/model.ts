export { ProfileBody } from '@shared/api/users';
export { AccountDeleted, AccountExport, DeleteAccountBody } from '@shared/api/account';
