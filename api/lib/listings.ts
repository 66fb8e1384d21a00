/**
 * Listing a chart, on whichever instance, reaches every instance's trending order at once. Each
 * instance shares one order between readers for a few seconds (modules/trending/ranking-cache.ts)
 * and drops it on its own writes; a chart unlisted elsewhere leaves at once because every page
 * checks its charts again, but a chart listed elsewhere is in no order this instance holds. So a
 * listing counts up one number in the database (app_settings, shared by every instance), and the
 * feed reads it, one primary-key lookup, before it takes the shared order: a new number drops it.
 * Charts and moderation list charts and trending reads the count, so it belongs to none of them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { appSettings } from '../db/schema';

const KEY = 'trending-listings';

/** Records that a chart was listed; call it in the transaction that lists it. */
export async function noteListing(db: Db): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: '1' })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: sql`now()` } });
}

const listingsQuery = preparedPerDb((db) =>
  db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, sql.placeholder('key')))
    .prepare('trending_listings'),
);

/** How many listings there have been, as the database counts them: '' before the first. */
export async function listingsSoFar(db: Db): Promise<string> {
  const [row] = await listingsQuery(db).execute({ key: KEY });
  return row?.value ?? '';
}
