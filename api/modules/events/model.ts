export { EventBody } from '@shared/api/site';
