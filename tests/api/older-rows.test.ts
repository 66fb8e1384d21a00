/**
 * Rows saved by an older version of the server, before an option existed: every call that answers
 * them still answers, with the option's default, rather than failing its own response schema.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from '@shared/spec/chart-spec';
import { insertUser } from '../support/seed';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({
  seed: async (db) => {
    const userId = await insertUser(db);
    await db.execute(sql`
      insert into charts (slug, user_id, chart_type, data_source, data, options, listed)
      values ('older-row', ${userId}, 'line', 'csv', '{"labels":["a","b"],"datasets":[{"label":"x","data":[1,2]}]}'::jsonb, '{"title":"Saved long ago"}'::jsonb, true)`);
  },
});

describe('a chart saved before some of its options existed', () => {
  it('is in the trending feed with every option, and its embed draws', async () => {
    const response = await fetch(`${fixture.server.url}/api/trending-charts`);
    expect(response.status).toBe(200);
    const [chart] = (await response.json()) as Array<{ slug: string; options: Record<string, unknown> }>;
    expect(chart?.slug).toBe('older-row');
    expect(chart?.options).toEqual({ ...DEFAULT_CHART_OPTIONS, title: 'Saved long ago' });
    const spec = await (await fetch(`${fixture.server.url}/e/older-row.json`)).json();
    expect(spec.options.legendPosition).toBe(DEFAULT_CHART_OPTIONS.legendPosition);
  });
});
