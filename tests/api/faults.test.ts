/** Faults: a killed server, a database that goes away, mail that cannot be sent. */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { requestFrom } from '../support/from-address';
import { HttpClient } from '../support/http-client';
import { insertChart, insertUser, seed } from '../support/seed';
import { startStalledSmtp } from '../support/smtp';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';
import { startTcpProxy } from '../support/tcp-proxy';

describe('SIGKILL in the middle of writes', () => {
  it('keeps every acknowledged write and leaves nothing half-written', async () => {
    const database = await createTestDatabase();
    let server = await startServer({ database });
    try {
      const c = new HttpClient(server.url);
      await c.post('/api/auth/register', { username: 'killer', email: 'killer@example.com', password: 'correct horse battery' });
      const chart = await (
        await c.post('/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
      ).json();
      const acknowledged: string[] = [];
      const writes = Array.from({ length: 80 }, (_, i) =>
        c
          .post(`/api/charts/${chart.id}/comments`, { content: `Write ${i}` })
          .then((r) => r.status === 201 && acknowledged.push(`Write ${i}`))
          .catch(() => {}),
      );
      while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));
      await server.kill();
      await Promise.allSettled(writes);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      server = await startServer({ database });
      const after = new HttpClient(server.url);
      after.cookies.set('session', c.cookies.get('session')!);
      const kept = ((await (await after.get(`/api/charts/${chart.id}/comments`)).json()) as Array<{ content: string }>).map((x) => x.content);
      for (const content of acknowledged) expect(kept).toContain(content);
      const [mine] = await (await after.get('/api/user/charts')).json();
      expect(mine.commentCount).toBe(kept.length);
      await server.stop();

      const handle = await database.open();
      try {
        const result = await handle.db.execute(sql`select count(*)::int as n from comments where content not like 'Write %'`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>;
        expect(rows[0]!.n).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DB === 'postgres')('a database that goes away', () => {
  it('answers 503 with a message while it is gone, and recovers without a restart', async () => {
    const database = await createTestDatabase('postgres');
    const url = new URL(database.env.DATABASE_URL!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const server = await startServer({ database, env: { DATABASE_URL: url.toString() } });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await proxy.cut();
      for (const path of ['/api/health', '/api/trending-charts']) {
        const started = Date.now();
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(503);
        expect(await response.json()).toEqual({ message: 'The database is unavailable right now. Please try again in a moment.' });
        expect(Date.now() - started).toBeLessThan(15_000);
      }
      await proxy.restore();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await fetch(`${server.url}/api/health`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DB === 'postgres')('an instance killed in the middle of writing views', () => {
  it('loses at most the views of its last flush, and a reader reporting again on another instance counts once', async () => {
    const database = await createTestDatabase('postgres');
    const chartId = await seed(database, async (db) => insertChart(db, { slug: 'mid-flush', userId: await insertUser(db) }));
    const client = postgres(database.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
    const views = async () => {
      const [row] = await client`select views, (select coalesce(sum(count), 0)::int from chart_views_daily where chart_id = ${chartId}) as daily,
        (select count(*)::int from chart_view_readers where chart_id = ${chartId}) as readers from charts where id = ${chartId}`;
      return row;
    };
    const first = await startServer({ database });
    let second: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      const readers = ['127.0.7.1', '127.0.7.2', '127.0.7.3'];
      // Hold the daily rows, so the instance's next flush stops halfway through its statement.
      const held = client.begin(async (tx) => {
        await tx`lock table chart_views_daily in exclusive mode`;
        for (const reader of readers) expect((await requestFrom(reader, `${first.url}/e/mid-flush/view`, { method: 'POST' })).status).toBe(204);
        let blocked: { pid: number }[] = [];
        for (let i = 0; i < 100 && blocked.length === 0; i++) {
          blocked = await client`select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
          if (blocked.length === 0) await new Promise((r) => setTimeout(r, 100));
        }
        expect(blocked.length).toBe(1);
        // The instance dies, and its connection with it, while its flush waits.
        await first.kill();
        await client`select pg_terminate_backend(${blocked[0]!.pid})`;
      });
      await held;
      expect(await views()).toEqual({ views: 0, daily: 0, readers: 0 });

      // The same readers, shown the chart again and counted by another instance: once each.
      second = await startServer({ database });
      for (const reader of [...readers, ...readers]) await requestFrom(reader, `${second.url}/e/mid-flush/view`, { method: 'POST' });
      await second.settle();
      expect(await views()).toEqual({ views: 3, daily: 3, readers: 3 });
    } finally {
      await first.stop();
      await second?.stop();
      await client.end();
      await database.drop();
    }
  }, 60_000);
});

describe('a mail server that never answers', () => {
  it('holds up neither signing up nor a resend', async () => {
    const stalled = await startStalledSmtp();
    const database = await createTestDatabase();
    const server = await startServer({ database, env: { SMTP_URL: stalled.url } });
    try {
      const c = new HttpClient(server.url);
      const started = Date.now();
      expect((await c.post('/api/auth/register', { username: 'slowmail', email: 'slowmail@example.com', password: 'correct horse battery' })).status).toBe(201);
      expect(Date.now() - started).toBeLessThan(3000);
      // A resend that waited for this mail server would end in the client's timeout, and a 502.
      const resend = await c.post('/api/auth/resend-verification', { email: 'slowmail@example.com' });
      expect(resend.status).toBe(200);
    } finally {
      await server.stop();
      await database.drop();
      await stalled.close();
    }
  }, 60_000);
});

describe('mail that cannot be sent', () => {
  it('still creates the account, answers a resend as for any address and logs the failure', async () => {
    const database = await createTestDatabase();
    const server = await startServer({ database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const c = new HttpClient(server.url);
      const registered = await c.post('/api/auth/register', { username: 'nomail', email: 'nomail@example.com', password: 'correct horse battery' });
      expect(registered.status).toBe(201);
      const resend = await c.post('/api/auth/resend-verification', { email: 'nomail@example.com' });
      expect(resend.status).toBe(200);
      expect((await resend.json()).message).toMatch(/a new link is on its way/);
      for (let i = 0; i < 100 && !/\[mail\] a verification mail failed/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(server.output()).toMatch(/\[mail\] a verification mail failed/);
    } finally {
      await server.stop();
      await database.drop();
    }
  }, 60_000);
});
