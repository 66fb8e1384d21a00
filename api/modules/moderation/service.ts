/**
 * What the admin does about a public feed: delete anyone's comment or chart, and disable an
 * account. Disabling ends the account's sessions at once (they live in the database, so on every
 * instance); its tokens are refused while it stays disabled (session/token-user.ts), its charts leave
 * the trending feed (trending/service.ts), and its comments and embeds stay.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charts, sessions, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { noteListing } from '../../lib/listings';
import type { UserRow } from '../../session/account';
import { deleteChart, type ChartRow } from '../charts/service';
import { findComment, removeComment } from '../social/service';

export async function deleteAnyComment(db: Db, commentId: number): Promise<void> {
  await removeComment(db, await findComment(db, commentId));
}

/** The deleted chart, whose slug the embed module must forget. */
export async function deleteAnyChart(db: Db, chartId: number): Promise<ChartRow> {
  const [chart] = await db.select().from(charts).where(eq(charts.id, chartId));
  if (!chart) throw new NotFoundError('Chart not found');
  return deleteChart(db, chart);
}

/** Disabling again keeps the first date; enabling lets the user sign in again (their sessions are gone). */
export async function setDisabled(db: Db, clock: Clock, userId: number, disabled: boolean): Promise<UserRow> {
  const now = clock.now().toISOString();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, ${now}::timestamptz)` : null })
      .where(eq(users.id, userId))
      .returning();
    if (updated && disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    // An enabled author's listed charts come back to every instance's feed at once, as a listing does.
    if (updated && !disabled) await noteListing(tx as unknown as Db);
    return updated;
  });
  if (!row) throw new NotFoundError('User not found');
  return row;
}
