/**
 * The `:id` of a route, one schema per kind of row: a database id (a positive 32-bit integer), and
 * a 400 that names what the id was meant to be.
 */
import { t } from 'elysia';

const idParams = (what: string) => t.Object({ id: t.Numeric({ minimum: 1, maximum: 2_147_483_647, error: `The ${what} id must be a positive whole number` }) });

export const ChartIdParams = idParams('chart');
export const CommentIdParams = idParams('comment');
export const ReportIdParams = idParams('report');
export const TokenIdParams = idParams('token');
export const UserIdParams = idParams('user');
