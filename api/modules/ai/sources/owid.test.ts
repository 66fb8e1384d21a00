import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The fake server before its handlers: they import it back, and it builds its routes on load.
import { fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { FAKE_OWID_YEARS, fakeOwidValue } from '../../../../tests/support/fake-sources/owid';
import { OWID_CHARTS } from '@shared/ai-catalogue/owid';
import { owidEntitySeries, parseOwidCsv } from './owid-csv';
import { owidColumnUnit, parseOwidMetadata } from './owid-metadata';
import { owidChartUrl, owidSource } from './owid';
import { NotInSourceError, SourceShapeError } from './source';

vi.spyOn(console, 'error').mockImplementation(() => {});

const CSV = [
  'Entity,Code,Year,life_expectancy_0,life_expectancy_0_note',
  'Afghanistan,AFG,2020,62.575,1',
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

  it('reads daily charts by their ISO dates', () => {
    expect(owidEntitySeries(parseOwidCsv('Entity,Code,Day,cases\nWorld,OWID_WRL,2020-03-01,88\n'), 'World').points).toEqual([['2020-03-01', 88]]);
  });

  it.each([
    ['HTML', '<html><body>Not here</body></html>'],
    ['another header', 'Country,Year,value\nWorld,2020,1\n'],
    ['a value that is not a number', 'Entity,Code,Year,x\nWorld,OWID_WRL,2020,lots\n'],
    ['hexadecimal', 'Entity,Code,Year,x\nWorld,OWID_WRL,2020,0x10\n'],
    ['a year that is not one', 'Entity,Code,Year,x\nWorld,OWID_WRL,20x0,1\n'],
    ['a short row', 'Entity,Code,Year,x\nWorld,OWID_WRL,2020\n'],
    ['an unclosed quote', 'Entity,Code,Year,x\n"World,OWID_WRL,2020,1\n'],
  ])('refuses %s with SourceShapeError', (_, text) => {
    expect(() => parseOwidCsv(text)).toThrow(SourceShapeError);
  });

  it('refuses a period given twice', () => {
    expect(() => owidEntitySeries(parseOwidCsv('Entity,Code,Year,x\nWorld,OWID_WRL,2020,1\nWorld,OWID_WRL,2020,2\n'), 'World')).toThrow(SourceShapeError);
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

  it('gives the title and the column’s unit, by key or by shortName', () => {
    const metadata = parseOwidMetadata(JSON.stringify(documented));
    expect(metadata.chart.title).toBe('Life expectancy');
    expect(owidColumnUnit(metadata, 'life_expectancy_0')).toBe('years');
    const longKeys = parseOwidMetadata(
      JSON.stringify({ ...documented, columns: { 'Period life expectancy at birth': { ...documented.columns.life_expectancy_0, unit: '', shortUnit: '%' } } }),
    );
    expect(owidColumnUnit(longKeys, 'life_expectancy_0')).toBe('%');
    expect(owidColumnUnit(metadata, 'another_column')).toBeNull();
  });

  it.each([
    ['not JSON', 'Not Found'],
    ['no chart title', JSON.stringify({ ...documented, chart: {} })],
    ['columns as a list', JSON.stringify({ ...documented, columns: [] })],
  ])('refuses %s with SourceShapeError', (_, text) => {
    expect(() => parseOwidMetadata(text)).toThrow(SourceShapeError);
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
