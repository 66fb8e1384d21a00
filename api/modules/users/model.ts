export { Email, Password, UserRecord, Username } from '@shared/api/users';
