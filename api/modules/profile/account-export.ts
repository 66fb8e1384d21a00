/**
 * Everything the server keeps about one person, for them to download: the profile, their charts
 * whole, their comments and likes wherever they are, their tokens and signed-in browsers. No
 * password hash, token hash or session id: the file may end up anywhere.
 */
import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account';
import type { Db } from '../../db/client';
import { accessTokens, chartLikes, charts, comments, sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../../session/account';
import { listOwnCharts, toChartRecord } from '../charts/service';
import { toUserRecord } from '../users/service';

export async function exportAccount(db: Db, clock: Clock, user: UserRow): Promise<AccountExport> {
  const [ownCharts, ownComments, likes, tokens, signedIn] = await Promise.all([
    listOwnCharts(db, user.id),
    db
      .select({
        id: comments.id,
        chartId: comments.chartId,
        chartSlug: charts.slug,
        parentCommentId: comments.parentCommentId,
        content: comments.content,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(charts, eq(charts.id, comments.chartId))
      .where(eq(comments.userId, user.id))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({ chartId: chartLikes.chartId, chartSlug: charts.slug, createdAt: chartLikes.createdAt })
      .from(chartLikes)
      .innerJoin(charts, eq(charts.id, chartLikes.chartId))
      .where(eq(chartLikes.userId, user.id))
      .orderBy(asc(chartLikes.createdAt)),
    db.select().from(accessTokens).where(eq(accessTokens.userId, user.id)).orderBy(asc(accessTokens.createdAt)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(asc(sessions.createdAt)),
  ]);
  return {
    exportedAt: clock.now().toISOString(),
    profile: toUserRecord(user),
    charts: ownCharts.map(toChartRecord),
    comments: ownComments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    likes: likes.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    accessTokens: tokens.map((t) => ({ name: t.name, createdAt: t.createdAt.toISOString(), lastUsedAt: t.lastUsedAt?.toISOString() ?? null })),
    sessions: signedIn.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
  };
}
