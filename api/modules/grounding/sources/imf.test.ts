import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeImfPoints, fakeImfYears } from '../../../../tests/support/fake-sources/imf';
import { caught, fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { createClock, type Clock } from '../../../lib/clock';
import { forgetImfLists, imfPageUrl, imfSource, lastCompleteYear, parseImfCountries, parseImfIndicators, parseImfValues } from './imf';
import { NotInSourceError, SourceShapeError, SourceUnavailableError, type SourceHttp } from './source';
import { sourceHttp } from './source-http';
import { FAULT_TIMEOUT_MS, SOURCE_FAULTS, startFaultServer, type FaultServer } from '../../../../tests/support/source-faults';

const API = { version: '1', 'output-method': 'json' };

describe('parseImfValues', () => {
  const body = { values: { NGDP_RPCH: { USA: { '2026': 2.1, '2023': 2.9, '2024': 2.8, '2025': 1.949, '2031': 2 } } }, api: API };

  it('keeps published years only, ascending, exactly as given', () => {
    expect(parseImfValues(body, 'NGDP_RPCH', 'USA', 2025)).toEqual({
      points: [
        ['2023', 2.9],
        ['2024', 2.8],
        ['2025', 1.949],
      ],
      note: null,
    });
  });

  it('answers null when the answer holds nothing for the code or the country', () => {
    expect(parseImfValues({ values: {}, api: API }, 'NGDP_RPCH', 'USA', 2025)).toBeNull();
    expect(parseImfValues({ api: API }, 'NGDP_RPCH', 'USA', 2025)).toBeNull();
    expect(parseImfValues(body, 'PCPIPCH', 'USA', 2025)).toBeNull();
    expect(parseImfValues(body, 'NGDP_RPCH', 'CHN', 2025)).toBeNull();
  });

  // What 2026 reports describe (tests/upstream-recordings/README.md, "imf"); no body was recorded.
  it('takes its country from an answer that holds every economy, an empty key mapped to null among them', () => {
    const everyone = { values: { NGDP_RPCH: { SDN: { '1980': 2.5 }, USA: { '2023': 2.9, '2024': 2.8 }, '': null }, '': null }, api: API };
    expect(parseImfValues(everyone, 'NGDP_RPCH', 'USA', 2025)?.points).toEqual([
      ['2023', 2.9],
      ['2024', 2.8],
    ]);
    expect(parseImfValues({ countries: { ABW: { label: 'Aruba' } } }, 'NGDP_R', 'GEO', 2025)).toBeNull();
  });

  it('leaves a null value out as a gap, and a null country as no values', () => {
    const gaps = { values: { NGDP_RPCH: { USA: { '2022': 1.9, '2023': null, '2024': 2.8, '': null } } }, api: API };
    expect(parseImfValues(gaps, 'NGDP_RPCH', 'USA', 2025)?.points).toEqual([
      ['2022', 1.9],
      ['2024', 2.8],
    ]);
    expect(parseImfValues({ values: { NGDP_RPCH: { USA: null } }, api: API }, 'NGDP_RPCH', 'USA', 2025)).toEqual({ points: [], note: null });
  });

  it('reads quarterly and monthly periods as periods, a quarter as its last month, and says so', () => {
    const quarters = { values: { X: { USA: { '2024Q2': 2, '2024Q1': 1, '2026Q1': 9 } } }, api: API };
    expect(parseImfValues(quarters, 'X', 'USA', 2025)).toEqual({
      points: [
        ['2024-03', 1],
        ['2024-06', 2],
      ],
      note: "Quarterly values, each shown at the quarter's last month.",
    });
    expect(parseImfValues({ values: { X: { USA: { '2024M02': 2, '2024M01': 1 } } } }, 'X', 'USA', 2025)?.points).toEqual([
      ['2024-01', 1],
      ['2024-02', 2],
    ]);
  });

  it.each([
    ['an array', []],
    ['an object of neither values nor api', { surprise: 'a shape nobody documented' }],
    ['values as a list', { values: [] }],
    ['a code holding a list', { values: { NGDP_RPCH: [] } }],
    ['a country holding a number', { values: { NGDP_RPCH: { USA: 3 } } }],
    ['a value as text', { values: { NGDP_RPCH: { USA: { '2020': '3.1' } } } }],
    ['an infinite value', { values: { NGDP_RPCH: { USA: { '2020': Number.POSITIVE_INFINITY } } } }],
    ['a period that is none', { values: { NGDP_RPCH: { USA: { FY2020: 1 } } } }],
  ])('refuses %s as a shape error', (_, garbage) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => parseImfValues(garbage, 'NGDP_RPCH', 'USA', 2025)).toThrow(SourceShapeError);
  });
});

describe('the IMF lists', () => {
  it('reads indicators and countries by upper-cased code, skipping an entry without a code', () => {
    const indicators = parseImfIndicators({
      indicators: {
        '': { label: null, description: null, source: null, unit: null, dataset: null },
        NGDP_RPCH: { label: 'Real GDP growth', description: '…', source: 'World Economic Outlook', unit: 'Annual percent change', dataset: 'WEO' },
        LUR: { label: 'Unemployment rate', unit: '' },
      },
      api: API,
    });
    expect([...indicators.keys()]).toEqual(['NGDP_RPCH', 'LUR']);
    expect(indicators.get('NGDP_RPCH')).toEqual({ code: 'NGDP_RPCH', label: 'Real GDP growth', unit: 'Annual percent change' });
    expect(indicators.get('LUR')?.unit).toBeNull();
    expect(parseImfCountries({ countries: { USA: { label: 'United States' }, XKX: { label: null } } }).get('XKX')).toEqual({ code: 'XKX', label: null });
  });

  it.each([
    ['no indicators', () => parseImfIndicators({ countries: {} })],
    ['an entry that is not an object', () => parseImfIndicators({ indicators: { LUR: 'Unemployment' } })],
    ['a label that is a number', () => parseImfIndicators({ indicators: { LUR: { label: 7 } } })],
    ['countries as a list', () => parseImfCountries({ countries: [] })],
  ])('refuses %s as a shape error', (_, parse) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parse).toThrow(SourceShapeError);
  });
});

describe('lastCompleteYear and imfPageUrl', () => {
  it('takes the year before the UTC year, and links the DataMapper page', () => {
    expect(lastCompleteYear(new Date('2026-01-01T00:30:00+01:00'))).toBe(2024);
    expect(lastCompleteYear(new Date('2026-11-25T12:00:00Z'))).toBe(2025);
    expect(imfPageUrl('NGDP_RPCH', 'USA')).toBe('https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/USA');
  });
});

describe('imfSource against a fake IMF', () => {
  let fakes: FakeSources;
  let http: SourceHttp;
  const httpWith = (clock: Clock, timeoutMs = 2000) => fakeSourceHttp(fakes, 'imf', { timeoutMs, clock });
  const listCalls = () => fakes.calls.filter((call) => call === 'imf /indicators' || call === 'imf /countries').length;

  beforeAll(async () => {
    fakes = await startFakeSources();
    http = httpWith(createClock());
  });
  afterAll(() => fakes.close());
  beforeEach(() => forgetImfLists());
  afterEach(() => {
    fakes.down.clear();
    fakes.garbled.clear();
    fakes.slow.clear();
    vi.restoreAllMocks();
  });

  it('charts exactly the published numbers, leaving projections out', async () => {
    const series = await imfSource(fakes.env.IMF_BASE_URL!).fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http);
    expect(series).toMatchObject({
      source: 'imf',
      indicator: 'NGDP_RPCH',
      entity: 'USA',
      title: 'Real GDP growth',
      entityName: 'United States',
      unit: 'Annual percent change',
      url: 'https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/USA',
    });
    expect(series.points).toEqual(fakeImfPoints('NGDP_RPCH', 'USA'));
    expect(series.points[0]?.[0]).toBe('1980');
    expect(series.points.at(-1)?.[0]).toBe(String(new Date().getUTCFullYear() - 1));
    expect(fakeImfYears().at(-1)).toBe(new Date().getUTCFullYear() + 5);
  });

  it('takes codes in any case and answers them as the IMF spells them', async () => {
    const series = await imfSource(fakes.env.IMF_BASE_URL!).fetchSeries({ indicator: 'ngdpd', entity: 'chn' }, http);
    expect(series).toMatchObject({ indicator: 'NGDPD', entity: 'CHN', unit: 'Billions of U.S. dollars' });
    expect(series.points).toEqual(fakeImfPoints('NGDPD', 'CHN'));
  });

  it('fetches the lists once a day', async () => {
    let offset = 0;
    const clock: Clock = { now: () => new Date(Date.now() + offset) };
    const source = imfSource(fakes.env.IMF_BASE_URL!);
    const before = listCalls();
    await Promise.all([
      source.fetchSeries({ indicator: 'LUR', entity: 'DEU' }, httpWith(clock)),
      source.fetchSeries({ indicator: 'LUR', entity: 'FRA' }, httpWith(clock)),
    ]);
    await source.fetchSeries({ indicator: 'LUR', entity: 'JPN' }, httpWith(clock));
    expect(listCalls() - before).toBe(2);
    offset = 25 * 60 * 60 * 1000;
    await source.fetchSeries({ indicator: 'LUR', entity: 'JPN' }, httpWith(clock));
    expect(listCalls() - before).toBe(4);
  });

  it('names an unknown indicator with the nearest known codes', async () => {
    const error = await caught(imfSource(fakes.env.IMF_BASE_URL!).fetchSeries({ indicator: 'NGDP_RPCX', entity: 'USA' }, http));
    expect(error).toBeInstanceOf(NotInSourceError);
    expect(error).toMatchObject({ status: 422, kind: 'indicator', code: 'NGDP_RPCX', message: 'IMF has no indicator "NGDP_RPCX"' });
    const { suggestions } = error as NotInSourceError;
    expect(suggestions[0]).toBe('NGDP_RPCH');
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('names an unknown country with the nearest known codes', async () => {
    const error = await caught(imfSource(fakes.env.IMF_BASE_URL!).fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USX' }, http));
    expect(error).toMatchObject({ status: 422, kind: 'entity', code: 'USX' });
    expect((error as NotInSourceError).suggestions[0]).toBe('USA');
  });

  it('answers 502 naming the IMF when it is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakes.down.add('imf');
    const error = await caught(imfSource(fakes.env.IMF_BASE_URL!).fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http));
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ status: 502 });
    expect((error as Error).message).toContain('IMF');
  });

  it('tries the lists again after a failure rather than keeping it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const source = imfSource(fakes.env.IMF_BASE_URL!);
    fakes.down.add('imf');
    await caught(source.fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http));
    fakes.down.clear();
    expect((await source.fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http)).points.length).toBeGreaterThan(0);
  });

  it('answers 504 when it is slow', async () => {
    fakes.slow.set('imf', 3000);
    const error = await caught(imfSource(fakes.env.IMF_BASE_URL!).fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, httpWith(createClock(), 500)));
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ status: 504 });
  });

  it('answers 502 when the lists or the values come back in no documented shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const source = imfSource(fakes.env.IMF_BASE_URL!);
    fakes.garbled.add('imf');
    expect(await caught(source.fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http))).toBeInstanceOf(SourceShapeError);
    fakes.garbled.clear();
    await source.fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http);
    fakes.garbled.add('imf');
    const error = await caught(source.fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http));
    expect(error).toBeInstanceOf(SourceShapeError);
    expect(error).toMatchObject({ status: 502 });
    expect(log).toHaveBeenCalled();
  });
});

describe('imfSource on a bad day (a loopback upstream answering one fault each)', () => {
  let faults: FaultServer;
  beforeAll(async () => {
    faults = await startFaultServer();
  });
  afterAll(() => faults.close());
  beforeEach(() => forgetImfLists());

  it.each(SOURCE_FAULTS.map((expected) => [expected.fault, expected] as const))('%s is a named failure of the IMF', async (fault, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const http = sourceHttp('imf', { allowHosts: [new URL(faults.url).host], timeoutMs: FAULT_TIMEOUT_MS, clock: createClock() });
    const error = await caught(imfSource(`${faults.url}/${fault}`).fetchSeries({ indicator: 'NGDP_RPCH', entity: 'USA' }, http));
    expect(error).toMatchObject({ status: expected.status, message: expect.stringMatching(/^IMF /) });
    expect((error as Error).message).toMatch(expected.message);
    expect((error as SourceUnavailableError).operatorCause).toMatch(expected.cause);
  });
});
