export { ProfileBody } from '../../../shared/api/users';
