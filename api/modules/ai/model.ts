export { QueryAnswer, QueryBody } from '@shared/api/data-answers';
