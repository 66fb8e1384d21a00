import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The fake server before its handlers: they import it back, and it builds its routes on load.
import { fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { FAKE_SEC_COMPANIES, FAKE_SEC_LAST_FISCAL_YEAR, fakeSecRestated, fakeSecValue, fakeSecYearEnd } from '../../../../tests/support/fake-sources/sec';
import { mergeConceptYears, parseSecConcept, secAnnualValues, secUnitFacts, type SecFact } from './sec-facts';
import { findSecCompany, normalizeTicker, parseSecTickers } from './sec-tickers';
import { resolveSecIndicator, secSource } from './sec';
import { NotInSourceError, SourceShapeError, SourceUnavailableError } from './source';
import { sourceHttp } from './source-http';
import { citationsFor } from '../citations';
import type { Sources } from './registry';
import { createClock } from '../../../lib/clock';
import { FAULT_TIMEOUT_MS, SOURCE_FAULTS, startFaultServer, type FaultServer } from '../../../../tests/support/source-faults';
import { pythonLiteral, recordingText } from '../../../../tests/support/upstream-recordings';

vi.spyOn(console, 'error').mockImplementation(() => {});

const fact = (f: Partial<SecFact> & Pick<SecFact, 'end' | 'val' | 'filed'>): SecFact => ({ accn: `acc-${f.filed}`, fy: 2023, fp: 'FY', form: '10-K', ...f });

describe('secAnnualValues', () => {
  it('keys a period repeated across 10-Ks by the year it ends, the latest filing winning', () => {
    // Apple's FY2021 (ends 2021-09-25) as the 2021, 2022 and 2023 10-Ks report it; the 2023 one restated it.
    const facts = [
      fact({ start: '2020-09-27', end: '2021-09-25', val: 100, fy: 2021, filed: '2021-10-29' }),
      fact({ start: '2020-09-27', end: '2021-09-25', val: 100, fy: 2022, filed: '2022-10-28' }),
      fact({ start: '2020-09-27', end: '2021-09-25', val: 101, fy: 2023, filed: '2023-11-03' }),
      fact({ start: '2021-09-26', end: '2022-09-24', val: 200, fy: 2023, filed: '2023-11-03' }),
    ];
    expect([...secAnnualValues(facts)]).toEqual([
      ['2021', 101],
      ['2022', 200],
    ]);
  });

  it('uses the end year, not fy, when a fiscal year ends mid-year', () => {
    // Microsoft's fiscal 2020 (July 2019 to June 2020) as its FY2022 10-K repeats it: fy 2022.
    const values = secAnnualValues([fact({ start: '2019-07-01', end: '2020-06-30', val: 143_015_000_000, fy: 2022, filed: '2022-07-28' })]);
    expect([...values]).toEqual([['2020', 143_015_000_000]]);
  });

  it('never takes quarters, year-to-date periods or 10-Q facts', () => {
    const values = secAnnualValues([
      fact({ start: '2023-10-01', end: '2023-12-30', val: 1, fy: 2024, fp: 'Q1', form: '10-Q', filed: '2024-02-02' }),
      fact({ start: '2023-01-01', end: '2023-12-31', val: 2, fy: 2024, fp: 'Q1', form: '10-Q', filed: '2024-02-02' }),
      fact({ start: '2023-10-01', end: '2023-12-31', val: 3, filed: '2024-02-02' }),
      fact({ start: '2023-01-01', end: '2023-09-30', val: 4, filed: '2024-02-02' }),
      fact({ start: '2023-01-01', end: '2023-12-31', val: 5, form: '8-K', filed: '2024-02-02' }),
    ]);
    expect([...values]).toEqual([]);
  });

  it('takes 10-K/A amendments, the later filing winning', () => {
    const values = secAnnualValues([
      fact({ start: '2022-01-01', end: '2022-12-31', val: 10, filed: '2023-02-01', accn: 'a' }),
      fact({ start: '2022-01-01', end: '2022-12-31', val: 11, form: '10-K/A', filed: '2023-04-01', accn: 'b' }),
    ]);
    expect([...values]).toEqual([['2022', 11]]);
  });

  it('takes instants at fiscal year ends, including the equity statement’s earlier ones', () => {
    const accn = '0000320193-23-000106';
    const values = secAnnualValues([
      fact({ end: '2023-09-30', val: 352_583_000_000, accn, filed: '2023-11-03' }),
      fact({ end: '2022-09-24', val: 352_755_000_000, accn, filed: '2023-11-03' }),
      fact({ end: '2020-09-26', val: 65_339_000_000, accn, filed: '2023-11-03' }),
      // A mid-year instant in a 10-K (a subsequent event) is not a year-end value.
      fact({ end: '2023-03-31', val: 9, accn, filed: '2023-11-03' }),
      fact({ end: '2023-07-01', val: 8, form: '10-Q', fp: 'Q3', filed: '2023-08-04' }),
    ]);
    expect([...values].sort()).toEqual([
      ['2020', 65_339_000_000],
      ['2022', 352_755_000_000],
      ['2023', 352_583_000_000],
    ]);
  });
});

describe('mergeConceptYears', () => {
  it('takes the first concept with values, filling only the years it lacks from later ones', () => {
    const renamed = new Map([
      ['2018', 265],
      ['2019', 260],
    ]);
    const before = new Map([
      ['2016', 215],
      ['2017', 229],
      ['2018', 999],
    ]);
    expect(mergeConceptYears([new Map(), renamed, before])).toEqual([
      ['2016', 215],
      ['2017', 229],
      ['2018', 265],
      ['2019', 260],
    ]);
  });
});

describe('parseSecConcept', () => {
  const documented = {
    cik: 320193,
    taxonomy: 'us-gaap',
    tag: 'EarningsPerShareDiluted',
    label: 'Earnings Per Share, Diluted',
    description: 'The amount of net income (loss) for the period per each share…',
    entityName: 'Apple Inc.',
    units: {
      'USD/shares': [
        {
          start: '2022-09-25',
          end: '2023-09-30',
          val: 6.13,
          accn: '0000320193-23-000106',
          fy: 2023,
          fp: 'FY',
          form: '10-K',
          filed: '2023-11-03',
          frame: 'CY2023',
        },
      ],
    },
  };

  it('reads the documented answer, in the unit asked for', () => {
    const concept = parseSecConcept(JSON.stringify(documented));
    expect(secUnitFacts(concept, 'USD/shares')?.facts[0]?.val).toBe(6.13);
    expect(secUnitFacts(concept, 'USD')).toBeNull();
    expect(secUnitFacts(concept, null)?.unit).toBe('USD/shares');
  });

  it.each([
    ['not JSON', '<html>maintenance</html>'],
    ['no units', JSON.stringify({ ...documented, units: undefined })],
    ['a value as text', JSON.stringify({ ...documented, units: { USD: [{ ...documented.units['USD/shares'][0], val: '6.13' }] } })],
    ['a malformed date', JSON.stringify({ ...documented, units: { USD: [{ ...documented.units['USD/shares'][0], end: '30/09/2023' }] } })],
    ['an array', '[]'],
  ])('refuses %s with SourceShapeError', (_, text) => {
    expect(() => parseSecConcept(text)).toThrow(SourceShapeError);
  });
});

describe('EDGAR tickers', () => {
  const companies = parseSecTickers(
    JSON.stringify({
      '0': { cik_str: 320193, ticker: 'AAPL', title: 'Apple Inc.' },
      '1': { cik_str: 1067983, ticker: 'BRK-B', title: 'BERKSHIRE HATHAWAY INC' },
      '2': { cik_str: 1652044, ticker: 'GOOGL', title: 'Alphabet Inc.' },
      '3': { cik_str: 1652044, ticker: 'GOOG', title: 'Alphabet Inc.' },
    }),
  );

  it('finds a ticker in any case, with share classes written either way', () => {
    expect(findSecCompany(companies, 'aapl').cik).toBe(320193);
    expect(findSecCompany(companies, 'BRK.B').title).toBe('BERKSHIRE HATHAWAY INC');
    expect(normalizeTicker(' $brk/b ')).toBe('BRK-B');
  });

  it('suggests companies whose name holds the word, and tickers spelled alike', () => {
    const miss = (entity: string) => {
      try {
        findSecCompany(companies, entity);
      } catch (error) {
        return error as NotInSourceError;
      }
      throw new Error('found');
    };
    expect(miss('Apple')).toMatchObject({ source: 'sec', kind: 'entity', code: 'Apple', suggestions: ['AAPL (Apple Inc.)'] });
    expect(miss('GOOGLE').suggestions).toEqual(['GOOG (Alphabet Inc.)', 'GOOGL (Alphabet Inc.)']);
    expect(miss('ZZZZZZ').suggestions).toEqual([]);
  });

  it('refuses a list of another shape', () => {
    expect(() => parseSecTickers('{"0":{"cik":1}}')).toThrow(SourceShapeError);
    expect(() => parseSecTickers('{}')).toThrow(SourceShapeError);
  });
});

describe('resolveSecIndicator', () => {
  it('takes metric names, forgiving case and separators, and raw us-gaap concepts', () => {
    expect(resolveSecIndicator('Net Income').concepts).toEqual(['NetIncomeLoss']);
    expect(resolveSecIndicator('eps').unit).toBe('USD/shares');
    expect(resolveSecIndicator('InventoryNet')).toEqual({ title: null, unit: null, concepts: ['InventoryNet'] });
  });

  it('refuses anything else, suggesting metric names', () => {
    expect(() => resolveSecIndicator('revenu')).toThrow(expect.objectContaining({ kind: 'indicator', suggestions: expect.arrayContaining(['revenue']) }));
    expect(() => resolveSecIndicator('../../etc/passwd')).toThrow(NotInSourceError);
  });
});

describe('secSource against the fake EDGAR', () => {
  let fakes: FakeSources;
  const http = () => fakeSourceHttp(fakes, 'sec');
  const source = (userAgent = fakes.env.SEC_USER_AGENT!) => secSource({ baseUrl: fakes.env.SEC_BASE_URL!, tickersUrl: fakes.env.SEC_TICKERS_URL!, userAgent });

  beforeAll(async () => {
    fakes = await startFakeSources();
  });
  afterAll(() => fakes.close());

  it("charts Apple's revenue: the renamed concept from 2016, SalesRevenueNet before", async () => {
    const series = await source().fetchSeries({ indicator: 'revenue', entity: 'AAPL' }, http());
    const expected: Array<[string, number]> = [];
    for (let year = 2007; year <= FAKE_SEC_LAST_FISCAL_YEAR; year++) {
      const concept = year >= 2016 ? 'RevenueFromContractWithCustomerExcludingAssessedTax' : 'SalesRevenueNet';
      expected.push([String(year), fakeSecValue('AAPL', concept, year)]);
    }
    expect(series).toEqual({
      source: 'sec',
      indicator: 'revenue',
      entity: 'AAPL',
      title: 'Revenue',
      entityName: 'Apple Inc.',
      unit: 'USD',
      points: expected,
      url: 'https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000320193&type=10-K',
    });
    expect(fakes.calls.filter((call) => call.includes('/us-gaap/'))).toEqual([
      'sec /api/xbrl/companyconcept/CIK0000320193/us-gaap/RevenueFromContractWithCustomerExcludingAssessedTax.json',
      'sec /api/xbrl/companyconcept/CIK0000320193/us-gaap/Revenues.json',
      'sec /api/xbrl/companyconcept/CIK0000320193/us-gaap/SalesRevenueNet.json',
      'sec /api/xbrl/companyconcept/CIK0000320193/us-gaap/RevenueFromContractWithCustomerIncludingAssessedTax.json',
    ]);
  });

  it('keeps the latest (restated) values and keys mid-year fiscal years by their end', async () => {
    const msft = FAKE_SEC_COMPANIES.find((c) => c.ticker === 'MSFT')!;
    expect(fakeSecYearEnd(msft, 2020)).toBe('2020-06-30');
    const restated = [...Array(10).keys()].map((i) => 2012 + i).filter((year) => fakeSecRestated('MSFT', 'NetIncomeLoss', year));
    expect(restated.length).toBeGreaterThan(0);
    const series = await source().fetchSeries({ indicator: 'net-income', entity: 'msft' }, http());
    expect(series.points.at(-1)).toEqual(['2024', fakeSecValue('MSFT', 'NetIncomeLoss', 2024)]);
    for (const [year, value] of series.points) expect(value).toBe(fakeSecValue('MSFT', 'NetIncomeLoss', Number(year)));
  });

  it('charts instants, EPS in USD/shares, and raw concepts with their label', async () => {
    const assets = await source().fetchSeries({ indicator: 'total-assets', entity: 'NVDA' }, http());
    expect(assets.points.map(([year]) => year)).toEqual([...Array(16).keys()].map((i) => String(2009 + i)));
    for (const [year, value] of assets.points) expect(value).toBe(fakeSecValue('NVDA', 'Assets', Number(year)));
    const eps = await source().fetchSeries({ indicator: 'eps', entity: 'TSLA' }, http());
    expect(eps.unit).toBe('USD/shares');
    expect(eps.points[0]).toEqual(['2008', fakeSecValue('TSLA', 'EarningsPerShareDiluted', 2008)]);
    const raw = await source().fetchSeries({ indicator: 'Revenues', entity: 'KO' }, http());
    expect(raw).toMatchObject({ title: 'Revenues', unit: 'USD', entityName: 'COCA COLA CO' });
  });

  it('fetches the ticker list once', async () => {
    const before = fakes.calls.filter((call) => call.endsWith('/company_tickers.json')).length;
    await source().fetchSeries({ indicator: 'cash', entity: 'WMT' }, http());
    await source().fetchSeries({ indicator: 'cash', entity: 'KO' }, http());
    expect(fakes.calls.filter((call) => call.endsWith('/company_tickers.json')).length).toBe(Math.max(before, 1));
  });

  it('answers NotInSourceError for an unknown ticker, metric, or a metric the company never reported', async () => {
    await expect(source().fetchSeries({ indicator: 'revenue', entity: 'Microsoft' }, http())).rejects.toMatchObject({
      status: 422,
      kind: 'entity',
      suggestions: ['MSFT (MICROSOFT CORP)'],
    });
    await expect(source().fetchSeries({ indicator: 'profit-margin', entity: 'AAPL' }, http())).rejects.toMatchObject({ status: 422, kind: 'indicator' });
    await expect(source().fetchSeries({ indicator: 'gross-profit', entity: 'JPM' }, http())).rejects.toMatchObject({
      status: 422,
      kind: 'indicator',
      code: 'gross-profit',
    });
  });

  it('is refused (503 naming SEC EDGAR, the setting to fix for the operator) with a User-Agent that declares no contact', async () => {
    const error = await source('chart-embed-bot')
      .fetchSeries({ indicator: 'revenue', entity: 'AMZN' }, http())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({
      status: 503,
      message: "SEC EDGAR refused this server's request. Please try again later; the server's operator can see why.",
    });
    expect((error as SourceUnavailableError).operatorCause).toMatch(
      /^answered 403 Forbidden for .*: "Your Request Originates from an Undeclared Automated Tool" \(.*set SEC_USER_AGENT/,
    );
  });

  it('names SEC EDGAR when it is down, slow or garbled', async () => {
    fakes.down.add('sec');
    await expect(source().fetchSeries({ indicator: 'revenue', entity: 'AMZN' }, http())).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('SEC EDGAR'),
    });
    fakes.down.clear();
    fakes.slow.set('sec', 3000);
    await expect(source().fetchSeries({ indicator: 'revenue', entity: 'AMZN' }, http())).rejects.toMatchObject({
      status: 504,
      message: expect.stringContaining('SEC EDGAR'),
    });
    fakes.slow.clear();
    fakes.garbled.add('sec');
    await expect(source().fetchSeries({ indicator: 'revenue', entity: 'AMZN' }, http())).rejects.toBeInstanceOf(SourceShapeError);
    fakes.garbled.clear();
  });
});

interface RecordedConcept {
  label: string | null;
  description: string | null;
  units: Record<string, SecFact[]>;
}

/**
 * EDGAR on loopback, answering from the recordings: company_tickers.json as recorded, and each
 * us-gaap concept of the recorded Tesla companyfacts RE-PACKAGED as its companyconcept answer
 * (cik, taxonomy, tag, label, description, entityName, units): the facts are as recorded, only the
 * envelope is the per-concept one our client asks for. `extra` adds concepts of our own, made from
 * the recorded ones.
 */
async function recordedEdgar(extra: (recorded: Record<string, RecordedConcept>) => Record<string, RecordedConcept> = () => ({})) {
  const companyFacts = pythonLiteral(recordingText('sec/tesla-companyfacts-share-concepts-2022.py-repr.txt')) as {
    cik: number;
    entityName: string;
    facts: { 'us-gaap': Record<string, RecordedConcept> };
  };
  const concepts = { ...companyFacts.facts['us-gaap'], ...extra(companyFacts.facts['us-gaap']) };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://edgar').pathname;
    if (path === '/files/company_tickers.json')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(recordingText('sec/company-tickers-2024-05.json'));
    const concept = /^\/api\/xbrl\/companyconcept\/CIK0001318605\/us-gaap\/(\w+)\.json$/.exec(path)?.[1];
    const recorded = concept ? concepts[concept] : undefined;
    if (!concept || !recorded)
      return void res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>');
    const answer = {
      cik: companyFacts.cik,
      taxonomy: 'us-gaap',
      tag: concept,
      label: recorded.label,
      description: recorded.description,
      entityName: companyFacts.entityName,
      units: recorded.units,
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    source: secSource({ baseUrl: base, tickersUrl: `${base}/files/company_tickers.json`, userAgent: 'chart-embed-tests tests@example.com' }),
    http: sourceHttp('sec', { allowHosts: [new URL(base).host], timeoutMs: 2000, clock: createClock() }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Tesla from the recorded EDGAR facts (2022), through the real secSource over loopback', () => {
  let edgar: Awaited<ReturnType<typeof recordedEdgar>>;

  beforeAll(async () => {
    // The recording holds no revenue. A USD concept of our own, filed in the same 10-Ks as the
    // recorded diluted EPS and restated in the 2020 one by the same factor 5, stands in: a dollar
    // amount is never adjusted, whatever its numbers do.
    edgar = await recordedEdgar((recorded) => ({
      Revenues: {
        label: 'Revenues (synthetic: the recorded EPS filings, in dollars)',
        description: null,
        units: { USD: recorded.EarningsPerShareDiluted!.units['USD/shares']!.map((f) => ({ ...f, val: Math.round(Math.abs(f.val) * 1e9) })) },
      },
    }));
  });
  afterAll(() => edgar.close());

  const series = (indicator: string) => edgar.source.fetchSeries({ indicator, entity: 'TSLA' }, edgar.http);

  it('charts diluted EPS in today’s shares: 2017 is −11.83 ÷ 5, no jump to 2018’s restated −1.14, and says so', async () => {
    const eps = await series('eps');
    expect(eps).toMatchObject({ entityName: 'Tesla, Inc.', unit: 'USD/shares', note: 'Adjusted for a 5-for-1 split in 2020.' });
    expect(eps.points).toEqual([
      ['2015', -1.386],
      ['2016', -0.936],
      ['2017', -2.366],
      ['2018', -1.14],
      ['2019', -0.98],
      ['2020', 0.64],
      ['2021', 4.9],
    ]);
  });

  it('charts shares outstanding without the jump from 173 M to 905 M, and says so', async () => {
    const shares = await series('shares-outstanding');
    expect(shares.note).toBe('Adjusted for a 5-for-1 split in 2020.');
    const byYear = Object.fromEntries(shares.points);
    expect(byYear['2017']).toBe(168_797_000 * 5);
    expect(byYear['2018']).toBe(173_000_000 * 5);
    expect(byYear['2019']).toBe(905_000_000);
    expect(byYear['2021']).toBe(1_033_000_000);
    for (let i = 1; i < shares.points.length; i++) {
      const [, before] = shares.points[i - 1]!;
      const [year, after] = shares.points[i]!;
      expect(after / before, `${year}`).toBeLessThan(1.5);
    }
  });

  it('leaves net income as filed (the latest filing of each year), with no note', async () => {
    const income = await series('net-income');
    expect(income.note).toBeUndefined();
    expect(income.points.slice(-5)).toEqual([
      ['2017', -1_962_000_000],
      ['2018', -976_000_000],
      ['2019', -862_000_000],
      ['2020', 721_000_000],
      ['2021', 5_519_000_000],
    ]);
  });

  it('leaves a revenue series alone even where its restatement happens to differ by the split’s factor', async () => {
    const revenue = await edgar.source.fetchSeries({ indicator: 'Revenues', entity: 'TSLA' }, edgar.http);
    expect(revenue.note).toBeUndefined();
    expect(revenue.points).toEqual([
      ['2015', 6_930_000_000],
      ['2016', 4_680_000_000],
      ['2017', 11_830_000_000],
      ['2018', 1_140_000_000],
      ['2019', 980_000_000],
      ['2020', 640_000_000],
      ['2021', 4_900_000_000],
    ]);
  });

  it('puts the note where a reader reads the source', async () => {
    const eps = await series('eps');
    const [cited] = citationsFor([{ series: eps, fetchedAt: new Date('2026-11-25T00:00:00Z') }], {
      sec: { source: edgar.source, http: edgar.http },
    } as unknown as Sources);
    expect(cited?.title).toBe('SEC EDGAR: Tesla, Inc. earnings per share (diluted). Adjusted for a 5-for-1 split in 2020.');
  });
});

describe('the recorded company_tickers.json (2024-05)', () => {
  it('reads every company, share classes with a dash, two tickers of one CIK', () => {
    const companies = parseSecTickers(recordingText('sec/company-tickers-2024-05.json'));
    expect(findSecCompany(companies, 'TSLA')).toEqual({ cik: 1318605, ticker: 'TSLA', title: 'Tesla, Inc.' });
    expect(findSecCompany(companies, 'brk.b').ticker).toBe('BRK-B');
    expect(findSecCompany(companies, 'GOOG').cik).toBe(findSecCompany(companies, 'GOOGL').cik);
  });
});

describe('secSource on a bad day (a loopback upstream answering one fault each)', () => {
  let faults: FaultServer;
  beforeAll(async () => {
    faults = await startFaultServer();
  });
  afterAll(() => faults.close());

  const faultsOfEdgar = SOURCE_FAULTS.map((expected) =>
    // EDGAR's own 403 page: the cause names the setting that fixes it.
    expected.fault === 'refused' ? { ...expected, cause: new RegExp(`${expected.cause.source}.*set SEC_USER_AGENT`) } : expected,
  );

  it.each(faultsOfEdgar.map((expected) => [expected.fault, expected] as const))('%s is a named failure of SEC EDGAR', async (fault, expected) => {
    const http = sourceHttp('sec', { allowHosts: [new URL(faults.url).host], timeoutMs: FAULT_TIMEOUT_MS, clock: createClock() });
    const base = `${faults.url}/${fault}`;
    const error = await secSource({ baseUrl: base, tickersUrl: `${base}/files/company_tickers.json`, userAgent: 'chart-embed-tests tests@example.com' })
      .fetchSeries({ indicator: 'revenue', entity: 'TSLA' }, http)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: expected.status, message: expect.stringMatching(/^SEC EDGAR /) });
    expect((error as Error).message).toMatch(expected.message);
    expect((error as SourceUnavailableError).operatorCause).toMatch(expected.cause);
  });
});
