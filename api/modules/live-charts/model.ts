export { CsvUrlBody } from '@shared/api/data-answers';
