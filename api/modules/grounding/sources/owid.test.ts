import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The fake server before its handlers: they import it back, and it builds its routes on load.
import { fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { FAKE_OWID_YEARS, fakeOwidValue } from '../../../../tests/support/fake-sources/owid';
import { OWID_CHARTS } from '@shared/ai/catalogue/owid';
import { FAULT_TIMEOUT_MS, SOURCE_FAULTS, startFaultServer, type FaultServer } from '../../../../tests/support/source-faults';
import { recordingText } from '../../../../tests/support/upstream-recordings';
import { createClock } from '../../../lib/clock';
import { owidEntitySeries, owidPeriodNote, parseOwidCsv } from './owid-csv';
import { owidColumnUnit, owidTitle, parseOwidMetadata } from './owid-metadata';
import { owidChartUrl, owidSource } from './owid';
import { NotInSourceError, SourceShapeError, type SourceHttp, type SourceUnavailableError } from './source';
import { sourceHttp } from './source-http';

vi.spyOn(console, 'error').mockImplementation(() => {});

// The short-name form as owid-grapher writes it since January 2026 (tests/upstream-recordings/owid).
const CSV = [
  'entity,code,year,life_expectancy_0,life_expectancy_0__annotations',
  'Afghanistan,AFG,2020,62.575,estimate',
  '"Bonaire, Sint Eustatius and Saba",BES,2020,,',
  '"Bonaire, Sint Eustatius and Saba",BES,2021,79.1,',
  'Europe,,2021,76.2,',
  'Europe,,2020,77.015,',
  'World,OWID_WRL,-10000,1,',
  'World,OWID_WRL,2021,71.3,',
  '',
].join('\r\n');

describe('parseOwidCsv and owidEntitySeries', () => {
  const table = parseOwidCsv(CSV);

  it('reads quoted names, regions without a code, and empty cells as gaps', () => {
    expect(table.column).toBe('life_expectancy_0');
    expect(owidEntitySeries(table, 'bonaire, sint eustatius and saba')).toEqual({
      entityName: 'Bonaire, Sint Eustatius and Saba',
      code: 'BES',
      points: [['2021', 79.1]],
    });
    expect(owidEntitySeries(table, 'Europe')).toEqual({
      entityName: 'Europe',
      code: null,
      points: [
        ['2020', 77.015],
        ['2021', 76.2],
      ],
    });
  });

  it('matches an ISO3 code in any case, and leaves out years before year 1', () => {
    expect(owidEntitySeries(table, 'afg').entityName).toBe('Afghanistan');
    expect(owidEntitySeries(table, 'owid_wrl').points).toEqual([['2021', 71.3]]);
  });

  it('suggests the nearest entity names for a miss', () => {
    expect(() => owidEntitySeries(table, 'Europa')).toThrow(
      expect.objectContaining({ source: 'owid', kind: 'entity', code: 'Europa', suggestions: ['Europe'] }),
    );
  });

  it('reads the header in either case: the capitalised form of long names and of before 2026', () => {
    const long = parseOwidCsv('Entity,Code,Year,Life expectancy (Projected),Life expectancy\nWorld,OWID_WRL,2020,,72.5\n');
    expect(long.column).toBe('Life expectancy');
    expect(owidEntitySeries(long, 'World').points).toEqual([['2020', 72.5]]);
  });

  it('reads a chart without a code column (no entity had one)', () => {
    expect(owidEntitySeries(parseOwidCsv('entity,year,share\nAfrica,2020,5\nAsia,2020,6\n'), 'Asia')).toEqual({
      entityName: 'Asia',
      code: null,
      points: [['2020', 6]],
    });
  });

  // The time columns of owid-grapher's CoreTableColumns.ts; no recorded body has any but year.
  it.each([
    ['day', '2020-03-01', '2020-03-01', null],
    ['month', '2023-01', '2023-01', null],
    ['quarter', '2023-Q1', '2023-03', "Quarterly values, each shown at the quarter's last month."],
    ['week', '2023-W03', '2023-01-22', "Weekly values, each shown at the week's last day."],
    ['decade', '2020s', '2020', "Values are per decade, each shown at the decade's first year."],
  ])('reads a %s column (%s as %s) and says how a point stands for it', (time, cell, period, note) => {
    const parsed = parseOwidCsv(`entity,code,${time},cases\nWorld,OWID_WRL,${cell},88\n`);
    expect(owidEntitySeries(parsed, 'World').points).toEqual([[period, 88]]);
    expect(owidPeriodNote(parsed)).toBe(note);
  });

  it('leaves out decades before the common era, as it does years', () => {
    expect(owidEntitySeries(parseOwidCsv('entity,code,decade,deaths\nWorld,OWID_WRL,1990s BCE,1\nWorld,OWID_WRL,1990s,2\n'), 'World').points).toEqual([
      ['1990', 2],
    ]);
  });

  it('reads the chart’s first y column, ignoring derived, projected and text columns after it', () => {
    const header = 'entity,code,year,gdp__original_year,population__projected,population_historical,gdp,owid_region,population_historical__annotations';
    const parsed = parseOwidCsv(`${header}\nFrance,FRA,2023,2022,,66438826,3.1,Europe,census\n`);
    expect(parsed.column).toBe('population_historical');
    expect(owidEntitySeries(parsed, 'FRA').points).toEqual([['2023', 66438826]]);
  });

  it.each([
    ['HTML', '<html><body>Not here</body></html>', /^answered a CSV header we do not know: \["<html><body>Not here<\/body><\/html>"\]$/],
    ['another header', 'Country,Year,value\nWorld,2020,1\n', /^answered a CSV header we do not know: \["Country","Year","value"\]$/],
    ['an unknown time column', 'entity,code,era,x\nWorld,OWID_WRL,modern,1\n', /^answered a CSV header we do not know/],
    ['no value column', 'entity,code,year,x__annotations\nWorld,OWID_WRL,2020,a\n', /^answered a CSV without a value column/],
    ['a header and no rows', 'entity,code,year,population\n', /^answered a CSV with a header and no rows/],
    ['a value that is not a number', 'entity,code,year,x\nWorld,OWID_WRL,2020,lots\n', /^answered text where numbers belong in column "x" \(line 2\): "lots"$/],
    ['hexadecimal', 'entity,code,year,x\nWorld,OWID_WRL,2020,0x10\n', /text where numbers belong/],
    ['a year that is not one', 'entity,code,year,x\nWorld,OWID_WRL,20x0,1\n', /^answered a year we cannot read \(line 2\)/],
    ['a quarter that is not one', 'entity,code,quarter,x\nWorld,OWID_WRL,2023-Q5,1\n', /^answered a quarter we cannot read/],
    ['a short row', 'entity,code,year,x\nWorld,OWID_WRL,2020\n', /^answered a CSV row of 3 cells under a header of 4 \(line 2\)$/],
    ['an unclosed quote', 'entity,code,year,x\n"World,OWID_WRL,2020,1\n', /^answered a CSV we cannot read/],
  ])('refuses %s with SourceShapeError, saying what it was', (_, text, cause) => {
    const error = (() => {
      try {
        parseOwidCsv(text);
      } catch (e) {
        return e;
      }
      throw new Error('parsed');
    })();
    expect(error).toBeInstanceOf(SourceShapeError);
    expect((error as SourceShapeError).operatorCause).toMatch(cause);
  });

  it('refuses a period given twice', () => {
    expect(() => owidEntitySeries(parseOwidCsv('entity,code,year,x\nWorld,OWID_WRL,2020,1\nWorld,OWID_WRL,2020,2\n'), 'World')).toThrow(SourceShapeError);
  });
});

describe('parseOwidMetadata', () => {
  const documented = {
    chart: {
      title: 'Life expectancy',
      subtitle: 'The period life expectancy…',
      citation: 'UN WPP (2024); HMD (2024)',
      originalChartUrl: 'https://ourworldindata.org/grapher/life-expectancy',
    },
    columns: {
      life_expectancy_0: {
        titleShort: 'Life expectancy at birth',
        titleLong: 'Life expectancy at birth - Various sources – period tables',
        unit: 'years',
        shortUnit: '',
        shortName: 'life_expectancy_0',
        timespan: '1543-2023',
      },
    },
  };

  it('gives the title and the column’s unit, by key, by shortName, or by its key written as a short name', () => {
    const metadata = parseOwidMetadata(JSON.stringify(documented));
    expect(metadata.chart.title).toBe('Life expectancy');
    expect(owidColumnUnit(metadata, 'life_expectancy_0')).toBe('years');
    const longKeys = parseOwidMetadata(
      JSON.stringify({ ...documented, columns: { 'Period life expectancy at birth': { ...documented.columns.life_expectancy_0, unit: '', shortUnit: '%' } } }),
    );
    expect(owidColumnUnit(longKeys, 'life_expectancy_0')).toBe('%');
    const noShortName = parseOwidMetadata(JSON.stringify({ ...documented, columns: { 'Share of GDP': { unit: '%' } } }));
    expect(owidColumnUnit(noShortName, 'share_of_gdp')).toBe('%');
    expect(owidColumnUnit(metadata, 'another_column')).toBeNull();
  });

  it('names a chart without a title by its column’s title, else by its slug', () => {
    const untitled = parseOwidMetadata(JSON.stringify({ ...documented, chart: {} }));
    expect(owidTitle(untitled, 'life_expectancy_0', 'life-expectancy')).toBe('Life expectancy at birth');
    expect(owidTitle(untitled, 'other', 'life-expectancy')).toBe('life-expectancy');
  });

  it.each([
    ['not JSON', 'Not Found'],
    ['a chart title that is a number', JSON.stringify({ ...documented, chart: { title: 7 } })],
    ['columns as a list', JSON.stringify({ ...documented, columns: [] })],
  ])('refuses %s with SourceShapeError', (_, text) => {
    expect(() => parseOwidMetadata(text)).toThrow(SourceShapeError);
  });
});

/** A SourceHttp answering bodies by the path asked, without a network. */
const answering = (answers: Record<string, { status?: number; text: string }>): SourceHttp => ({
  now: () => new Date('2026-11-25T00:00:00Z'),
  get: async (url, options) => {
    const answer = answers[new URL(url).pathname];
    if (!answer) throw new Error(`unexpected call ${url}`);
    const status = answer.status ?? 200;
    if (status !== 200 && !options?.pass?.includes(status)) throw new Error(`status ${status} not passed`);
    return { status, text: answer.text, contentType: null };
  },
});

describe('the OWID recordings (tests/upstream-recordings/owid)', () => {
  it('the documented long-name answer and its metadata chart through owidSource, unit and title as recorded', async () => {
    const series = await owidSource('https://ourworldindata.org/grapher').fetchSeries(
      { indicator: 'life-expectancy', entity: 'AFG' },
      answering({
        '/grapher/life-expectancy.csv': { text: recordingText('owid/life-expectancy-long-names-doc-example.csv') },
        '/grapher/life-expectancy.metadata.json': { text: recordingText('owid/life-expectancy-metadata-doc-example.json') },
      }),
    );
    expect(series).toEqual({
      source: 'owid',
      indicator: 'life-expectancy',
      entity: 'AFG',
      title: 'Life expectancy',
      entityName: 'Afghanistan',
      unit: 'years',
      points: [
        ['1950', 27.7275],
        ['1951', 27.9634],
      ],
      url: 'https://ourworldindata.org/grapher/life-expectancy?country=~AFG',
    });
  });

  it.each([
    [
      'owid/child-mortality-short-names-2026-02-19.csv',
      'child_mortality_rate',
      'Africa',
      null,
      [
        ['1966', 25.95],
        ['1967', 25.34],
      ],
    ],
    [
      'owid/access-to-electricity-short-names-2026-02-22.csv',
      'eg_elc_accs_zs',
      'Middle East, North Africa, Afghanistan and Pakistan (WB)',
      'WB_MENAP',
      [
        ['2000', 82.569916],
        ['2001', 83.279175],
      ],
    ],
    [
      'owid/basic-sanitation-long-names-2026-02-19.csv',
      'Share of the population using at least basic sanitation',
      'World',
      'OWID_WRL',
      [
        ['2000', 55.889515],
        ['2001', 56.498837],
      ],
    ],
    ['owid/population-short-names-cut-2026-10-05.csv', 'population_historical', 'Africa', 'OWID_AFR', [['2023', 1481233402]]],
  ])('%s reads its value column and its regions as recorded', (path, column, entity, code, points) => {
    const table = parseOwidCsv(recordingText(path));
    expect(table.column).toBe(column);
    expect(owidEntitySeries(table, entity)).toEqual({ entityName: entity, code, points });
  });

  it('a lower-case recording through owidSource, with its chart’s metadata keyed by short name', async () => {
    const metadata = {
      chart: { title: 'Population' },
      columns: { population_historical: { titleShort: 'Population', unit: 'people', shortName: 'population_historical' } },
    };
    const series = await owidSource('https://ourworldindata.org/grapher').fetchSeries(
      { indicator: 'population', entity: 'Kosovo' },
      answering({
        '/grapher/population.csv': { text: recordingText('owid/population-short-names-cut-2026-10-05.csv') },
        '/grapher/population.metadata.json': { text: JSON.stringify(metadata) },
      }),
    );
    expect(series).toMatchObject({
      title: 'Population',
      entityName: 'Kosovo',
      unit: 'people',
      points: [['2023', 1756374]],
      url: 'https://ourworldindata.org/grapher/population?country=~OWID_KOS',
    });
  });

  // owid-grapher functions/_common/downloadFunctions.ts; described, not recorded (README).
  it('a chart of non-redistributable data (403) is the plan’s miss, not a failure of OWID', async () => {
    const error = await owidSource('https://ourworldindata.org/grapher')
      .fetchSeries(
        { indicator: 'test-scores-ai-capabilities-relative-human-performance', entity: 'World' },
        answering({
          '/grapher/test-scores-ai-capabilities-relative-human-performance.csv': {
            status: 403,
            text: '{"status":403,"error":"This chart contains non-redistributable data that we are not allowed to re-share and it therefore cannot be downloaded as a CSV."}',
          },
          '/grapher/test-scores-ai-capabilities-relative-human-performance.metadata.json': { text: JSON.stringify({ chart: { title: 'AI' }, columns: {} }) },
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotInSourceError);
    expect(error).toMatchObject({ status: 422, kind: 'indicator' });
  });
});

describe('owidSource against the fake grapher', () => {
  let fakes: FakeSources;
  const http = () => fakeSourceHttp(fakes, 'owid');
  const source = () => owidSource(fakes.env.OWID_BASE_URL!);
  const expected = (slug: string, entity: string) => {
    const points: Array<[string, number]> = [];
    for (let year = FAKE_OWID_YEARS.first; year <= FAKE_OWID_YEARS.last; year++) {
      const value = fakeOwidValue(slug, entity, year);
      if (value !== null) points.push([String(year), value]);
    }
    return points;
  };

  beforeAll(async () => {
    fakes = await startFakeSources();
  });
  afterAll(() => fakes.close());

  it('charts exactly the first column’s values for a country named by ISO3, with gaps left out', async () => {
    const series = await source().fetchSeries({ indicator: 'life-expectancy', entity: 'usa' }, http());
    expect(series).toEqual({
      source: 'owid',
      indicator: 'life-expectancy',
      entity: 'usa',
      title: 'Life expectancy',
      entityName: 'United States',
      unit: 'years',
      points: expected('life-expectancy', 'United States'),
      url: 'https://ourworldindata.org/grapher/life-expectancy?country=~USA',
    });
    expect(series.points.length).toBeLessThan(FAKE_OWID_YEARS.last - FAKE_OWID_YEARS.first + 1);
  });

  // One fetch and parse per catalogue chart: well under a second alone, past Vitest's 5 s default
  // when CI's two cores are busy.
  it('charts every catalogue chart, continents and quoted names included', async () => {
    for (const [slug] of OWID_CHARTS) {
      const series = await source().fetchSeries({ indicator: slug, entity: 'Oceania' }, http());
      expect(series.points).toEqual(expected(slug, 'Oceania'));
      expect(series.url).toBe(`https://ourworldindata.org/grapher/${slug}?country=~Oceania`);
    }
    const bonaire = await source().fetchSeries({ indicator: 'population', entity: 'Bonaire, Sint Eustatius and Saba' }, http());
    expect(bonaire.points).toEqual(expected('population', 'Bonaire, Sint Eustatius and Saba'));
    const world = await source().fetchSeries({ indicator: 'population', entity: 'World' }, http());
    expect(world.points[0]?.[0]).toBe(String(FAKE_OWID_YEARS.first));
  }, 30_000);

  it('answers NotInSourceError for an unknown slug, suggesting catalogue charts', async () => {
    await expect(source().fetchSeries({ indicator: 'life-expectancy-at-birth', entity: 'USA' }, http())).rejects.toMatchObject({
      status: 422,
      kind: 'indicator',
      suggestions: ['life-expectancy'],
    });
    await expect(source().fetchSeries({ indicator: '../admin', entity: 'USA' }, http())).rejects.toBeInstanceOf(NotInSourceError);
  });

  it('answers NotInSourceError for an unknown entity, suggesting the nearest names in the chart', async () => {
    const error = await source()
      .fetchSeries({ indicator: 'population', entity: 'North Amerika' }, http())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, kind: 'entity', code: 'North Amerika' });
    expect((error as NotInSourceError).suggestions[0]).toBe('North America');
  });

  it('names Our World in Data when it is down, slow or garbled', async () => {
    const ask = () => source().fetchSeries({ indicator: 'population', entity: 'World' }, http());
    fakes.down.add('owid');
    await expect(ask()).rejects.toMatchObject({ status: 502, message: expect.stringContaining('Our World in Data') });
    fakes.down.clear();
    fakes.slow.set('owid', 3000);
    await expect(ask()).rejects.toMatchObject({ status: 504, message: expect.stringContaining('Our World in Data') });
    fakes.slow.clear();
    fakes.garbled.add('owid');
    await expect(ask()).rejects.toBeInstanceOf(SourceShapeError);
    fakes.garbled.clear();
  });

  it('cites the public site, not the configured base', () => {
    expect(owidChartUrl('co2-emissions-per-capita', 'North America')).toBe(
      'https://ourworldindata.org/grapher/co2-emissions-per-capita?country=~North%20America',
    );
  });
});

describe('owidSource on a bad day (a loopback upstream answering one fault each)', () => {
  let faults: FaultServer;
  beforeAll(async () => {
    faults = await startFaultServer();
  });
  afterAll(() => faults.close());

  const faultsOfOwid = [
    ...SOURCE_FAULTS.map((expected) =>
      // The CSV is read first: cut short, its last row has too few cells.
      expected.fault === 'truncated' ? { ...expected, cause: /^answered a CSV row of 2 cells under a header of 4 \(line 3\)$/ } : expected,
    ),
    {
      fault: 'csv-no-rows' as const,
      status: 502,
      message: /answered in a form we cannot read/,
      cause: /^answered a CSV with a header and no rows: \["entity","code","year","population"\]$/,
    },
  ];

  it.each(faultsOfOwid.map((expected) => [expected.fault, expected] as const))('%s is a named failure of Our World in Data', async (fault, expected) => {
    const http = sourceHttp('owid', { allowHosts: [new URL(faults.url).host], timeoutMs: FAULT_TIMEOUT_MS, clock: createClock() });
    const error = await owidSource(`${faults.url}/${fault}`)
      .fetchSeries({ indicator: 'population', entity: 'World' }, http)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: expected.status, message: expect.stringMatching(/^Our World in Data /) });
    expect((error as Error).message).toMatch(expected.message);
    expect((error as SourceUnavailableError).operatorCause).toMatch(expected.cause);
  });
});
