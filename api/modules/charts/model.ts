import { t } from 'elysia';

export { AppendRowsBody, ChartDeleted, ChartRecord, ChartRecords, CreateChartBody, RenameBody, UpdateChartBody, ViewsHistory } from '@shared/api/charts';

export const ChartIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The chart id must be a positive whole number' }) });

export const ViewsQuery = t.Object({ days: t.Optional(t.Numeric({ minimum: 1, maximum: 365, error: 'days must be from 1 to 365' })) });
