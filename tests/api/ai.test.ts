import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { EXAMPLE_ANSWER, startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());

const aiEnv = (extra: Record<string, string> = {}) => ({ ...fakes.env, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'chart-model-1', ...extra });
const fixture = serverFixture({ env: () => aiEnv({ AI_GUEST_LIMIT: '1000', OPENAI_TIMEOUT_MS: '1000' }) });

const ask = (c: HttpClient, query: string) => c.post('/api/chart-from-query', { query });


/** A server of its own, for the suites that count quotas or need AI switched off. */
async function withServer(env: Record<string, string>, test: (server: TestServer) => Promise<void>) {
  const database = await createTestDatabase();
  const server = await startServer({ database, env });
  try {
    await test(server);
  } finally {
    await server.stop();
    await database.drop();
  }
}

describe('POST /api/chart-from-query', () => {
  it('asks the model for the contract’s JSON and answers the spec’s query response with sources', async () => {
    const c = new HttpClient(fixture.server.url);
    const response = await ask(c, 'Population by continent as a pie chart');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'Population by continent as a pie chart',
      chartType: 'pie',
      columns: EXAMPLE_ANSWER.columns,
      labels: EXAMPLE_ANSWER.labels,
      datasets: [{ label: 'Population', data: [4700, 1400, 750] }],
      data: [4700, 1400, 750],
      sources: EXAMPLE_ANSWER.sources,
    });
    const request = fakes.chatRequests.at(-1)!;
    expect(request.model).toBe('chart-model-1');
    expect(request.messages[0]!.role).toBe('system');
    expect(request.messages[0]!.content).toMatch(/authoritative, citable public sources/);
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'chart_data', strict: true } });
  });

  it('passes mixed series and a missing chart type through for the builder to decide', async () => {
    const body = await (await ask(new HttpClient(fixture.server.url), 'GDP growth vs inflation since 2010')).json();
    expect(body.chartType).toBeNull();
    expect(body.datasets[1]).toEqual({ label: 'Inflation (%)', data: [1.6, 3.2, 2.1], type: 'line' });
  });

  it('answers the same question again from its cache, without asking the model', async () => {
    const c = new HttpClient(fixture.server.url);
    await ask(c, 'Tallest buildings in Europe');
    const before = fakes.chatRequests.length;
    const again = await ask(c, '  tallest   BUILDINGS in europe ');
    expect(again.status).toBe(200);
    expect((await again.json()).name).toBe('Tallest buildings in Europe');
    expect(fakes.chatRequests.length).toBe(before);
  });

  it('asks once more when the first answer cannot be charted', async () => {
    const before = fakes.chatRequests.length;
    const response = await ask(new HttpClient(fixture.server.url), 'unchartable once: coffee prices');
    expect(response.status).toBe(200);
    expect(fakes.chatRequests.length).toBe(before + 2);
  });

  it('gives up with 502 when both answers cannot be charted, or are not JSON', async () => {
    await expectError(await ask(new HttpClient(fixture.server.url), 'unchartable: tea prices'), 502, 'The AI returned data that could not be charted');
    await expectError(await ask(new HttpClient(fixture.server.url), 'broken json please'), 502, 'The AI returned data that could not be charted');
  });

  it('answers 504 when the model is too slow, and 429 when it is overloaded', async () => {
    await expectError(await ask(new HttpClient(fixture.server.url), 'slow model question'), 504, 'The AI did not answer within 1 second. Please try again.');
    await expectError(await ask(new HttpClient(fixture.server.url), 'overloaded model'), 429, 'The AI service is busy. Please try again in a minute.');
  });

  it('takes questions of 3 to 500 characters', async () => {
    const c = new HttpClient(fixture.server.url);
    await expectError(await ask(c, 'hi'), 400, 'query must be 3 to 500 characters');
    await expectError(await ask(c, 'x'.repeat(501)), 400, 'query must be 3 to 500 characters');
    await expectError(await ask(c, '   a   '), 400, 'query must be 3 to 500 characters');
  });
});

describe('AI configuration and quotas', () => {
  it('answers 503 when no AI is configured', async () => {
    await withServer({ ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, async (server) => {
      await expectError(await ask(new HttpClient(server.url), 'Population by continent'), 503, 'AI charts are not configured on this server');
    });
  });

  it('gives a guest AI_GUEST_LIMIT charts, by cookie and by address, and refunds failures', async () => {
    await withServer(aiEnv({ AI_GUEST_LIMIT: '2' }), async (server) => {
      const guest = new HttpClient(server.url);
      expect((await ask(guest, 'unchartable: fails, so it is free')).status).toBe(502);
      expect((await ask(guest, 'First question')).status).toBe(200);
      expect(guest.cookies.has('guest')).toBe(true);
      expect((await ask(guest, 'First question')).status).toBe(200);
      expect((await ask(guest, 'Second question')).status).toBe(200);
      await expectError(await ask(guest, 'Third question'), 429, "You have used today's 2 free AI charts. Create a free profile to make more, or try again tomorrow.");
      // A new cookie from the same address does not start over, and is told why.
      await expectError(
        await ask(new HttpClient(server.url), 'Fourth question'),
        429,
        "Guests on your network have used today's 2 free AI charts (the limit is per address, so people sharing a connection share it). Create a free profile to make more, or try again tomorrow.",
      );
    });
  });

  it('gives a signed-in user AI_USER_DAILY_LIMIT charts a day', async () => {
    await withServer(aiEnv({ AI_USER_DAILY_LIMIT: '1', AI_GUEST_LIMIT: '0' }), async (server) => {
      const user = new HttpClient(server.url);
      await user.post('/api/auth/register', { username: 'quota', email: 'quota@example.com', password: 'correct horse battery' });
      expect((await ask(user, 'One question')).status).toBe(200);
      await expectError(await ask(user, 'Another question'), 429, "You have reached today's limit of 1 AI charts. Please try again tomorrow.");
    });
  });

  it('never spends more than the limit under simultaneous requests', async () => {
    await withServer(aiEnv({ AI_GUEST_LIMIT: '3' }), async (server) => {
      const guest = new HttpClient(server.url);
      await ask(guest, 'warm-up question');
      const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(guest, `parallel question ${i}`).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(2);
      expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    });
  });
});
