/**
 * Scatter plots and tables of every country of a group through the AI (issue 49), end to end
 * against the fake sources built from the recordings: the model's plan and the planner's, one
 * `/country/all` call per indicator, the countries lacking a value left out and counted, and the
 * saved chart live from its plan with its groups in step with its points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionName, REGION_SETS } from '@shared/kinds/map/region-sets';
import { groupName, wantsLog } from '@shared/ai/group-assembly';
import { CHART_PLAN_SCHEMA } from '@shared/ai/ai-plan';
import { startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';
import { createTestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());

const fixture = serverFixture({
  env: () => ({ ...fakes.env, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'chart-model-1', AI_GUEST_LIMIT: '1000', OPENAI_TIMEOUT_MS: '1000' }),
});

const ask = (c: HttpClient, query: string) => c.post('/api/chart-from-query', { query });

/** What the fake World Bank publishes of every place at one year, read as any client of `/country/all` would. */
async function everyCountry(indicator: string, year: number): Promise<Map<string, number>> {
  const response = await fetch(`${fakes.sources.url}/worldbank/country/all/indicator/${indicator}?format=json&date=${year}&per_page=1000`);
  const [, rows] = (await response.json()) as [unknown, Array<{ countryiso3code: string; value: number | null }>];
  return new Map(rows.filter((r) => r.value !== null).map((r) => [r.countryiso3code, r.value!]));
}

async function registered(server: TestServer, name: string) {
  const c = new HttpClient(server.url);
  await c.post('/api/auth/register', { username: name, email: `${name}@example.com`, password: 'correct horse battery' });
  return c;
}

interface Answer {
  name: string;
  labels: string[];
  datasets: Array<{ label: string; data: Array<number | null> }>;
  options: Record<string, unknown>;
  sources: unknown[];
  plan: unknown;
}

const saveBody = (answer: Answer, chartType: string, question: string) => ({
  dataSource: 'query',
  sourceValue: question,
  chartType,
  name: answer.name,
  data: { labels: answer.labels, datasets: answer.datasets },
  options: answer.options,
  sources: answer.sources,
  plan: answer.plan,
});

const YEAR = 2022;
const scatterPlan = {
  name: 'Life expectancy vs GDP per capita, 2022',
  chartType: 'scatter',
  columns: ['GDP per capita (current US$)', 'Life expectancy (years)'],
  layout: 'snapshot',
  from: null,
  to: null,
  at: String(YEAR),
  regions: 'world',
  groupBy: 'continent',
  top: null,
  series: [
    { label: 'GDP per capita', source: 'worldbank', indicator: 'NY.GDP.PCAP.CD', entity: 'world' },
    { label: 'Life expectancy', source: 'worldbank', indicator: 'SP.DYN.LE00.IN', entity: 'world' },
  ],
  refusal: null,
};

describe('the model’s contract', () => {
  it('tells the model of scatter plots, tables, their groups and rankings, with every key required', async () => {
    expect(CHART_PLAN_SCHEMA.required).toEqual(expect.arrayContaining(['groupBy', 'top']));
    const question = 'How does longevity track income across the world in 2021?';
    // Another year than the tests below, so their first fetch is not answered by this one's cache.
    fakes.plans.set(question, [{ ...scatterPlan, name: 'Life expectancy vs GDP per capita, 2021', at: '2021' }]);
    expect((await ask(new HttpClient(fixture.server.url), question)).status).toBe(200);
    const request = fakes.chatRequests.at(-1)!;
    expect(request.messages[0]!.content).toContain('chartType "scatter"');
    expect(request.messages[0]!.content).toContain('In "A vs B" A goes up (y) and B across (x)');
    expect(JSON.stringify(request.response_format)).toContain('"scatter","table"');
  });
});

describe('a scatter plot of every country, planned by the model', () => {
  it('fetches each measure once for every country, keeps the countries with both values, and saves a live scatter', async () => {
    const question = 'Plot longevity against income for each nation in 2022';
    fakes.plans.set(question, [scatterPlan]);
    const c = await registered(fixture.server, 'scatterer');
    const calls = fakes.sources.calls.length;
    const response = await ask(c, question);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(fakes.sources.calls.slice(calls).sort()).toEqual([
      `worldbank /country/all/indicator/NY.GDP.PCAP.CD?format=json&date=${YEAR}&per_page=300&page=1`,
      `worldbank /country/all/indicator/SP.DYN.LE00.IN?format=json&date=${YEAR}&per_page=300&page=1`,
    ]);

    const [gdp, life] = await Promise.all([everyCountry('NY.GDP.PCAP.CD', YEAR), everyCountry('SP.DYN.LE00.IN', YEAR)]);
    const kept = REGION_SETS.world.codes.filter((code) => gdp.has(code) && life.has(code));
    const known = REGION_SETS.world.codes.filter((code) => gdp.has(code) || life.has(code));
    expect(kept.length).toBeGreaterThan(100);
    expect(answer).toMatchObject({ chartType: 'scatter', name: scatterPlan.name, plan: scatterPlan });
    expect(answer.columns).toEqual(['Country', 'GDP per capita (current US$)', 'Life expectancy (years)']);
    // Points are countries by name; x is dataset 0, y dataset 1, every value as published.
    expect(answer.labels).toEqual(kept.map(regionName));
    expect(answer.datasets.map((d: { label: string }) => d.label)).toEqual(['GDP per capita (current US$)', 'Life expectancy (years)']);
    expect(answer.datasets[0].data).toEqual(kept.map((code) => gdp.get(code)));
    expect(answer.datasets[1].data).toEqual(kept.map((code) => life.get(code)));
    const xs = kept.map((code) => gdp.get(code)!);
    expect(answer.options.scatter).toEqual({
      groups: kept.map((code) => groupName(code, 'continent')),
      ...(wantsLog(xs) ? { logX: true } : {}),
      ...(wantsLog(kept.map((code) => life.get(code)!)) ? { logY: true } : {}),
    });
    // None is filled in: a country lacking a value is left out, and the notes say how many.
    const left = known.length - kept.length;
    if (left > 0)
      expect(answer.options.notes).toBe(
        `${left} ${left === 1 ? 'country' : 'countries'} without both values for ${YEAR} ${left === 1 ? 'is' : 'are'} left out.`,
      );
    else expect(answer.options.notes).toBeUndefined();
    expect(answer.sources.map((s: { url: string }) => s.url)).toEqual([
      'https://data.worldbank.org/indicator/NY.GDP.PCAP.CD?view=map',
      'https://data.worldbank.org/indicator/SP.DYN.LE00.IN?view=map',
    ]);

    // Saved with groups that no longer fit (a stale answer): the fetch's groups are stored, numbers from the sources.
    const body = saveBody(answer, 'scatter', question);
    body.options = { ...answer.options, scatter: { ...answer.options.scatter, groups: ['Stale'] } };
    body.data = { labels: answer.labels, datasets: answer.datasets.map((d: { label: string; data: number[] }) => ({ ...d, data: d.data.map(() => 1) })) };
    const saved = await c.post('/api/chart', body);
    expect(saved.status).toBe(201);
    const record = await saved.json();
    expect(record).toMatchObject({ chartType: 'scatter', live: true, plan: scatterPlan });
    expect(record.data.datasets.map((d: { data: number[] }) => d.data)).toEqual(answer.datasets.map((d: { data: number[] }) => d.data));
    expect(record.options.scatter.groups).toEqual(answer.options.scatter.groups);
    // A scatter's labels name points: the labels column is headed "Name", not the default "Date".
    expect(record.options.xAxis).not.toBe('Date');

    // Live like an AI map: refreshed from its plan (from the cache: no upstream call), groups in step.
    const before = fakes.sources.calls.length;
    const refreshed = await c.post(`/api/charts/${record.id}/refresh`, {});
    expect(refreshed.status).toBe(200);
    const after = await refreshed.json();
    expect(after.data).toEqual(record.data);
    expect(after.options.scatter.groups).toHaveLength(after.data.labels.length);
    expect(fakes.sources.calls.length).toBe(before);

    // Groups out of step with what the sources hold are put back by the next refresh; the owner's trend line stays.
    const groups = answer.options.scatter.groups as string[];
    const edited = await c.patch(`/api/charts/${record.id}`, { options: { scatter: { groups: groups.map(() => 'Mine'), trend: true } } });
    expect(edited.status).toBe(200);
    const stepped = await (await c.post(`/api/charts/${record.id}/refresh`, {})).json();
    expect(stepped.options.scatter).toMatchObject({ groups, trend: true });
  });

  it('tells the model a scatter plot’s measures come from the World Bank or OWID, and charts its corrected plan', async () => {
    const question = 'Do richer places live longer, by country, 2022?';
    const imf = { ...scatterPlan, series: [{ label: 'GDP per capita', source: 'imf', indicator: 'NGDPDPC', entity: 'world' }, scatterPlan.series[1]] };
    fakes.plans.set(question, [imf, scatterPlan]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ chartType: 'scatter', plan: scatterPlan });
    expect(fakes.chatRequests.at(-1)!.messages[3]!.content).toContain('IMF answers no scatter plot of every country at once');
  });
});

describe('a table of a group, planned by the model', () => {
  it('keeps the top N by the first measure, sorted highest first, with the other columns as published', async () => {
    const question = 'Which ten European nations had the highest income per head in 2022, with their life expectancy?';
    const tablePlan = {
      ...scatterPlan,
      name: 'Top 10 in Europe by GDP per capita, 2022',
      chartType: 'table',
      columns: ['Country', 'GDP per capita'],
      regions: 'europe',
      groupBy: null,
      top: 10,
      series: scatterPlan.series.map((s) => ({ ...s, entity: 'europe' })),
    };
    fakes.plans.set(question, [tablePlan]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    const answer = await response.json();
    const [gdp, life] = await Promise.all([everyCountry('NY.GDP.PCAP.CD', YEAR), everyCountry('SP.DYN.LE00.IN', YEAR)]);
    const ranked = REGION_SETS.europe.codes.filter((code) => gdp.has(code)).sort((a, b) => gdp.get(b)! - gdp.get(a)!);
    const top = ranked.slice(0, 10);
    expect(answer).toMatchObject({ chartType: 'table', plan: tablePlan, options: { table: { sort: { column: 0, descending: true } } } });
    expect(answer.labels).toEqual(top.map(regionName));
    expect(answer.datasets[0].data).toEqual(top.map((code) => gdp.get(code)));
    expect(answer.datasets[1].data).toEqual(top.map((code) => life.get(code) ?? null));
    expect(answer.options.notes).toBe(`The 10 highest of ${ranked.length} countries with a value for ${YEAR}.`);
  });
});

describe('without a model', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ database, env: { ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_GUEST_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('plans "life expectancy vs GDP per capita in 2019" as life expectancy up and GDP per capita across', async () => {
    const chats = fakes.chatRequests.length;
    const response = await ask(new HttpClient(server.url), 'Life expectancy vs GDP per capita in 2019');
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      chartType: 'scatter',
      name: 'Life expectancy vs GDP per capita, 2019',
      plan: { regions: 'world', at: '2019', groupBy: 'continent', series: [{ indicator: 'NY.GDP.PCAP.CD' }, { indicator: 'SP.DYN.LE00.IN' }] },
    });
    const [gdp, life] = await Promise.all([everyCountry('NY.GDP.PCAP.CD', 2019), everyCountry('SP.DYN.LE00.IN', 2019)]);
    const kept = REGION_SETS.world.codes.filter((code) => gdp.has(code) && life.has(code));
    expect(answer.labels).toEqual(kept.map(regionName));
    expect(answer.datasets[0].data).toEqual(kept.map((code) => gdp.get(code)));
    expect(answer.datasets[1].data).toEqual(kept.map((code) => life.get(code)));
    expect(fakes.chatRequests.length).toBe(chats);
  });

  it('sizes bubbles by a third measure', async () => {
    const response = await ask(new HttpClient(server.url), 'Life expectancy vs GDP per capita sized by population in Africa in 2019');
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.plan.series.map((s: { indicator: string }) => s.indicator)).toEqual(['NY.GDP.PCAP.CD', 'SP.DYN.LE00.IN', 'SP.POP.TOTL']);
    const population = await everyCountry('SP.POP.TOTL', 2019);
    const africa = new Map(REGION_SETS.africa.codes.map((code) => [regionName(code), code]));
    expect(answer.datasets[2].data).toEqual(answer.labels.map((name: string) => population.get(africa.get(name)!)));
    expect(new Set(answer.options.scatter.groups)).toEqual(new Set(['Africa']));
  });

  it('answers "top 10 …" with a table of the ten highest, and saves it live', async () => {
    const c = await registered(server, 'tabler');
    const response = await ask(c, 'Top 10 countries by GDP per capita in 2022');
    expect(response.status).toBe(200);
    const answer = await response.json();
    const gdp = await everyCountry('NY.GDP.PCAP.CD', YEAR);
    const top = REGION_SETS.world.codes
      .filter((code) => gdp.has(code))
      .sort((a, b) => gdp.get(b)! - gdp.get(a)!)
      .slice(0, 10);
    expect(answer).toMatchObject({ chartType: 'table', plan: { top: 10, regions: 'world' }, options: { table: { sort: { column: 0, descending: true } } } });
    expect(answer.labels).toEqual(top.map(regionName));
    expect(answer.datasets).toEqual([{ label: 'GDP per capita (current US$)', data: top.map((code) => gdp.get(code)) }]);

    const saved = await c.post('/api/chart', saveBody(answer, 'table', 'Top 10 countries by GDP per capita in 2022'));
    expect(saved.status).toBe(201);
    const record = await saved.json();
    expect(record).toMatchObject({ chartType: 'table', live: true, options: { table: { sort: { column: 0, descending: true } } } });
    const refreshed = await c.post(`/api/charts/${record.id}/refresh`, {});
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).data).toEqual(record.data);
  });

  it('answers "… as a table" with every country of the group that has a value', async () => {
    const response = await ask(new HttpClient(server.url), 'Unemployment in Europe in 2022 as a table');
    expect(response.status).toBe(200);
    const answer = await response.json();
    const unemployment = await everyCountry('SL.UEM.TOTL.ZS', YEAR);
    const rows = REGION_SETS.europe.codes.filter((code) => unemployment.has(code));
    expect(answer).toMatchObject({ chartType: 'table', plan: { top: null, regions: 'europe' } });
    expect([...answer.labels].sort()).toEqual(rows.map(regionName).sort());
    expect(answer.labels).toHaveLength(rows.length);
  });

  it('says what it read when a scatter plot cannot be planned, fetching nothing', async () => {
    const calls = fakes.sources.calls.length;
    const response = await ask(new HttpClient(server.url), 'life expectancy vs GDP per capita and population');
    expect(response.status).toBe(422);
    expect((await response.json()).message).toContain('a third as the bubble size after "sized by"');
    expect(fakes.sources.calls.length).toBe(calls);
  });
});
