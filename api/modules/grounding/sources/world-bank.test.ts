import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeWorldBankPoints, fakeWorldBankYears } from '../../../../tests/support/fake-sources/world-bank';
import { caught, fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { FAULT_TIMEOUT_MS, SOURCE_FAULTS, startFaultServer, type FaultServer } from '../../../../tests/support/source-faults';
import { recordingText } from '../../../../tests/support/upstream-recordings';
import { createClock } from '../../../lib/clock';
import { sourceHttp } from './source-http';
import { NotInSourceError, SourceShapeError, SourceUnavailableError, type FetchedSeries, type SourceHttp } from './source';
import { parseWorldBankAnswer, parseWorldBankLookup, WDI_DATABASE_URL, worldBankCitationUrl, worldBankSeries, worldBankSource } from './world-bank';

const META = { page: 1, pages: 1, per_page: 50, total: 3, sourceid: '2', lastupdated: '2026-10-15' };
const row = (date: string, value: number | null) => ({
  indicator: { id: 'NY.GDP.MKTP.KD.ZG', value: 'GDP growth (annual %)' },
  country: { id: 'US', value: 'United States' },
  countryiso3code: 'USA',
  date,
  value,
  unit: '',
  obs_status: '',
  decimal: 1,
});
const INVALID = [{ message: [{ id: '120', key: 'Invalid value', value: 'The provided parameter value is not valid' }] }];

describe('parseWorldBankAnswer', () => {
  it('reads a page newest first, and the series keeps published years only, ascending', () => {
    const answer = parseWorldBankAnswer([META, [row('2024', null), row('2023', 2.887), row('2022', 1.935)]]);
    expect(answer).toMatchObject({ kind: 'rows', page: 1, pages: 1, total: 3 });
    if (answer.kind !== 'rows') throw new Error('rows expected');
    const series = worldBankSeries({ indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' }, answer.rows);
    expect(series).toEqual({
      source: 'worldbank',
      indicator: 'NY.GDP.MKTP.KD.ZG',
      entity: 'USA',
      title: 'GDP growth (annual %)',
      entityName: 'United States',
      unit: null,
      points: [
        ['2022', 1.935],
        ['2023', 2.887],
      ],
      url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
    });
  });

  it('takes paging counts written as numeric strings, and rows of null as no data', () => {
    expect(parseWorldBankAnswer([{ page: '2', pages: '3', per_page: '10', total: '25' }, null])).toEqual({
      kind: 'rows',
      page: 2,
      pages: 3,
      total: 25,
      rows: [],
    });
  });

  it('keeps a unit the row states', () => {
    const answer = parseWorldBankAnswer([META, [{ ...row('2023', 5), unit: 'kt' }]]);
    if (answer.kind !== 'rows') throw new Error('rows expected');
    expect(worldBankSeries({ indicator: 'X', entity: 'USA' }, answer.rows).unit).toBe('kt');
  });

  it('reads monthly periods as ISO months', () => {
    const answer = parseWorldBankAnswer([META, [row('2024M02', 1), row('2024M01', 2)]]);
    if (answer.kind !== 'rows') throw new Error('rows expected');
    const series = worldBankSeries({ indicator: 'X', entity: 'USA' }, answer.rows);
    expect(series.points).toEqual([
      ['2024-01', 2],
      ['2024-02', 1],
    ]);
    expect(series.note).toBeUndefined();
  });

  // The documented forms (datahelpdesk article 898581: date=2013Q1:2013Q4); no recorded body has them.
  it('reads quarters as their last month, says so, and keeps a null quarter as a gap', () => {
    const answer = parseWorldBankAnswer([META, [row('2013Q4', null), row('2013Q3', 3.5), row('2013Q2', 2.25), row('2013Q1', 1)]]);
    if (answer.kind !== 'rows') throw new Error('rows expected');
    const series = worldBankSeries({ indicator: 'X', entity: 'USA' }, answer.rows);
    expect(series.points).toEqual([
      ['2013-03', 1],
      ['2013-06', 2.25],
      ['2013-09', 3.5],
    ]);
    expect(series.note).toBe("Quarterly values, each shown at the quarter's last month.");
  });

  it('reads the message array an unknown code answers', () => {
    expect(parseWorldBankAnswer(INVALID)).toEqual({
      kind: 'message',
      messages: [{ id: '120', key: 'Invalid value', value: 'The provided parameter value is not valid' }],
    });
    const archived = [{ message: [{ id: '175', key: 'Invalid format', value: 'The indicator was not found. It may have been deleted or archived.' }] }];
    expect(parseWorldBankAnswer(archived)).toMatchObject({ kind: 'message', messages: [{ id: '175' }] });
  });

  it.each([
    ['an object', { surprise: 'a shape nobody documented' }],
    ['an empty array', []],
    ['meta alone', [META]],
    ['three parts', [META, [], []]],
    ['rows not an array', [META, { 0: row('2023', 1) }]],
    ['a value that is text, not a number', [META, [{ ...row('2023', null), value: 'n/a' }]]],
    ['a date that is no period', [META, [row('FY2023', 1)]]],
    ['an infinite value', [META, [row('2023', Number.POSITIVE_INFINITY)]]],
    ['a row without country', [META, [{ ...row('2023', 1), country: undefined }]]],
    ['a negative page count', [{ ...META, pages: -1 }, []]],
    ['an empty message list', [{ message: [] }]],
  ])('refuses %s as a shape error', (_, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => parseWorldBankAnswer(body)).toThrow(SourceShapeError);
  });

  it('refuses a year given twice', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = parseWorldBankAnswer([META, [row('2023', 1), row('2023', 2)]]);
    if (answer.kind !== 'rows') throw new Error('rows expected');
    expect(() => worldBankSeries({ indicator: 'X', entity: 'USA' }, answer.rows)).toThrow(SourceShapeError);
  });
});

describe('parseWorldBankLookup', () => {
  it('reads a country and an indicator entry, or the message of an unknown one', () => {
    expect(parseWorldBankLookup([{ page: 1, pages: 1, per_page: '50', total: 1 }, [{ id: 'WLD', iso2Code: '1W', name: 'World' }]])).toEqual({
      kind: 'found',
      id: 'WLD',
      name: 'World',
      iso2Code: '1W',
    });
    expect(parseWorldBankLookup([{ page: 1 }, [{ id: 'SP.POP.TOTL', name: 'Population, total', unit: '' }]])).toMatchObject({ kind: 'found', iso2Code: null });
    expect(parseWorldBankLookup(INVALID)).toMatchObject({ kind: 'message' });
  });
});

describe('worldBankCitationUrl', () => {
  const series = (indicator: string, location: string): FetchedSeries => ({
    source: 'worldbank',
    indicator,
    entity: location,
    title: '',
    entityName: '',
    unit: null,
    points: [],
    url: `https://data.worldbank.org/indicator/${indicator}?locations=${location}`,
  });

  it('names every location of one indicator on one page', () => {
    expect(worldBankCitationUrl([series('SP.POP.TOTL', 'US'), series('SP.POP.TOTL', 'CN'), series('SP.POP.TOTL', 'US')])).toBe(
      'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=US-CN',
    );
  });

  it('cites the WDI database for several indicators', () => {
    expect(worldBankCitationUrl([series('SP.POP.TOTL', 'US'), series('NY.GDP.MKTP.CD', 'US')])).toBe(WDI_DATABASE_URL);
  });
});

describe('worldBankSource against a fake World Bank', () => {
  let fakes: FakeSources;
  let http: SourceHttp;
  const calls = (fragment: string) => fakes.calls.filter((call) => call.includes(fragment));

  beforeAll(async () => {
    fakes = await startFakeSources();
    http = fakeSourceHttp(fakes, 'worldbank');
  });
  afterAll(() => fakes.close());
  afterEach(() => {
    fakes.down.clear();
    fakes.garbled.clear();
    vi.restoreAllMocks();
  });

  it('charts exactly the published numbers, in one request', async () => {
    const source = worldBankSource(fakes.env.WORLDBANK_BASE_URL!);
    const before = calls('/country/USA/indicator/NY.GDP.MKTP.KD.ZG').length;
    const series = await source.fetchSeries({ indicator: 'NY.GDP.MKTP.KD.ZG', entity: 'USA' }, http);
    expect(series.points).toEqual(fakeWorldBankPoints('NY.GDP.MKTP.KD.ZG', 'USA'));
    expect(series.points.length).toBeGreaterThan(20);
    // The fake leaves the newest year unpublished: a gap, not a zero.
    expect(series.points.at(-1)?.[0]).not.toBe(String(fakeWorldBankYears().at(-1)));
    expect(series).toMatchObject({
      title: 'GDP growth (annual %)',
      entityName: 'United States',
      unit: null,
      url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US',
    });
    expect(calls('/country/USA/indicator/NY.GDP.MKTP.KD.ZG').length - before).toBe(1);
  });

  it('follows every page when a page is small', async () => {
    const source = worldBankSource(fakes.env.WORLDBANK_BASE_URL!, { perPage: 7 });
    const series = await source.fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'CHN' }, http);
    expect(series.points).toEqual(fakeWorldBankPoints('SP.POP.TOTL', 'CHN'));
    const pages = calls('/country/CHN/indicator/SP.POP.TOTL');
    expect(pages).toHaveLength(Math.ceil(fakeWorldBankYears().length / 7));
    expect(pages.some((call) => call.includes('page=2'))).toBe(true);
  });

  it('links an aggregate by the id the data site uses', async () => {
    const series = await worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'sp.pop.totl', entity: 'wld' }, http);
    expect(series).toMatchObject({
      indicator: 'SP.POP.TOTL',
      entity: 'WLD',
      entityName: 'World',
      url: 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=1W',
    });
    expect(series.points).toEqual(fakeWorldBankPoints('SP.POP.TOTL', 'WLD'));
  });

  it('says which code is unknown: the indicator', async () => {
    const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'NY.GDP.MKTP.ZZ', entity: 'USA' }, http));
    expect(error).toBeInstanceOf(NotInSourceError);
    expect(error).toMatchObject({ status: 422, kind: 'indicator', code: 'NY.GDP.MKTP.ZZ' });
    expect((error as NotInSourceError).suggestions).toContain('NY.GDP.MKTP.CD');
    expect((error as Error).message).toBe('World Bank has no indicator "NY.GDP.MKTP.ZZ"');
  });

  it('says which code is unknown: the country', async () => {
    const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'USX' }, http));
    expect(error).toBeInstanceOf(NotInSourceError);
    expect(error).toMatchObject({ status: 422, kind: 'entity', code: 'USX' });
    expect((error as NotInSourceError).suggestions).toContain('USA');
  });

  it('refuses a code that cannot be one without asking the source', async () => {
    const before = fakes.calls.length;
    const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'United States' }, http));
    expect(error).toMatchObject({ kind: 'entity' });
    expect(fakes.calls.length).toBe(before);
  });

  it('answers 502 naming the World Bank when it is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakes.down.add('worldbank');
    const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'USA' }, http));
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ status: 502 });
    expect((error as Error).message).toContain('World Bank');
  });

  it('answers 504 when it is slow', async () => {
    fakes.slow.set('worldbank', 3000);
    try {
      const slowHttp = fakeSourceHttp(fakes, 'worldbank', { timeoutMs: 500 });
      const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'USA' }, slowHttp));
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect(error).toMatchObject({ status: 504 });
    } finally {
      fakes.slow.delete('worldbank');
    }
  });

  it('answers 502 and logs when it answers nonsense', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakes.garbled.add('worldbank');
    const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'USA' }, http));
    expect(error).toBeInstanceOf(SourceShapeError);
    expect(error).toMatchObject({ status: 502 });
    expect(log).toHaveBeenCalled();
  });
});

describe('worldBankSource with no rows for a valid pair', () => {
  it('answers a series with no points, titled from the indicator and country lookups', async () => {
    const answers: Record<string, unknown> = {
      '/country/EUU/indicator/SP.POP.TOTL': [{ page: 1, pages: 0, per_page: 1000, total: 0 }, null],
      '/indicator/SP.POP.TOTL': [{ page: 1, pages: 1, per_page: '50', total: 1 }, [{ id: 'SP.POP.TOTL', name: 'Population, total' }]],
      '/country/EUU': [{ page: 1, pages: 1, per_page: '50', total: 1 }, [{ id: 'EUU', iso2Code: 'EU', name: 'European Union' }]],
    };
    const http: SourceHttp = {
      now: () => new Date('2026-11-25T00:00:00Z'),
      get: async (url) => ({ status: 200, text: JSON.stringify(answers[new URL(url).pathname.replace(/^\/v2/, '')]), contentType: 'application/json' }),
    };
    const series = await worldBankSource('https://api.worldbank.org/v2').fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'EUU' }, http);
    expect(series).toMatchObject({
      points: [],
      title: 'Population, total',
      entityName: 'European Union',
      url: 'https://data.worldbank.org/indicator/SP.POP.TOTL?locations=EU',
    });
  });
});

/** A SourceHttp answering recorded or quoted bodies by path, without a network. */
const answering = (answers: Record<string, string>): SourceHttp => ({
  now: () => new Date('2026-11-25T00:00:00Z'),
  get: async (url) => {
    const text = answers[new URL(url).pathname.replace(/^\/v2/, '')];
    if (text === undefined) throw new Error(`unexpected call ${url}`);
    return { status: 200, text, contentType: 'application/json;charset=utf-8' };
  },
});

describe('the World Bank recordings (tests/upstream-recordings/world-bank)', () => {
  it('v2, 2020: charts the recorded numbers ascending, titled and linked as recorded', async () => {
    const body = recordingText('world-bank/v2-gnp-per-capita-us-1990-1997.json');
    const series = await worldBankSource('https://api.worldbank.org/v2').fetchSeries(
      { indicator: 'NY.GNP.PCAP.CD', entity: 'USA' },
      answering({ '/country/USA/indicator/NY.GNP.PCAP.CD': body }),
    );
    expect(series).toEqual({
      source: 'worldbank',
      indicator: 'NY.GNP.PCAP.CD',
      entity: 'USA',
      title: 'GNI per capita, Atlas method (current US$)',
      entityName: 'United States',
      unit: null,
      points: [
        ['1990', 24060],
        ['1991', 24270],
        ['1992', 25680],
        ['1993', 26390],
        ['1994', 27650],
        ['1995', 29040],
        ['1996', 30270],
        ['1997', 31270],
      ],
      url: 'https://data.worldbank.org/indicator/NY.GNP.PCAP.CD?locations=US',
    });
  });

  it('v1, 2016: reads null values as gaps and the old numbers written as text, paging counts as text', () => {
    const answer = parseWorldBankAnswer(JSON.parse(recordingText('world-bank/v1-gdp-all-countries-2014-page1.json')));
    expect(answer).toMatchObject({ kind: 'rows', page: 1, pages: 5, total: 248 });
    if (answer.kind !== 'rows') throw new Error('rows expected');
    expect(answer.rows.map((r) => [r.entityName, r.period, r.value])).toEqual([
      ['Afghanistan', '2014', 20038215159.3873],
      ['Albania', '2014', 13211513725.5881],
      ['Algeria', '2014', 213518488688.12],
      ['American Samoa', '2014', null],
      ['Andorra', '2014', null],
      ['Angola', '2014', null],
    ]);
    const samoa = answer.rows.filter((r) => r.entityName === 'American Samoa');
    expect(worldBankSeries({ indicator: 'NY.GDP.MKTP.CD', entity: 'ASM' }, samoa).points).toEqual([]);
  });

  // Quoted, not recorded: README, "Described, not recorded".
  it.each([
    ['120, an unknown code', '120', 'Invalid value', 'The provided parameter value is not valid'],
    ['175, an indicator deleted or archived', '175', 'Invalid format', 'The indicator was not found. It may have been deleted or archived.'],
  ])('the message %s is the plan’s miss (422), not a 502', async (_, id, key, value) => {
    const message = JSON.stringify([{ message: [{ id, key, value }] }]);
    const error = await caught(
      worldBankSource('https://api.worldbank.org/v2').fetchSeries(
        { indicator: 'SH.XPD.KHEX.GD.ZS', entity: 'USA' },
        answering({ '/country/USA/indicator/SH.XPD.KHEX.GD.ZS': message, '/indicator/SH.XPD.KHEX.GD.ZS': message }),
      ),
    );
    expect(error).toBeInstanceOf(NotInSourceError);
    expect(error).toMatchObject({ status: 422, kind: 'indicator', code: 'SH.XPD.KHEX.GD.ZS' });
  });

  it('any other message is the World Bank failing, named with its words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = JSON.stringify([
      { message: [{ id: '105', key: 'Service currently unavailable', value: 'The requested service is temporarily unavailable.' }] },
    ]);
    const error = await caught(
      worldBankSource('https://api.worldbank.org/v2').fetchSeries(
        { indicator: 'SP.POP.TOTL', entity: 'USA' },
        answering({ '/country/USA/indicator/SP.POP.TOTL': message }),
      ),
    );
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ status: 502, message: 'World Bank is unavailable right now. Please try again later.' });
    expect((error as SourceUnavailableError).operatorCause).toMatch(
      /^answered a message instead of data for .*: 105 "Service currently unavailable" The requested service/,
    );
    vi.restoreAllMocks();
  });
});

describe('worldBankSource on a bad day (a loopback upstream answering one fault each)', () => {
  let faults: FaultServer;
  beforeAll(async () => {
    faults = await startFaultServer();
  });
  afterAll(() => faults.close());

  it.each(SOURCE_FAULTS.map((expected) => [expected.fault, expected] as const))('%s is a named failure of the World Bank', async (fault, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const http = sourceHttp('worldbank', { allowHosts: [new URL(faults.url).host], timeoutMs: FAULT_TIMEOUT_MS, clock: createClock() });
    const error = await caught(worldBankSource(`${faults.url}/${fault}`).fetchSeries({ indicator: 'SP.POP.TOTL', entity: 'USA' }, http));
    expect(error).toMatchObject({ status: expected.status, message: expect.stringMatching(/^World Bank /) });
    expect((error as Error).message).toMatch(expected.message);
    expect((error as SourceUnavailableError).operatorCause).toMatch(expected.cause);
    vi.restoreAllMocks();
  });
});
