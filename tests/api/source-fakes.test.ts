/**
 * The open-data fakes against tests/upstream-recordings (issue 44): every answer a fake gives has
 * only the key paths, value kinds, header names and cell kinds the recordings of that call hold, or
 * is one the recordings' README describes (and says it did not record). A fake that drifts into
 * what we wish a source said fails here, not in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@shared/ai/catalogue/entities';
import { startFakeSources, type FakeSources } from '../support/fake-sources';
import {
  csvShape,
  mergeShapes,
  pythonLiteral,
  recordingsOf,
  recordingsReadme,
  recordingText,
  shapeBeyond,
  shapeOf,
  type CellKind,
} from '../support/upstream-recordings';

let fakes: FakeSources;
beforeAll(async () => {
  fakes = await startFakeSources();
});
afterAll(() => fakes?.close());

const readme = recordingsReadme();
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const json = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).json() as Promise<unknown>;

describe('the World Bank fake', () => {
  const recorded = recordingsOf('world-bank', '.json').map((path) => JSON.parse(recordingText(path)) as unknown);
  const series = (entity: string, code: string, page = 1) =>
    json(`${fakes.env.WORLDBANK_BASE_URL}/country/${entity}/indicator/${code}?format=json&per_page=50&page=${page}`);

  it('answers a series page with only the paths and kinds the v2 and v1 recordings hold', async () => {
    const answered = mergeShapes([shapeOf(await series('USA', 'SP.POP.TOTL')), shapeOf(await series('CHN', 'NY.GDP.MKTP.KD.ZG'))]);
    expect(shapeBeyond(answered, mergeShapes(recorded.map((body) => shapeOf(body))))).toEqual([]);
  });

  it('answers a page past the last with [meta, null], as the README describes', async () => {
    const [meta, rows] = (await series('USA', 'SP.POP.TOTL', 2)) as [Record<string, unknown>, unknown];
    expect(rows).toBeNull();
    const [v2Meta] = JSON.parse(recordingText('world-bank/v2-gnp-per-capita-us-1990-1997.json')) as [object];
    expect(Object.keys(meta)).toEqual(Object.keys(v2Meta));
    expect(readme).toContain('answers `[meta, null]`');
  });

  it('writes each row with exactly the keys of the v2 recording, newest first, and null where not published', async () => {
    const [, v2Rows] = JSON.parse(recordingText('world-bank/v2-gnp-per-capita-us-1990-1997.json')) as [unknown, Array<Record<string, unknown>>];
    const [, rows] = (await series('DEU', 'NY.GDP.MKTP.CD')) as [unknown, Array<Record<string, unknown>>];
    for (const row of rows) expect(Object.keys(row)).toEqual(Object.keys(v2Rows[0]!));
    expect(rows.map((row) => row.date)).toEqual(
      rows
        .map((row) => row.date)
        .sort()
        .reverse(),
    );
    expect(rows.some((row) => row.value === null)).toBe(true);
  });

  it('answers every place at one year as the 2025 /country/all recording does: its keys, aggregates with codes of their own', async () => {
    const body = JSON.parse(recordingText('world-bank/v2-all-countries-fx-2024.json')) as [Record<string, unknown>, Array<Record<string, unknown>>];
    const answer = (await json(`${fakes.env.WORLDBANK_BASE_URL}/country/all/indicator/SP.DYN.LE00.IN?format=json&date=2022&per_page=300&page=1`)) as [
      Record<string, unknown>,
      Array<Record<string, unknown>>,
    ];
    // Numbers where the 2025 body has null: the v2 recording of 2020 holds them.
    expect(shapeBeyond(shapeOf(answer), mergeShapes(recorded.map((b) => shapeOf(b))))).toEqual([]);
    expect(Object.keys(answer[0])).toEqual(Object.keys(body[0]));
    for (const row of answer[1]) expect(Object.keys(row)).toEqual(Object.keys(body[1][0]!));
    expect(answer[0]).toMatchObject({ page: 1, pages: 1 });
    expect(answer[1].every((row) => row.date === '2022')).toBe(true);
    expect(answer[1].some((row) => row.countryiso3code === 'SSF')).toBe(true);
  });

  it('answers an unknown code only with the message the README quotes', async () => {
    const answer = await series('USA', 'NO.SUCH.CODE');
    expect(readme).toContain(JSON.stringify(answer));
  });
});

describe('the OWID fake', () => {
  const lowerCase = recordingsOf('owid', '.csv')
    .map((path) => csvShape(recordingText(path)))
    .filter((shape) => shape.header[0] === 'entity');

  it('has recordings of the lower-case header to be held to', () => {
    expect(lowerCase.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the short-name CSV as recorded since 2026: entity,code,year and one value column, cells of the recorded kinds', async () => {
    const fake = csvShape(await (await get(`${fakes.env.OWID_BASE_URL}/population.csv?useColumnShortNames=true`)).text());
    for (const recorded of lowerCase) {
      expect(fake.header.slice(0, 3)).toEqual(recorded.header.slice(0, 3));
      expect(fake.header).toHaveLength(recorded.header.length);
      expect(fake.lineEnd).toBe(recorded.lineEnd);
    }
    const recordedKinds = (column: number) => new Set<CellKind>(lowerCase.flatMap((shape) => [...shape.kinds[column]!]));
    for (const [column, kinds] of fake.kinds.entries()) {
      for (const kind of kinds) expect(recordedKinds(column), `column ${fake.header[column]}: ${kind}`).toContain(kind);
    }
  });

  it('answers metadata with only the keys and kinds the recorded metadata holds, keyed by short name as the README describes', async () => {
    const fake = (await json(`${fakes.env.OWID_BASE_URL}/life-expectancy.metadata.json?useColumnShortNames=true`)) as {
      columns: Record<string, { shortName: string }>;
    };
    const recorded = JSON.parse(recordingText('owid/life-expectancy-metadata-doc-example.json')) as unknown;
    expect(shapeBeyond(shapeOf(fake, ['$.columns']), shapeOf(recorded, ['$.columns']))).toEqual([]);
    for (const [key, column] of Object.entries(fake.columns)) expect(key).toBe(column.shortName);
    expect(readme).toContain('keys `columns` by the short name when asked and the column has one');
  });
});

describe('the SEC EDGAR fake', () => {
  const headers = { 'user-agent': 'chart-embed-tests tests@example.com' };

  it('answers company_tickers.json with the recorded rows’ keys and kinds', async () => {
    const fake = await json(fakes.env.SEC_TICKERS_URL!, headers);
    const recorded = JSON.parse(recordingText('sec/company-tickers-2024-05.json')) as unknown;
    expect(shapeBeyond(shapeOf(fake, ['$']), shapeOf(recorded, ['$']))).toEqual([]);
  });

  it('answers concepts whose facts have only the fields and kinds of the recorded Tesla facts', async () => {
    const companyFacts = pythonLiteral(recordingText('sec/tesla-companyfacts-share-concepts-2022.py-repr.txt')) as {
      cik: number;
      entityName: string;
      facts: Record<string, Record<string, { label: string; description: string; units: unknown }>>;
    };
    // The recorded facts in the companyconcept envelope (taxonomy and tag are the path's: not recorded).
    const recorded = mergeShapes(
      Object.entries(companyFacts.facts).flatMap(([taxonomy, concepts]) =>
        Object.entries(concepts).map(([tag, concept]) =>
          shapeOf(
            {
              cik: companyFacts.cik,
              taxonomy,
              tag,
              label: concept.label,
              description: concept.description,
              entityName: companyFacts.entityName,
              units: concept.units,
            },
            ['$.units'],
          ),
        ),
      ),
    );
    const concept = (cik: string, tag: string) => json(`${fakes.env.SEC_BASE_URL}/api/xbrl/companyconcept/CIK${cik}/us-gaap/${tag}.json`, headers);
    const answered = mergeShapes(
      await Promise.all(
        [
          concept('0001318605', 'EarningsPerShareDiluted'),
          concept('0001318605', 'CommonStockSharesOutstanding'),
          concept('0000320193', 'RevenueFromContractWithCustomerExcludingAssessedTax'),
          concept('0000320193', 'Assets'),
        ].map(async (body) => shapeOf(await body, ['$.units'])),
      ),
    );
    expect(shapeBeyond(answered, recorded)).toEqual([]);
  });

  it('refuses an undeclared User-Agent and answers a concept never tagged only as the README describes', async () => {
    const refused = await get(fakes.env.SEC_TICKERS_URL!);
    expect(refused.status).toBe(403);
    expect(readme).toContain('"Your Request Originates from an Undeclared Automated Tool"');
    expect(await refused.text()).toContain('Your Request Originates from an Undeclared Automated Tool');
    const missing = await get(`${fakes.env.SEC_BASE_URL}/api/xbrl/companyconcept/CIK0000320193/us-gaap/NoSuchConcept.json`, headers);
    expect(missing.status).toBe(404);
    expect(readme).toContain('404 `NoSuchKey` XML');
    expect(await missing.text()).toContain('<Code>NoSuchKey</Code>');
  });
});

// No DataMapper answer was recorded (README, "imf"): the fake is held to what 2026 reports describe.
describe('the IMF fake (no recording exists)', () => {
  const api = { version: '1', 'output-method': 'json' };

  it('answers every economy whatever country the path names, an empty key mapped to null beside them', async () => {
    expect(readme).toContain('the country in the path is ignored');
    expect(readme).toContain('`values` holds an empty-string key mapped to `null`');
    const answer = (await json(`${fakes.env.IMF_BASE_URL}/NGDP_RPCH/DEU`)) as { values: Record<string, unknown>; api: unknown };
    expect(answer.api).toEqual(api);
    expect(answer.values['']).toBeNull();
    expect(Object.keys(answer.values.NGDP_RPCH as object).sort()).toEqual(COUNTRIES.map(([iso3]) => iso3).sort());
  });

  it('answers a code it does not know with {"api":…} alone, as described', async () => {
    expect(readme).toContain('`{"api":{"version":"1","output-method":"json"}}`');
    expect(await json(`${fakes.env.IMF_BASE_URL}/NGDP_RPCX/USA`)).toEqual({ api });
  });

  it('lists indicators with the described fields only', async () => {
    const { indicators } = (await json(`${fakes.env.IMF_BASE_URL}/indicators`)) as { indicators: Record<string, object> };
    const described = new Set(['label', 'description', 'source', 'unit', 'dataset', 'last-modified']);
    for (const entry of Object.values(indicators)) for (const key of Object.keys(entry)) expect(described).toContain(key);
  });
});
