/**
 * `POST /api/events` takes unauthenticated writes, so what one sender can store is bounded. The
 * recorder runs here on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), and the
 * route over HTTP.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../api/db/client';
import { pageViews } from '../../api/db/schema';
import { createClock } from '../../api/lib/clock';
import { createRateLimiter } from '../../api/lib/rate-limit';
import { createEventRecorder, EVENT_LIMITS } from '../../api/modules/events/service';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('the event recorder', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await database.open();
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('stores at most the per-address limit from one sender, keeps others going, and keeps only origins', async () => {
    const clock = createClock();
    const recorder = createEventRecorder(
      handle.db,
      clock,
      createRateLimiter(handle.db, clock, { limit: EVENT_LIMITS.perAddress, windowMs: EVENT_LIMITS.perAddressWindowMs }),
    );
    const spam = { type: 'pageview' as const, path: `/spam?token=secret#x`, referrer: `https://spam.example/${'x'.repeat(900)}?q=1` };
    let stored = 0;
    for (let i = 0; i < EVENT_LIMITS.perAddress + 80; i++) if (await recorder.record(spam, '203.0.113.9')) stored++;
    expect(stored).toBe(EVENT_LIMITS.perAddress);
    expect(await recorder.record({ type: 'pageview', path: '/trending' }, '198.51.100.4')).toBe(true);
    const [row] = await handle.db.select({ n: count() }).from(pageViews).where(eq(pageViews.path, '/spam'));
    expect(row!.n).toBe(EVENT_LIMITS.perAddress);
    const [one] = await handle.db.select().from(pageViews).where(eq(pageViews.path, '/spam')).limit(1);
    expect(one!.referrer).toBe('https://spam.example');
  });
});

describe('POST /api/events', () => {
  const fixture = serverFixture();

  it('answers 204 whether stored or dropped, and refuses oversized fields', async () => {
    const post = (body: unknown) =>
      fetch(`${fixture.server.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (let i = 0; i < EVENT_LIMITS.perAddress + 5; i++) expect((await post({ type: 'pageview', path: '/' })).status).toBe(204);
    expect((await post({ type: 'pageview', path: `/${'a'.repeat(400)}` })).status).toBe(400);
  });
});
