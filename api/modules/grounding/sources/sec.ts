/**
 * SEC EDGAR (XBRL company concepts): a company's annual figures from its 10-K filings. The plan
 * names a ticker and a metric from SEC_METRICS (or a raw us-gaap concept); the ticker becomes a CIK
 * through EDGAR's ticker list, the metric the concepts companies tag it with, tried in order.
 * EDGAR answers 403 to requests without a declared User-Agent, so every request carries one.
 */
import { SEC_METRICS, type SecMetric } from '@shared/ai/catalogue/sec-metrics';
import { closestNames } from '@shared/ai/closest-names';
import { mergeConceptYears, parseSecConcept, secAnnualFacts, secAnnualFilings, secUnitFacts, type SecFact } from './sec-facts';
import { secGet } from './sec-http';
import { findSecSplits, inTodaysShares, splitNote, type SecSplit, type ShareKind } from './sec-splits';
import { findSecCompany, loadSecTickers } from './sec-tickers';
import { NotInSourceError, type DataSource, type FetchedSeries, type SourceHttp } from './source';

export interface SecSourceOptions {
  /** https://data.sec.gov */
  baseUrl: string;
  /** https://www.sec.gov/files/company_tickers.json */
  tickersUrl: string;
  /** "Name contact@example.com": EDGAR's fair-access policy asks for a contact address. */
  userAgent: string;
}

/** A us-gaap concept's name; it goes into a URL path, so nothing else does. */
const CONCEPT_NAME = /^[A-Z][A-Za-z0-9]+$/;

interface SecIndicator {
  title: string | null;
  unit: SecMetric['unit'] | null;
  concepts: readonly string[];
}

/** A metric name (case and separators forgiven) or a raw us-gaap concept; anything else is a miss. */
export function resolveSecIndicator(indicator: string): SecIndicator {
  const key = indicator
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const metric = Object.hasOwn(SEC_METRICS, key) ? SEC_METRICS[key] : undefined;
  if (metric) return metric;
  if (CONCEPT_NAME.test(indicator.trim())) return { title: null, unit: null, concepts: [indicator.trim()] };
  throw new NotInSourceError('sec', 'indicator', indicator, closestNames(key, Object.keys(SEC_METRICS)));
}

export function secFilingsUrl(cik: number): string {
  return `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${padCik(cik)}&type=10-K`;
}

const padCik = (cik: number) => String(cik).padStart(10, '0');

/** Per-share figures and share counts change unit at a split; amounts in dollars do not. */
function shareKindOf(unit: string): ShareKind | null {
  return unit === 'USD/shares' ? 'per-share' : unit === 'shares' ? 'shares' : null;
}

/**
 * A concept's annual values, those of per-share and share-count concepts in today's shares
 * (sec-splits.ts), with the splits that were applied.
 */
function inOneUnitOfShares(facts: readonly SecFact[], kind: ShareKind | null): { values: Map<string, number>; splits: SecSplit[] } {
  const chosen = secAnnualFacts(facts);
  if (kind === null) return { values: new Map([...chosen].map(([year, fact]) => [year, fact.val])), splits: [] };
  const splits = findSecSplits(secAnnualFilings(facts), kind);
  // Per-share values are filed in cents; four decimals keep every digit a ratio can give them.
  const adjusted = (fact: SecFact) => (kind === 'per-share' ? Math.round(inTodaysShares(fact, splits, kind) * 1e4) / 1e4 : inTodaysShares(fact, splits, kind));
  const applied = splits.filter((split) => [...chosen.values()].some((fact) => fact.filed < split.filed));
  return { values: new Map([...chosen].map(([year, fact]) => [year, adjusted(fact)])), splits: applied };
}

export function secSource(options: SecSourceOptions): DataSource {
  const headers = { 'user-agent': options.userAgent };
  const base = options.baseUrl.replace(/\/+$/, '');

  return {
    id: 'sec',
    async fetchSeries(request, http: SourceHttp): Promise<FetchedSeries> {
      const wanted = resolveSecIndicator(request.indicator);
      const company = findSecCompany(await loadSecTickers(options.tickersUrl, http, headers), request.entity);

      // One concept at a time: EDGAR asks for at most ten requests a second, and a plan may hold
      // a dozen series.
      const perConcept: Array<Map<string, number>> = [];
      let label: string | null = null;
      let unit: string | null = wanted.unit;
      const splits: SecSplit[] = [];
      for (const concept of wanted.concepts) {
        const url = `${base}/api/xbrl/companyconcept/CIK${padCik(company.cik)}/us-gaap/${concept}.json`;
        const answer = await secGet(http, url, headers, [404]);
        if (answer.status === 404) continue;
        const parsed = parseSecConcept(answer.text);
        const facts = secUnitFacts(parsed, wanted.unit);
        if (!facts) continue;
        const { values, splits: found } = inOneUnitOfShares(facts.facts, shareKindOf(facts.unit));
        for (const split of found) if (!splits.some((s) => s.filed === split.filed && s.ratio === split.ratio)) splits.push(split);
        if (values.size > 0 && perConcept.every((earlier) => earlier.size === 0)) {
          label = parsed.label;
          unit = facts.unit;
        }
        perConcept.push(values);
      }

      const points = mergeConceptYears(perConcept);
      if (points.length === 0) {
        const others = Object.keys(SEC_METRICS).filter((key) => key !== request.indicator);
        throw new NotInSourceError('sec', 'indicator', request.indicator, closestNames(request.indicator, others));
      }
      return {
        source: 'sec',
        indicator: request.indicator,
        entity: request.entity,
        title: wanted.title ?? label ?? wanted.concepts[0]!,
        entityName: company.title,
        unit,
        points,
        url: secFilingsUrl(company.cik),
        ...(splits.length > 0 ? { note: splitNote(splits.sort((a, b) => (a.filed < b.filed ? -1 : 1))) } : {}),
      };
    },
  };
}
