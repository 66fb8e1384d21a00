import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { recordingText } from '../../../../tests/support/upstream-recordings';
import { owidCountries, parseOwidCsv } from './owid-csv';
import { owidSource } from './owid';

describe('every country of an OWID chart at once', () => {
  it('reads the countries of the 2026 recording by ISO3, leaving out OWID’s regions and codeless rows', () => {
    const table = parseOwidCsv(recordingText('owid/population-short-names-cut-2026-10-05.csv'));
    const members = owidCountries(table, '2023', '2023');
    expect(members.map((m) => m.code).sort()).toEqual(['AFG', 'BES', 'FRA']);
    expect(members.find((m) => m.code === 'AFG')).toEqual({ code: 'AFG', name: 'Afghanistan', points: [['2023', 41454761]] });
    expect(members.find((m) => m.code === 'BES')?.name).toBe('Bonaire, Sint Eustatius and Saba');
  });

  let fakes: FakeSources;
  beforeAll(async () => {
    fakes = await startFakeSources();
  });
  afterAll(() => fakes.close());

  it('costs the one CSV (and its metadata) a single country does', async () => {
    const before = fakes.calls.length;
    const group = await owidSource(fakes.env.OWID_BASE_URL!).fetchGroup!(
      { indicator: 'life-expectancy', from: '2015', to: '2020' },
      fakeSourceHttp(fakes, 'owid'),
    );
    expect(fakes.calls.slice(before).filter((call) => call.includes('.csv'))).toHaveLength(1);
    expect(group.members.length).toBeGreaterThan(10);
    expect(group.members.every((m) => /^[A-Z]{3}$/.test(m.code) && m.points.every(([p]) => p >= '2015' && p <= '2020'))).toBe(true);
    expect(group.url).toBe('https://ourworldindata.org/grapher/life-expectancy?tab=map');
  });
});
