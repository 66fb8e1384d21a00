/**
 * The whole data model, one schema for both databases (PGlite and PostgreSQL). Counters on charts
 * (views, likes, commentCount) are kept in the same transaction as the rows they count.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { storedChartData } from '@shared/spec/stored-chart-data';
import type { ChartPlan } from '@shared/ai/ai-plan';
import type { CitedSource } from '@shared/api/ai-plan';
import type { ReadingChoices } from '@shared/api/data-answers';
import type { ChartData, ChartOptions, ChartSource, ChartType, DataSource } from '@shared/spec/chart-spec';
import type { FetchedGroup, FetchedSeries } from '@shared/ai/fetched-series';

/**
 * A chart's data, read through storedChartData: a row that breaks a rule made after it was
 * written reads as data that fits the spec, so no answer that includes it can fail.
 */
const chartDataJsonb = customType<{ data: ChartData; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => storedChartData(typeof value === 'string' ? JSON.parse(value) : value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** Set by an admin: the user's sessions and tokens stop working and their charts leave Trending. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`), uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** The id is the SHA-256 of the cookie's token, so a leaked table cannot be replayed as cookies. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Personal access tokens for scripts and CMS plugins. Only the token's SHA-256 is kept, as for
 * sessions: the token itself is shown once, when it is made.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_id_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link verifies: a token sent before an e-mail change must not verify the new one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the link, or another link to the same address, verified it. Spent links are kept, so an
     * owner who follows one again after verifying hears that the address is verified, not that the
     * link failed.
     */
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** Single-use "forgot password" links; the id is the SHA-256 of the token the mail carries. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const charts = pgTable(
  'charts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    chartType: text('chart_type').$type<ChartType>().notNull(),
    theme: text('theme').notNull().default('neon-midnight'),
    dataSource: text('data_source').$type<DataSource>().notNull(),
    sourceValue: text('source_value'),
    /** Where the data comes from, as the caption shows it, when that is not the ticker or file (an AI's source). */
    source: jsonb('source').$type<ChartSource>(),
    /** AI charts: every source its series were fetched from, with when. */
    sources: jsonb('sources').$type<CitedSource[]>(),
    /** AI charts: the plan its series are fetched by, again at each refresh. */
    plan: jsonb('plan').$type<ChartPlan>(),
    /** Charts from a CSV address: the decimal mark and date order the owner chose, kept for every refresh. */
    readingChoices: jsonb('reading_choices').$type<ReadingChoices>(),
    data: chartDataJsonb('data').notNull(),
    /** The data's size as text, kept by the database itself, so a feed can leave large data out without reading it. */
    dataBytes: integer('data_bytes')
      .notNull()
      .generatedAlwaysAs(sql`octet_length(data::text)`),
    options: jsonb('options').$type<ChartOptions>().notNull(),
    /**
     * Listed charts are on the public trending feed; a chart is listed only when its creator says
     * so. Unlisted charts are still seen by anyone with their link or embed.
     */
    listed: boolean('listed').notNull().default(false),
    /** Refreshed from its source (a ticker daily, a CSV address hourly) until its owner freezes it. */
    live: boolean('live').notNull().default(false),
    /** When the data last changed; the caption of a live chart shows it. */
    dataUpdatedAt: timestamp('data_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last refresh failed; null after a success. */
    refreshError: text('refresh_error'),
    /**
     * When a live chart is next due. Taking a chart moves this a few minutes ahead first, so a
     * second instance skips it, and an instance that dies mid-refresh leaves it due again later.
     */
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('charts_user_id_idx').on(t.userId),
    index('charts_listed_created_at_idx').on(t.listed, t.createdAt),
    index('charts_next_refresh_at_idx')
      .on(t.nextRefreshAt)
      .where(sql`${t.live}`),
  ],
);

export const chartLikes = pgTable(
  'chart_likes',
  {
    chartId: integer('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chartId, t.userId] }), index('chart_likes_user_id_idx').on(t.userId), index('chart_likes_created_at_idx').on(t.createdAt)],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chartId: integer('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set for replies; replies are one level deep, enforced by the service. */
    parentCommentId: integer('parent_comment_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_chart_id_idx').on(t.chartId),
    index('comments_parent_comment_id_idx').on(t.parentCommentId),
    index('comments_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A signed-in user's report of a chart or a comment (exactly one of the two), for the admin to
 * review. One report per reporter and target; it goes when its target is deleted.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chartId: integer('chart_id').references(() => charts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_chart_key')
      .on(t.reporterId, t.chartId)
      .where(sql`${t.chartId} is not null`),
    uniqueIndex('reports_reporter_comment_key')
      .on(t.reporterId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index('reports_created_at_idx').on(t.createdAt),
    check('reports_one_target', sql`(${t.chartId} is null) <> (${t.commentId} is null)`),
  ],
);

export const chartViewsDaily = pgTable(
  'chart_views_daily',
  {
    chartId: integer('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chartId, t.day] }), index('chart_views_daily_day_idx').on(t.day)],
);

/**
 * Readers already counted for a chart, until when: a view reported again within the window is
 * not counted, on whichever instance it arrives (see lib/view-counter.ts). A reader is a hash of
 * the address with the day's seed (`viewSeeds`), never the address; rows go when they expire.
 */
export const chartViewReaders = pgTable(
  'chart_view_readers',
  {
    chartId: integer('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    reader: bigint('reader', { mode: 'number' }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chartId, t.reader] }), index('chart_view_readers_until_idx').on(t.until)],
);

/** One random seed per UTC day that every instance hashes readers with; older days are deleted. */
export const viewSeeds = pgTable('view_seeds', {
  day: date('day').primaryKey(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);

export const adminSessions = pgTable('admin_sessions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const priceCache = pgTable(
  'price_cache',
  {
    symbol: text('symbol').notNull(),
    tradingDay: date('trading_day').notNull(),
    provider: text('provider').notNull(),
    payload: jsonb('payload').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.tradingDay] })],
);

/** One row per quota subject ("user:42" or "guest:<hash>") per day. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    subject: text('subject').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);

/** Small server-side settings that must be shared by every instance, such as the admin code's hash. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_start_idx').on(t.windowStart)],
);

/** Chat-to-Chart answers by normalised query, reused for 24 hours without calling the model again. */
/**
 * Series fetched from the grounded AI's open-data sources, one row per source, indicator and
 * entity: a day fresh for every instance, and the last good copy when the source is down.
 */
export const seriesCache = pgTable(
  'series_cache',
  {
    source: text('source').notNull(),
    indicator: text('indicator').notNull(),
    entity: text('entity').notNull(),
    /** A series, or for a map every country of one indicator (entity `*FROM:TO`, the years it holds). */
    series: jsonb('series').$type<FetchedSeries | FetchedGroup>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.indicator, t.entity] })],
);

/**
 * What each outside service did last, shared by every instance so the admin sees one picture: the
 * last success, and the last failure with its cause in words (api/lib/upstream-health.ts).
 */
export const upstreamHealth = pgTable('upstream_health', {
  upstream: text('upstream').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastFailure: text('last_failure'),
});
