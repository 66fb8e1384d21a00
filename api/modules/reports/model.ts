import { t } from 'elysia';

export { ReportBody, ReportDismissed, ReportPage, ReportReceived, type ReportRecord } from '@shared/api/moderation';

export const ReportIdParams = t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'The report id must be a positive whole number' }) });

export const ReportsQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 100, error: 'limit must be from 1 to 100' })),
  before: t.Optional(t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: 'before must be a report id' })),
});
