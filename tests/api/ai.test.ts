import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { plan, startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { createTestDatabase } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());
beforeEach(() => {
  fakes?.sources.down.clear();
  fakes?.sources.slow.clear();
  fakes?.sources.garbled.clear();
});

const aiEnv = (extra: Record<string, string> = {}) => ({ ...fakes.env, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'chart-model-1', ...extra });
const fixture = serverFixture({ env: () => aiEnv({ AI_GUEST_LIMIT: '1000', OPENAI_TIMEOUT_MS: '1000', SOURCE_TIMEOUT_MS: '1000' }) });

const ask = (c: HttpClient, query: string) => c.post('/api/chart-from-query', { query });
const lastYear = new Date().getUTCFullYear() - 1;

/** What the fake World Bank publishes for a series, read the way any client of its API would. */
async function worldBank(indicator: string, iso3: string): Promise<Map<string, number>> {
  const response = await fetch(`${fakes.sources.url}/worldbank/country/${iso3}/indicator/${indicator}?format=json&per_page=20000`);
  const [, rows] = (await response.json()) as [unknown, Array<{ date: string; value: number | null }>];
  return new Map(rows.filter((r) => r.value !== null).map((r) => [r.date, r.value!]));
}

async function registered(server: TestServer, name: string) {
  const c = new HttpClient(server.url);
  await c.post('/api/auth/register', { username: name, email: `${name}@example.com`, password: 'correct horse battery' });
  return c;
}

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

describe('POST /api/chart-from-query: the model plans, the server fetches', () => {
  it('charts exactly the numbers the World Bank publishes, and cites them', async () => {
    // Worded so the planner cannot read it whole ("moved"): the model plans it.
    const question = 'How have GDP growth and inflation moved in the US since 2010?';
    fakes.plans.set(question, [plan()]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    const answer = await response.json();

    const growth = await worldBank('NY.GDP.MKTP.KD.ZG', 'USA');
    const inflation = await worldBank('FP.CPI.TOTL.ZG', 'USA');
    const years = [...new Set([...growth.keys(), ...inflation.keys()])].filter((y) => y >= '2010' && Number(y) <= lastYear).sort();
    expect(answer.labels).toEqual(years);
    expect(answer.datasets).toEqual([
      { label: 'GDP growth (%)', data: years.map((y) => growth.get(y) ?? null) },
      { label: 'Inflation (%)', data: years.map((y) => inflation.get(y) ?? null) },
    ]);
    expect(answer.data).toEqual(answer.datasets[0].data);
    expect(answer.columns).toEqual(['Year', 'Percent']);
    expect(answer.plan).toEqual(plan());
    // One citation per indicator: each links the World Bank's page of that indicator for those countries.
    expect(answer.sources).toEqual([
      {
        title: 'World Bank: GDP growth (annual %)',
        url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
        retrievedAt: expect.any(String),
      },
      {
        title: 'World Bank: Inflation, consumer prices (annual %)',
        url: 'https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG?locations=US',
        retrievedAt: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(answer.sources[0].retrievedAt)).toBeLessThan(60_000);

    const request = fakes.chatRequests.at(-1)!;
    expect(request.model).toBe('chart-model-1');
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'chart_plan', strict: true } });
    // The catalogue travels with the question, so a small model need not remember codes.
    expect(request.messages[0]!.content).toContain('NY.GDP.MKTP.KD.ZG');
    expect(request.messages[0]!.content).toContain('NGDP_RPCH');
  });

  it('answers a question the planner reads whole without the model, and gives the model what it found otherwise', async () => {
    const c = new HttpClient(fixture.server.url);
    const chats = fakes.chatRequests.length;
    const read = await ask(c, 'Unemployment in Germany, France and Spain since 2000');
    expect(read.status).toBe(200);
    expect((await read.json()).plan.series.map((s: { indicator: string; entity: string }) => `${s.indicator} ${s.entity}`)).toEqual([
      'SL.UEM.TOTL.ZS DEU',
      'SL.UEM.TOTL.ZS FRA',
      'SL.UEM.TOTL.ZS ESP',
    ]);
    expect(fakes.chatRequests.length).toBe(chats);

    const unread = 'Unemployment in Germany compared with its neighbours';
    fakes.plans.set(unread, [plan()]);
    expect((await ask(c, unread)).status).toBe(200);
    expect(fakes.chatRequests.length).toBe(chats + 1);
    const [system, user] = fakes.chatRequests.at(-1)!.messages;
    expect(user).toEqual({ role: 'user', content: unread });
    expect(system!.content).toContain('- "Unemployment": a measure\n- "Germany": a country, region or company\n- words it does not know: "neighbours"');

    // A plan read through a typo is a guess: the model decides, with the plan as the hint.
    const guessed = 'Unemployment in Germny since 2010';
    fakes.plans.set(guessed, [plan()]);
    expect((await ask(c, guessed)).status).toBe(200);
    expect(fakes.chatRequests.length).toBe(chats + 2);
    expect(fakes.chatRequests.at(-1)!.messages[0]!.content).toContain('"indicator":"SL.UEM.TOTL.ZS","entity":"DEU"');
  });

  it('asks the sources once a day: the same series again costs no upstream call', async () => {
    const question = 'Population of Brazil';
    fakes.plans.set(question, [
      plan({
        name: 'Population of Brazil',
        columns: ['Year', 'People'],
        from: null,
        series: [{ label: 'Brazil', source: 'worldbank', indicator: 'SP.POP.TOTL', entity: 'BRA' }],
      }),
    ]);
    const c = new HttpClient(fixture.server.url);
    expect((await ask(c, question)).status).toBe(200);
    const calls = fakes.sources.calls.length;
    const again = await ask(c, question);
    expect(again.status).toBe(200);
    expect(fakes.sources.calls.length).toBe(calls);
  });

  it('leaves out IMF projections after the last complete year', async () => {
    const question = 'Real GDP growth in Germany and Japan';
    fakes.plans.set(question, [
      plan({
        name: question,
        from: null,
        series: [
          { label: 'Germany', source: 'imf', indicator: 'NGDP_RPCH', entity: 'DEU' },
          { label: 'Japan', source: 'imf', indicator: 'NGDP_RPCH', entity: 'JPN' },
        ],
      }),
    ]);
    const answer = await (await ask(new HttpClient(fixture.server.url), question)).json();
    const imf = (await (await fetch(`${fakes.sources.url}/imf/NGDP_RPCH/DEU`)).json()) as { values: { NGDP_RPCH: { DEU: Record<string, number> } } };
    const published = Object.entries(imf.values.NGDP_RPCH.DEU).filter(([year]) => Number(year) <= lastYear);
    expect(answer.labels.at(-1)).toBe(String(lastYear));
    expect(answer.datasets[0].data).toEqual(answer.labels.map((y: string) => Object.fromEntries(published)[y] ?? null));
    expect(answer.sources[0].title).toMatch(/^IMF: /);
  });
});

describe('POST /api/chart-from-query: snapshots across sources, and filings', () => {
  it('charts a snapshot of several sources at the latest period they share', async () => {
    const question = 'Which continents hold the most people, as a pie chart?';
    fakes.plans.set(question, [
      plan({
        name: 'Population by continent',
        chartType: 'pie',
        columns: ['Continent', 'People'],
        layout: 'snapshot',
        from: null,
        series: ['Africa', 'Asia', 'Europe'].map((entity) => ({ label: entity, source: 'owid', indicator: 'population', entity })),
      }),
    ]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.chartType).toBe('pie');
    expect(answer.labels).toEqual(['Africa', 'Asia', 'Europe']);
    expect(answer.datasets).toHaveLength(1);
    expect(answer.name).toMatch(/^Population by continent, \d{4}$/);
    const year = answer.name.slice(-4);
    const csv = await (await fetch(`${fakes.sources.url}/owid/population.csv?useColumnShortNames=true`)).text();
    const value = (entity: string) =>
      Number(
        csv
          .split('\n')
          .find((line) => line.startsWith(`${entity},`) && line.split(',')[2] === year)!
          .split(',')[3],
      );
    expect(answer.datasets[0].data).toEqual([value('Africa'), value('Asia'), value('Europe')]);
    expect(answer.sources[0].url).toMatch(/^https:\/\/ourworldindata\.org\/grapher\/population/);
  });

  it('charts company filings from EDGAR and prices, citing each', async () => {
    const question = 'Revenue of Apple and Microsoft as filed';
    fakes.plans.set(question, [
      plan({
        name: question,
        columns: ['Fiscal year', 'USD billions'],
        from: '2019',
        series: [
          { label: 'Apple', source: 'sec', indicator: 'revenue', entity: 'AAPL' },
          { label: 'Microsoft', source: 'sec', indicator: 'revenue', entity: 'MSFT' },
        ],
      }),
    ]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.labels[0]).toBe('2019');
    expect(answer.datasets.map((d: { label: string }) => d.label)).toEqual(['Apple', 'Microsoft']);
    expect(answer.sources.map((s: { url: string }) => s.url)).toEqual([expect.stringContaining('CIK=0000320193'), expect.stringContaining('CIK=0000789019')]);
    // EDGAR is asked with a declared contact address, as it demands.
    expect(fakes.sources.calls.some((call) => call.startsWith('sec /api/xbrl/companyconcept/CIK0000320193/'))).toBe(true);

    const prices = 'How is Apple stock doing?';
    fakes.plans.set(prices, [
      plan({ name: prices, columns: ['Date', 'USD'], from: null, series: [{ label: 'AAPL', source: 'prices', indicator: 'close', entity: 'AAPL' }] }),
    ]);
    const quote = await (await ask(new HttpClient(fixture.server.url), prices)).json();
    expect(quote.labels).toEqual(['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08']);
    expect(quote.datasets[0].data).toEqual([101.25, 102.25, 103.25, 104.25, 105.25]);
  });
});

describe('POST /api/chart-from-query: plans that are wrong, refused or no plan', () => {
  it('tells the model which codes a source does not know, and charts its corrected plan', async () => {
    // Worded so the planner cannot read it whole: the model plans it.
    const question = 'What is unemployment like in France?';
    const wrong = plan({ name: question, from: null, series: [{ label: 'France', source: 'worldbank', indicator: 'SL.UEM.RATE', entity: 'FRA' }] });
    const right = plan({ name: question, from: null, series: [{ label: 'France', source: 'worldbank', indicator: 'SL.UEM.TOTL.ZS', entity: 'FRA' }] });
    fakes.plans.set(question, [wrong, right]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    expect((await response.json()).plan).toEqual(right);
    const feedback = fakes.chatRequests.at(-1)!.messages;
    expect(feedback.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(feedback[2]!.content).toBe(JSON.stringify(wrong));
    expect(feedback[3]!.content).toContain('World Bank has no indicator "SL.UEM.RATE"');
    expect(feedback[3]!.content).toContain('SL.UEM.TOTL.ZS');
  });

  it('says no, and charges nothing, after a second miss or a refusal', async () => {
    await withServer(aiEnv({ AI_GUEST_LIMIT: '1' }), async (server) => {
      const guest = new HttpClient(server.url);
      const missing = plan({ name: 'x', series: [{ label: 'x', source: 'worldbank', indicator: 'NO.SUCH.CODE', entity: 'USA' }] });
      fakes.plans.set('Happiness of cats', [missing, missing]);
      const miss = await ask(guest, 'Happiness of cats');
      expect(miss.status).toBe(422);
      expect((await miss.json()).message).toMatch(
        /^No source we use publishes that: World Bank has no indicator "NO.SUCH.CODE".*Upload a CSV file or paste a link to one instead\.$/,
      );

      fakes.plans.set('Unicorn sightings', [plan({ series: [], refusal: 'None of the listed sources counts unicorn sightings.' })]);
      await expectError(
        await ask(guest, 'Unicorn sightings'),
        422,
        'No source we use publishes that: None of the listed sources counts unicorn sightings. Upload a CSV file or paste a link to one instead.',
      );
      // Both failures gave their quota slot back.
      fakes.plans.set('Population of Brazil, again', [
        plan({ from: null, series: [{ label: 'Brazil', source: 'worldbank', indicator: 'SP.POP.TOTL', entity: 'BRA' }] }),
      ]);
      expect((await ask(guest, 'Population of Brazil, again')).status).toBe(200);
    });
  });

  it('refuses plans of more than 12 series or centuries with 422', async () => {
    const c = new HttpClient(fixture.server.url);
    const many = Array.from({ length: 13 }, (_, i) => ({ label: `S${i}`, source: 'worldbank', indicator: 'SP.POP.TOTL', entity: 'USA' }));
    fakes.plans.set('Thirteen series', [plan({ series: many })]);
    await expectError(
      await ask(c, 'Thirteen series'),
      422,
      'That needs 13 series; a chart here shows at most 12. Ask for fewer countries, companies or measures.',
    );
    fakes.plans.set('Since the middle ages', [plan({ from: '1500', to: '2020' })]);
    await expectError(await ask(c, 'Since the middle ages'), 422, 'That range is 520 years; ask for at most 100 years at a time.');
  });

  it('never charts numbers the model wrote: an answer with data instead of a plan is refused', async () => {
    const v1 = { name: 'GDP', chartType: 'line', columns: ['Year', 'USD'], labels: ['2020', '2021'], datasets: [{ label: 'GDP', data: [1, 2] }], sources: [] };
    fakes.plans.set('Numbers from memory', [v1, v1]);
    await expectError(
      await ask(new HttpClient(fixture.server.url), 'Numbers from memory'),
      502,
      'The AI answered with a plan that could not be read. Please try again.',
    );
    await expectError(
      await ask(new HttpClient(fixture.server.url), 'broken json please'),
      502,
      'The AI answered with a plan that could not be read. Please try again.',
    );
  });

  it('asks once more when the first answer is not a plan', async () => {
    const before = fakes.chatRequests.length;
    expect((await ask(new HttpClient(fixture.server.url), 'unusable once: coffee')).status).toBe(200);
    expect(fakes.chatRequests.length).toBe(before + 2);
  });
});

describe('sources that fail', () => {
  const question = (name: string, indicator: string, entity: string) => {
    fakes.plans.set(name, [plan({ name, from: null, series: [{ label: name, source: 'worldbank', indicator, entity }] })]);
    return name;
  };

  it('answers 502 naming the source when it is down and nothing is cached', async () => {
    fakes.sources.down.add('worldbank');
    await expectError(
      await ask(new HttpClient(fixture.server.url), question('Life expectancy in India', 'SP.DYN.LE00.IN', 'IND')),
      502,
      'World Bank is unavailable right now. Please try again later.',
    );
  });

  it('answers 504 when the source is too slow', async () => {
    fakes.sources.slow.set('worldbank', 2500);
    await expectError(
      await ask(new HttpClient(fixture.server.url), question('GDP of India', 'NY.GDP.MKTP.CD', 'IND')),
      504,
      'World Bank did not answer within 1 second. Please try again later.',
    );
  });

  it('answers 502 when the source answers a shape it never documented', async () => {
    fakes.sources.garbled.add('worldbank');
    await expectError(
      await ask(new HttpClient(fixture.server.url), question('GDP per capita in India', 'NY.GDP.PCAP.CD', 'IND')),
      502,
      'World Bank answered in a form we cannot read. Please try again later.',
    );
  });

  it('answers a map from the cached copy, with its date, when the source is down', async () => {
    const database = await createTestDatabase();
    const env = aiEnv({ AI_GUEST_LIMIT: '1000' });
    try {
      const first = await startServer({ database, env });
      const fresh = await (await ask(new HttpClient(first.url), 'Life expectancy in Africa in 2022')).json();
      expect(fresh.chartType).toBe('map');
      await first.stop();
      fakes.sources.down.add('worldbank');
      const later = await startServer({ database, env: { ...env, TEST_CLOCK_OFFSET_MS: String(2 * 86_400_000) } });
      const stale = await ask(new HttpClient(later.url), 'Life expectancy in Africa in 2022');
      expect(stale.status).toBe(200);
      const answer = await stale.json();
      expect(answer.datasets).toEqual(fresh.datasets);
      expect(answer.sources[0].retrievedAt).toBe(fresh.sources[0].retrievedAt);
      await later.stop();
    } finally {
      await database.drop();
    }
  });

  it('answers from the cached copy, with its date, when the source is down', async () => {
    const database = await createTestDatabase();
    const env = aiEnv({ AI_GUEST_LIMIT: '1000' });
    try {
      const first = await startServer({ database, env });
      const name = question('Population of Japan', 'SP.POP.TOTL', 'JPN');
      const fresh = await (await ask(new HttpClient(first.url), name)).json();
      await first.stop();
      fakes.sources.down.add('worldbank');
      // Two days later the copy is stale, but better than no chart.
      const later = await startServer({ database, env: { ...env, TEST_CLOCK_OFFSET_MS: String(2 * 86_400_000) } });
      const stale = await ask(new HttpClient(later.url), name);
      expect(stale.status).toBe(200);
      const answer = await stale.json();
      expect(answer.datasets).toEqual(fresh.datasets);
      expect(answer.sources[0].retrievedAt).toBe(fresh.sources[0].retrievedAt);
      await later.stop();
    } finally {
      await database.drop();
    }
  });
});

describe('saved AI charts', () => {
  async function signedIn(server: TestServer, name: string) {
    const c = new HttpClient(server.url);
    await c.post('/api/auth/register', { username: name, email: `${name}@example.com`, password: 'correct horse battery' });
    return c;
  }

  it('keep every source and their plan, stay live, and store the fetched numbers, not the posted ones', async () => {
    const c = await signedIn(fixture.server, 'grounded');
    fakes.plans.set('GDP growth vs inflation since 2010', [plan()]);
    const answer = await (await ask(c, 'GDP growth vs inflation since 2010')).json();
    const forged = {
      labels: answer.labels,
      datasets: answer.datasets.map((d: { label: string; data: number[] }, i: number) => ({
        ...d,
        data: d.data.map(() => 99),
        ...(i === 1 ? { type: 'bar' } : {}),
      })),
    };
    const saved = await c.post('/api/chart', {
      dataSource: 'query',
      sourceValue: 'GDP growth vs inflation since 2010',
      chartType: 'line',
      name: answer.name,
      data: forged,
      sources: answer.sources,
      plan: answer.plan,
    });
    expect(saved.status).toBe(201);
    const record = await saved.json();
    expect(record.data.datasets.map((d: { data: number[] }) => d.data)).toEqual(answer.datasets.map((d: { data: number[] }) => d.data));
    // How a series is drawn is the author's to choose; its numbers are not.
    expect(record.data.datasets[1].type).toBe('bar');
    expect(record.sources).toEqual(answer.sources);
    expect(record.plan).toEqual(answer.plan);
    expect(record.live).toBe(true);

    const spec = await (await c.get(`/e/${record.slug}.json`)).json();
    expect(spec.sources ?? [spec.source]).toEqual(answer.sources.map((s: { title: string; url: string }) => ({ label: s.title, url: s.url })));
    // The download, the image and the page a reader opens name every source too.
    const csv = await (await c.get(`/e/${record.slug}.csv`)).text();
    const cell = (text: string) => (text.includes(',') ? `"${text}"` : text);
    for (const source of answer.sources) expect(csv).toContain(`Source,${cell(source.title)},${source.url}`);
    const svg = await (await c.get(`/e/${record.slug}.svg`)).text();
    expect(svg).toContain('Sources: World Bank: GDP growth (annual %)');
    const page = await (await c.get(`/e/${record.slug}`)).text();
    for (const source of answer.sources) expect(page).toContain(`href="${source.url}"`);
    const refreshed = await c.post(`/api/charts/${record.id}/refresh`, {});
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).data).toEqual(record.data);
  });

  it('refuse sources without their plan, sources the answer did not cite, and a plan that is not one', async () => {
    const c = await signedIn(fixture.server, 'forger');
    fakes.plans.set('GDP growth vs inflation, forged', [plan()]);
    const answer = await (await ask(c, 'GDP growth vs inflation, forged')).json();
    const body = { dataSource: 'query', chartType: 'line', data: { labels: answer.labels, datasets: answer.datasets } };
    await expectError(await c.post('/api/chart', { ...body, sources: answer.sources }), 400, 'sources must come with the plan they were fetched by');
    await expectError(
      await c.post('/api/chart', { ...body, plan: answer.plan, sources: [{ ...answer.sources[0], url: 'https://example.com/made-up' }] }),
      400,
      'sources must be the ones the AI’s answer cited',
    );
    await expectError(
      await c.post('/api/chart', { ...body, plan: { ...answer.plan, series: [] } }),
      400,
      'plan must be a plan the AI answered with, as its answer gave it',
    );
    await expectError(
      await c.post('/api/chart', { ...body, dataSource: 'csv', plan: answer.plan }),
      400,
      'plan and sources belong to AI charts (dataSource "query")',
    );
  });
});

describe('maps of every country of a group', () => {
  /** What the fake World Bank publishes of every country at one year, read as any client of `/country/all` would. */
  async function everyCountry(indicator: string, year: number): Promise<Map<string, number>> {
    const response = await fetch(`${fakes.sources.url}/worldbank/country/all/indicator/${indicator}?format=json&date=${year}&per_page=300`);
    const [, rows] = (await response.json()) as [unknown, Array<{ countryiso3code: string; value: number | null }>];
    return new Map(rows.filter((r) => r.value !== null).map((r) => [r.countryiso3code, r.value!]));
  }
  const mapPlan = {
    name: 'Life expectancy in Africa, 2022',
    chartType: 'map',
    columns: ['', 'Life expectancy at birth, total (years)'],
    layout: 'snapshot',
    from: null,
    to: null,
    at: '2022',
    regions: 'africa',
    series: [{ label: 'Life expectancy', source: 'worldbank', indicator: 'SP.DYN.LE00.IN', entity: 'africa' }],
    refusal: null,
  };

  it('charts the model’s map plan from one call for every country, and saves it as a map', async () => {
    // Worded so the planner cannot read it whole: the model plans it.
    const question = 'How long did people live across Africa in 2022?';
    fakes.plans.set(question, [mapPlan]);
    const c = await registered(fixture.server, 'mapmaker');
    const calls = fakes.sources.calls.length;
    const response = await ask(c, question);
    expect(response.status).toBe(200);
    const answer = await response.json();
    const newCalls = fakes.sources.calls.slice(calls);
    expect(newCalls).toEqual(['worldbank /country/all/indicator/SP.DYN.LE00.IN?format=json&date=2022&per_page=300&page=1']);

    const published = await everyCountry('SP.DYN.LE00.IN', 2022);
    expect(answer).toMatchObject({ chartType: 'map', name: 'Life expectancy in Africa, 2022', options: { map: { regions: 'africa' } }, plan: mapPlan });
    expect(answer.labels).toEqual([...REGION_SETS.africa.codes]);
    expect(answer.datasets).toHaveLength(1);
    // Every member's value is the one published; a member the source has none for is null, never invented.
    expect(answer.datasets[0].data).toEqual(answer.labels.map((code: string) => published.get(code) ?? null));
    expect(answer.datasets[0].data.filter((v: number | null) => v !== null).length).toBeGreaterThan(40);
    expect(answer.labels).not.toContain('SSF');
    expect(answer.sources).toEqual([
      {
        title: 'World Bank: Life expectancy at birth, total (years)',
        url: 'https://data.worldbank.org/indicator/SP.DYN.LE00.IN?view=map',
        retrievedAt: expect.any(String),
      },
    ]);

    // Asked again, the group comes from the cache: no upstream call.
    const again = fakes.sources.calls.length;
    expect((await ask(c, question)).status).toBe(200);
    expect(fakes.sources.calls.length).toBe(again);

    const saved = await c.post('/api/chart', {
      dataSource: 'query',
      sourceValue: question,
      chartType: 'map',
      name: answer.name,
      data: { labels: answer.labels, datasets: answer.datasets.map((d: { label: string; data: number[] }) => ({ ...d, data: d.data.map(() => 1) })) },
      options: answer.options,
      sources: answer.sources,
      plan: answer.plan,
    });
    expect(saved.status).toBe(201);
    const record = await saved.json();
    expect(record.chartType).toBe('map');
    expect(record.data.labels).toEqual(answer.labels);
    expect(record.data.datasets[0].data).toEqual(answer.datasets[0].data);
    expect(record.options.map.regions).toBe('africa');
    expect(record.plan).toEqual(answer.plan);
    expect(record.live).toBe(true);
    // Refreshed from its plan like any AI chart: the same group, from the cache.
    const refreshed = await c.post(`/api/charts/${record.id}/refresh`, {});
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).data).toEqual(record.data);
  });

  it('tells the model a map comes from the World Bank or OWID, and charts its corrected plan', async () => {
    const question = 'What does inflation look like across Europe in 2022?';
    const imf = {
      ...mapPlan,
      name: 'Inflation in Europe, 2022',
      regions: 'europe',
      series: [{ label: 'Inflation', source: 'imf', indicator: 'PCPIPCH', entity: 'europe' }],
    };
    const worldBank = { ...imf, series: [{ label: 'Inflation', source: 'worldbank', indicator: 'FP.CPI.TOTL.ZG', entity: 'europe' }] };
    fakes.plans.set(question, [imf, worldBank]);
    const response = await ask(new HttpClient(fixture.server.url), question);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ chartType: 'map', plan: worldBank, options: { map: { regions: 'europe' } } });
    const feedback = fakes.chatRequests.at(-1)!.messages;
    expect(feedback[3]!.content).toContain('IMF answers no map of every country at once');
  });

  it('plans a world map without a model: the latest year nearly every country has, named in the title', async () => {
    await withServer({ ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, async (server) => {
      const response = await ask(new HttpClient(server.url), 'CO2 emissions per person by country');
      expect(response.status).toBe(200);
      const answer = await response.json();
      // The fake leaves last year unpublished everywhere, so the year before is the latest most countries have.
      const year = lastYear - 1;
      const published = await everyCountry('EN.GHG.CO2.PC.CE.AR5', year);
      expect(answer).toMatchObject({
        chartType: 'map',
        name: `CO2 emissions per person by country, ${year}`,
        options: { map: { regions: 'world' } },
        plan: { regions: 'world', at: null, series: [{ source: 'worldbank', indicator: 'EN.GHG.CO2.PC.CE.AR5', entity: 'world' }] },
      });
      expect(answer.labels).toEqual([...REGION_SETS.world.codes]);
      expect(answer.datasets[0].data).toEqual(answer.labels.map((code: string) => published.get(code) ?? null));

      // A year no member has (the fake starts in 1990) is a 422 saying so, never an empty map.
      await expectError(
        await ask(new HttpClient(server.url), 'Life expectancy in Africa in 1975'),
        422,
        'No source we use publishes that: World Bank publishes no values of SP.DYN.LE00.IN for the countries of Africa in 1975. Upload a CSV file or paste a link to one instead.',
      );
    });
  });
});

describe('AI configuration and quotas', () => {
  it('plans without a model when none is configured: a question it reads is charted, any other a 422 fetching nothing', async () => {
    await withServer({ ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }, async (server) => {
      const c = new HttpClient(server.url);
      const chats = fakes.chatRequests.length;
      const response = await ask(c, 'Unemployment in Germany, France and Spain since 2000');
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer.plan.series.map((s: { source: string; indicator: string; entity: string }) => `${s.source} ${s.indicator} ${s.entity}`)).toEqual([
        'worldbank SL.UEM.TOTL.ZS DEU',
        'worldbank SL.UEM.TOTL.ZS FRA',
        'worldbank SL.UEM.TOTL.ZS ESP',
      ]);
      const germany = await worldBank('SL.UEM.TOTL.ZS', 'DEU');
      expect(answer.labels[0]).toBe('2000');
      expect(answer.datasets[0].data[0]).toBe(germany.get('2000'));
      expect(answer.sources[0].url).toBe('https://data.worldbank.org/indicator/SL.UEM.TOTL.ZS?locations=DE-FR-ES');
      expect(fakes.chatRequests.length).toBe(chats);

      const calls = fakes.sources.calls.length;
      const unread = await ask(c, 'Germany 2010');
      expect(unread.status).toBe(422);
      expect(await unread.json()).toEqual({
        message:
          'I found Germany and 2010, but no measure I know. Try: unemployment, inflation, GDP per capita, life expectancy, population, CO2 per person, revenue, share price. For data of your own, upload a CSV or paste a link.',
        understood: {
          parts: [
            { kind: 'entity', text: 'Germany', start: 0, end: 7 },
            { kind: 'period', text: '2010', start: 8, end: 12 },
          ],
          unknownWords: [],
        },
      });
      const refused = await ask(c, "my company's sales");
      expect(refused.status).toBe(422);
      expect((await refused.json()).message).toMatch(/upload a CSV or paste a link/);
      expect(fakes.sources.calls.length).toBe(calls);
      expect(await (await c.get('/api/capabilities')).json()).toMatchObject({ ai: false, questions: 'planner' });
    });
    const capabilities = await (await new HttpClient(fixture.server.url).get('/api/capabilities')).json();
    expect(capabilities.aiSources.map((s: { name: string }) => s.name)).toEqual(['World Bank', 'IMF', 'SEC EDGAR', 'Our World in Data', 'Market prices']);
  });

  it('answers 504 when the model is too slow, and 429 when it is overloaded', async () => {
    const release = fakes.hold('slow model question');
    await expectError(await ask(new HttpClient(fixture.server.url), 'slow model question'), 504, 'The AI did not answer within 1 second. Please try again.');
    release();
    await expectError(await ask(new HttpClient(fixture.server.url), 'overloaded model'), 429, 'The AI service is busy. Please try again in a minute.');
  });

  it('takes questions of 3 to 500 characters', async () => {
    const c = new HttpClient(fixture.server.url);
    await expectError(await ask(c, 'hi'), 400, 'query must be 3 to 500 characters');
    await expectError(await ask(c, 'x'.repeat(501)), 400, 'query must be 3 to 500 characters');
    await expectError(await ask(c, '   a   '), 400, 'query must be 3 to 500 characters');
  });

  it('counts the planner’s answers against the same quotas, with a model or without, and a question it cannot read costs nothing', async () => {
    for (const env of [{ ...fakes.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_GUEST_LIMIT: '1' }, aiEnv({ AI_GUEST_LIMIT: '1' })]) {
      await withServer(env, async (server) => {
        const guest = new HttpClient(server.url);
        if (!env.OPENAI_API_KEY) expect((await ask(guest, 'Germany 2010')).status).toBe(422);
        expect((await ask(guest, 'Population of Japan since 2000')).status).toBe(200);
        await expectError(
          await ask(guest, 'Population of Brazil since 2000'),
          429,
          "You have used today's 1 free AI charts. Create a free profile to make more, or try again tomorrow.",
        );
      });
    }
  });

  it('gives a guest AI_GUEST_LIMIT charts, by cookie and by address, and refunds failures', async () => {
    await withServer(aiEnv({ AI_GUEST_LIMIT: '2' }), async (server) => {
      const guest = new HttpClient(server.url);
      expect((await ask(guest, 'broken json: fails, so it is free')).status).toBe(502);
      expect((await ask(guest, 'First question')).status).toBe(200);
      expect(guest.cookies.has('guest')).toBe(true);
      expect((await ask(guest, 'Second question')).status).toBe(200);
      await expectError(
        await ask(guest, 'Third question'),
        429,
        "You have used today's 2 free AI charts. Create a free profile to make more, or try again tomorrow.",
      );
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
