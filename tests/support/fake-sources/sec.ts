/**
 * SEC EDGAR, faked in its documented shapes: `company_tickers.json` (under /sec-files) and XBRL
 * company concepts (under /sec). The companies, CIKs and fiscal calendars are real; every VALUE is
 * synthetic (fakeSecValue), so tests can assert that a chart holds exactly the fake's numbers.
 *
 * The facts are shaped like EDGAR's: each 10-K repeats the two fiscal years before its own (a
 * balance sheet one, the equity statement three), so one period appears in up to three filings and
 * the earlier filings sometimes carry a value the latest restated; a 10-K also holds its fourth
 * quarter; 10-Qs hold quarters, year-to-date periods and comparatives. `fy` is the filing's fiscal
 * year, so a repeated period's `fy` is not its end year, and Apple's and Microsoft's first quarters
 * end in the calendar year before their `fy`. Apple and Microsoft tag revenue as SalesRevenueNet in
 * filings before 2018 and RevenueFromContractWithCustomerExcludingAssessedTax from 2018 (repeating
 * 2016 and 2017 under the new name); the others tag Revenues. EDGAR answers 403 without a
 * User-Agent that declares a contact address, and so does this fake.
 *
 * Held to the recordings by tests/api/source-fakes.test.ts: company_tickers.json as recorded
 * (2024), and each fact with the fields and types of the recorded Tesla companyfacts (2022). NOT
 * RECORDED: a companyconcept answer itself (its envelope, `taxonomy` and `tag`, follows EDGAR's API
 * documentation; the facts inside are the recorded ones' shape), the 403 page and the 404 NoSuchKey
 * XML (described in the README, matched on by edgartools).
 */
import type { FakeAnswer, FakeHandler, FakeRequest } from '../fake-sources';
import { fakeHash } from './fake-hash';
import { jsonAnswer as json } from './json-answer';

type YearEnd = 'dec-31' | 'jun-30' | 'sep-last-saturday' | 'jan-last-sunday' | 'jan-31';

export interface FakeSecCompany {
  ticker: string;
  cik: number;
  /** As company_tickers.json writes it. */
  title: string;
  /** As the companyconcept answer writes it. */
  entityName: string;
  firstFiling: number;
  yearEnd: YearEnd;
  revenue: 'asc606-rename' | 'revenues';
  /** Concepts this company never reports (a bank has no gross profit). */
  lacks?: readonly string[];
}

export const FAKE_SEC_COMPANIES: readonly FakeSecCompany[] = [
  { ticker: 'AAPL', cik: 320193, title: 'Apple Inc.', entityName: 'Apple Inc.', firstFiling: 2009, yearEnd: 'sep-last-saturday', revenue: 'asc606-rename' },
  { ticker: 'MSFT', cik: 789019, title: 'MICROSOFT CORP', entityName: 'MICROSOFT CORPORATION', firstFiling: 2010, yearEnd: 'jun-30', revenue: 'asc606-rename' },
  { ticker: 'GOOGL', cik: 1652044, title: 'Alphabet Inc.', entityName: 'Alphabet Inc.', firstFiling: 2016, yearEnd: 'dec-31', revenue: 'revenues' },
  { ticker: 'AMZN', cik: 1018724, title: 'AMAZON COM INC', entityName: 'AMAZON.COM, INC.', firstFiling: 2009, yearEnd: 'dec-31', revenue: 'revenues' },
  {
    ticker: 'META',
    cik: 1326801,
    title: 'Meta Platforms, Inc.',
    entityName: 'Meta Platforms, Inc.',
    firstFiling: 2012,
    yearEnd: 'dec-31',
    revenue: 'revenues',
  },
  { ticker: 'NVDA', cik: 1045810, title: 'NVIDIA CORP', entityName: 'NVIDIA CORP', firstFiling: 2010, yearEnd: 'jan-last-sunday', revenue: 'revenues' },
  { ticker: 'TSLA', cik: 1318605, title: 'Tesla, Inc.', entityName: 'Tesla, Inc.', firstFiling: 2010, yearEnd: 'dec-31', revenue: 'revenues' },
  {
    ticker: 'JPM',
    cik: 19617,
    title: 'JPMORGAN CHASE & CO',
    entityName: 'JPMORGAN CHASE & CO',
    firstFiling: 2009,
    yearEnd: 'dec-31',
    revenue: 'revenues',
    lacks: ['CostOfRevenue', 'GrossProfit', 'ResearchAndDevelopmentExpense', 'OperatingIncomeLoss', 'Liabilities'],
  },
  {
    ticker: 'KO',
    cik: 21344,
    title: 'COCA COLA CO',
    entityName: 'COCA COLA CO',
    firstFiling: 2009,
    yearEnd: 'dec-31',
    revenue: 'revenues',
    lacks: ['ResearchAndDevelopmentExpense'],
  },
  { ticker: 'PEP', cik: 77476, title: 'PepsiCo, Inc.', entityName: 'PepsiCo, Inc.', firstFiling: 2009, yearEnd: 'dec-31', revenue: 'revenues' },
  {
    ticker: 'WMT',
    cik: 104169,
    title: 'Walmart Inc.',
    entityName: 'Walmart Inc.',
    firstFiling: 2010,
    yearEnd: 'jan-31',
    revenue: 'revenues',
    lacks: ['ResearchAndDevelopmentExpense'],
  },
];

/** The last fiscal year every fake company has filed a 10-K for. */
export const FAKE_SEC_LAST_FISCAL_YEAR = 2024;

const RFC = 'RevenueFromContractWithCustomerExcludingAssessedTax';
const DURATION_USD = [
  'CostOfRevenue',
  'GrossProfit',
  'ResearchAndDevelopmentExpense',
  'OperatingIncomeLoss',
  'NetIncomeLoss',
  'NetCashProvidedByUsedInOperatingActivities',
  'PaymentsToAcquirePropertyPlantAndEquipment',
];
const INSTANT_USD = ['Assets', 'Liabilities', 'StockholdersEquity', 'CashAndCashEquivalentsAtCarryingValue', 'LongTermDebtNoncurrent'];

interface ConceptPlan {
  unit: 'USD' | 'USD/shares' | 'shares';
  instant: boolean;
  /** Earlier years each 10-K repeats. */
  repeats: number;
  /** The fiscal years of the filings that tag this concept. */
  filings: [from: number, to: number];
}

function conceptPlan(company: FakeSecCompany, concept: string): ConceptPlan | undefined {
  if (company.lacks?.includes(concept)) return undefined;
  const all: [number, number] = [company.firstFiling, FAKE_SEC_LAST_FISCAL_YEAR];
  const flow = (unit: ConceptPlan['unit'], filings = all): ConceptPlan => ({ unit, instant: false, repeats: 2, filings });
  if (company.revenue === 'asc606-rename') {
    if (concept === 'SalesRevenueNet') return flow('USD', [company.firstFiling, 2017]);
    if (concept === RFC) return flow('USD', [2018, FAKE_SEC_LAST_FISCAL_YEAR]);
  } else if (concept === 'Revenues') return flow('USD');
  if (DURATION_USD.includes(concept)) return flow('USD');
  if (concept === 'EarningsPerShareDiluted' || concept === 'EarningsPerShareBasic') return flow('USD/shares');
  if (concept === 'WeightedAverageNumberOfDilutedSharesOutstanding') return flow('shares');
  if (INSTANT_USD.includes(concept)) return { unit: 'USD', instant: true, repeats: concept === 'StockholdersEquity' ? 3 : 1, filings: all };
  if (concept === 'CommonStockSharesOutstanding') return { unit: 'shares', instant: true, repeats: 1, filings: all };
  return undefined;
}

/**
 * The synthetic value a concept's LATEST filing gives for the fiscal year ending in `endYear`:
 * what a chart of that concept must show. Whole millions of dollars, cents per share, whole shares;
 * Tesla lost money before 2020.
 */
export function fakeSecValue(ticker: string, concept: string, endYear: number): number {
  const h = fakeHash(`${ticker}|${concept}|${endYear}`);
  if (concept.startsWith('EarningsPerShare')) return (Math.round((0.5 + 9.5 * h) * 100) / 100) * (ticker === 'TSLA' && endYear < 2020 ? -1 : 1);
  if (concept.endsWith('SharesOutstanding')) return Math.round(1_000 + 15_000 * h) * 1_000_000;
  const millions = Math.round(5_000 + 395_000 * h) * 1_000_000;
  return concept === 'NetIncomeLoss' && ticker === 'TSLA' && endYear < 2020 ? -millions / 10 : millions;
}

/** Whether filings before the latest carried a different (later restated) value for that year. */
export function fakeSecRestated(ticker: string, concept: string, endYear: number): boolean {
  return fakeHash(`restated|${ticker}|${concept}|${endYear}`) < 0.3;
}

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(date) + days * DAY_MS);

function lastWeekday(year: number, month: number, weekday: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  return iso(last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * DAY_MS);
}

/** The last day of fiscal year `fy`: a 52/53-week year for Apple and NVIDIA. */
export function fakeSecYearEnd(company: FakeSecCompany, fy: number): string {
  switch (company.yearEnd) {
    case 'dec-31':
      return `${fy}-12-31`;
    case 'jun-30':
      return `${fy}-06-30`;
    case 'jan-31':
      return `${fy}-01-31`;
    case 'sep-last-saturday':
      return lastWeekday(fy, 9, 6);
    case 'jan-last-sunday':
      return lastWeekday(fy, 1, 0);
  }
}

interface Fact {
  start?: string;
  end: string;
  val: number;
  accn: string;
  fy: number;
  fp: string;
  form: string;
  filed: string;
  frame?: string;
}

const round = (value: number, unit: ConceptPlan['unit']) => (unit === 'USD/shares' ? Math.round(value * 100) / 100 : Math.round(value / 1_000_000) * 1_000_000);

function conceptFacts(company: FakeSecCompany, concept: string, plan: ConceptPlan): Fact[] {
  const { ticker, cik } = company;
  const facts: Fact[] = [];
  const end = (fy: number) => fakeSecYearEnd(company, fy);
  const [from, to] = plan.filings;
  const annual = (year: number) => fakeSecValue(ticker, concept, year);
  const quarterly = (year: number, quarter: number) => round(annual(year) / 4 + (plan.unit === 'USD/shares' ? 0.03 : 7_000_000) * quarter, plan.unit);
  const accn = (filed: string, seq: number) => `${String(cik).padStart(10, '0')}-${filed.slice(2, 4)}-${String(seq).padStart(6, '0')}`;

  for (let fy = from; fy <= to; fy++) {
    const filed = addDays(end(fy), 40);
    const tenK = { accn: accn(filed, 100 + (fy % 50)), fy, fp: 'FY', form: '10-K', filed };
    for (let period = fy - plan.repeats; period <= fy; period++) {
      const latest = Math.min(period + plan.repeats, to) === fy;
      const val =
        latest || !fakeSecRestated(ticker, concept, period)
          ? annual(period)
          : round(annual(period) - (plan.unit === 'USD/shares' ? 0.01 : 12_000_000), plan.unit);
      if (plan.instant) facts.push({ end: end(period), val, ...tenK });
      else facts.push({ start: addDays(end(period - 1), 1), end: end(period), val, ...tenK, ...(latest ? { frame: `CY${period}` } : {}) });
    }
    if (!plan.instant) facts.push({ start: addDays(end(fy), -90), end: end(fy), val: quarterly(fy, 4), ...tenK });

    for (let quarter = 1; quarter <= 3; quarter++) {
      const quarterEnd = addDays(end(fy - 1), 91 * quarter);
      const qFiled = addDays(quarterEnd, 35);
      const tenQ = { accn: accn(qFiled, 200 + quarter * 50 + (fy % 50)), fy, fp: `Q${quarter}`, form: '10-Q', filed: qFiled };
      if (plan.instant) {
        facts.push({ end: quarterEnd, val: round(annual(fy) * (0.9 + 0.03 * quarter), plan.unit), ...tenQ });
        facts.push({ end: end(fy - 1), val: annual(fy - 1), ...tenQ });
        continue;
      }
      facts.push({ start: addDays(quarterEnd, -90), end: quarterEnd, val: quarterly(fy, quarter), ...tenQ });
      facts.push({ start: addDays(quarterEnd, -90 - 364), end: addDays(quarterEnd, -364), val: quarterly(fy - 1, quarter), ...tenQ });
      if (quarter > 1) facts.push({ start: addDays(end(fy - 1), 1), end: quarterEnd, val: quarterly(fy, quarter) * quarter, ...tenQ });
    }
  }
  return facts.sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : a.filed < b.filed ? -1 : 1));
}

const LABELS: Record<string, string> = {
  [RFC]: 'Revenue from Contract with Customer, Excluding Assessed Tax',
  SalesRevenueNet: 'Revenues, Net',
  Revenues: 'Revenues',
  NetIncomeLoss: 'Net Income (Loss) Attributable to Parent',
  EarningsPerShareDiluted: 'Earnings Per Share, Diluted',
  Assets: 'Assets',
};

const label = (concept: string) => LABELS[concept] ?? concept.replace(/([a-z])([A-Z])/g, '$1 $2');

const CONCEPT_PATH = /^\/api\/xbrl\/companyconcept\/CIK(\d{10})\/us-gaap\/([A-Za-z0-9]+)\.json$/;

/** EDGAR's answer to a request without a declared contact (its fair-access policy). */
function undeclared(request: FakeRequest): FakeAnswer | undefined {
  const agent = request.headers['user-agent'] ?? '';
  if (agent.includes('@')) return undefined;
  return { status: 403, body: '<html><body>Your Request Originates from an Undeclared Automated Tool</body></html>', contentType: 'text/html' };
}

const NO_SUCH_KEY = { status: 404, body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>', contentType: 'application/xml' };

export const secHandler: FakeHandler = (request) => {
  const refused = undeclared(request);
  if (refused) return refused;
  const match = CONCEPT_PATH.exec(request.path);
  const company = match && FAKE_SEC_COMPANIES.find((c) => c.cik === Number(match[1]));
  const plan = company && conceptPlan(company, match[2]!);
  if (!company || !plan) return NO_SUCH_KEY;
  const concept = match[2]!;
  return json({
    cik: company.cik,
    taxonomy: 'us-gaap',
    tag: concept,
    label: label(concept),
    description: `${label(concept)} (synthetic test data).`,
    entityName: company.entityName,
    units: { [plan.unit]: conceptFacts(company, concept, plan) },
  });
};

export const secTickersHandler: FakeHandler = (request) => {
  const refused = undeclared(request);
  if (refused) return refused;
  if (request.path !== '/company_tickers.json') return NO_SUCH_KEY;
  const rows = FAKE_SEC_COMPANIES.map((c) => ({ cik_str: c.cik, ticker: c.ticker, title: c.title }));
  rows.splice(3, 0, { cik_str: 1652044, ticker: 'GOOG', title: 'Alphabet Inc.' });
  return json(Object.fromEntries(rows.map((row, index) => [String(index), row])));
};
