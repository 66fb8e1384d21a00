/**
 * Every JSON call of the API in one table: what it takes and what it answers. The builder's one
 * fetch helper reads its types from here, so a call and its answer cannot drift apart; a test on
 * the API side (tests/api/contract.test.ts) checks that each route declares these very schemas.
 * `:id` and `:symbol` are path parameters; `answer: null` is an empty 204.
 */
import {
  AccountDeleted,
  AccountExport,
  DeleteAccountBody,
  PasswordChanged,
  PasswordResetBody,
  PasswordResetConfirmBody,
  PasswordResetRequested,
} from './account';
import { AdminGranted, AdminLoginBody, AdminSources, AdminStatus, AdminUser, AdminUsers } from './admin';
import { AppendRowsBody, ChartDeleted, ChartRecord, ChartRecords, CreateChartBody, RenameBody, UpdateChartBody, ViewsHistory } from './charts';
import { NewToken, TokenBody, TokenRecords, TokenRevoked } from './tokens';
import { DisableBody, ReportBody, ReportDismissed, ReportPage, ReportReceived } from './moderation';
import { CsvAnswer, CsvUrlBody, PriceAnswer, QueryAnswer, QueryBody } from './data-answers';
import { Capabilities, EventBody } from './site';
import { CommentDeleted, CommentRecord, CommentThreads, ContentBody, LikeAnswer, TrendingCharts } from './social';
import { LoggedOut, LoginBody, ProfileBody, RegisterBody, ResendAnswer, ResendBody, UserRecord } from './users';

export const API_ROUTES = {
  'GET /api/capabilities': { answer: Capabilities },
  'POST /api/events': { body: EventBody, answer: null },

  'GET /api/auth/user': { answer: UserRecord },
  'POST /api/auth/register': { body: RegisterBody, answer: UserRecord },
  'POST /api/auth/login': { body: LoginBody, answer: UserRecord },
  'POST /api/auth/logout': { answer: LoggedOut },
  'POST /api/auth/resend-verification': { body: ResendBody, answer: ResendAnswer },
  'POST /api/auth/password-reset': { body: PasswordResetBody, answer: PasswordResetRequested },
  'POST /api/auth/password-reset/confirm': { body: PasswordResetConfirmBody, answer: PasswordChanged },
  'PATCH /api/profile': { body: ProfileBody, answer: UserRecord },
  'DELETE /api/profile': { body: DeleteAccountBody, answer: AccountDeleted },
  'GET /api/profile/export': { answer: AccountExport },

  'POST /api/tokens': { body: TokenBody, answer: NewToken },
  'GET /api/tokens': { answer: TokenRecords },
  'DELETE /api/tokens/:id': { answer: TokenRevoked },

  'POST /api/chart-from-query': { body: QueryBody, answer: QueryAnswer },
  'POST /api/csv': { answer: CsvAnswer },
  'POST /api/csv-from-url': { body: CsvUrlBody, answer: CsvAnswer },
  'GET /api/price/:symbol': { answer: PriceAnswer },

  'POST /api/chart': { body: CreateChartBody, answer: ChartRecord },
  'GET /api/user/charts': { answer: ChartRecords },
  'PATCH /api/charts/:id': { body: UpdateChartBody, answer: ChartRecord },
  'PATCH /api/charts/:id/rename': { body: RenameBody, answer: ChartRecord },
  'DELETE /api/charts/:id': { answer: ChartDeleted },
  'GET /api/charts/:id/views': { answer: ViewsHistory },
  'POST /api/charts/:id/refresh': { answer: ChartRecord },
  'POST /api/charts/:id/rows': { body: AppendRowsBody, answer: ChartRecord },

  'GET /api/trending-charts': { answer: TrendingCharts },
  'POST /api/charts/:id/like': { answer: LikeAnswer },
  'GET /api/charts/:id/comments': { answer: CommentThreads },
  'POST /api/charts/:id/comments': { body: ContentBody, answer: CommentRecord },
  'POST /api/comments/:id/reply': { body: ContentBody, answer: CommentRecord },
  'DELETE /api/comments/:id': { answer: CommentDeleted },
  'POST /api/charts/:id/report': { body: ReportBody, answer: ReportReceived },
  'POST /api/comments/:id/report': { body: ReportBody, answer: ReportReceived },

  'POST /api/admin/login': { body: AdminLoginBody, answer: AdminGranted },
  'GET /api/admin/status': { answer: AdminStatus },
  'GET /api/admin/users': { answer: AdminUsers },
  'GET /api/admin/sources': { answer: AdminSources },
  'POST /api/admin/logout': { answer: LoggedOut },
  'PATCH /api/admin/users/:id': { body: DisableBody, answer: AdminUser },
  'GET /api/admin/reports': { answer: ReportPage },
  'DELETE /api/admin/reports/:id': { answer: ReportDismissed },
  'DELETE /api/admin/comments/:id': { answer: CommentDeleted },
  'DELETE /api/admin/charts/:id': { answer: ChartDeleted },
} as const;

export type ApiRoutes = typeof API_ROUTES;
export type ApiRoute = keyof ApiRoutes;
