import { t } from 'elysia';

export { CsvAnswer } from '../../../shared/api/data-answers';

export const CsvUpload = t.Object({ csv: t.File({ error: 'csv: attach the file in the form field "csv"' }) });
