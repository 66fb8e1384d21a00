import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWorldBankValue, fakeWorldBankYears } from '../../../../tests/support/fake-sources/world-bank';
import { caught, fakeSourceHttp, startFakeSources, type FakeSources } from '../../../../tests/support/fake-sources';
import { recordingText } from '../../../../tests/support/upstream-recordings';
import { NotInSourceError, type SourceHttp } from './source';
import { parseWorldBankAnswer, worldBankSource } from './world-bank';
import { worldBankGroup, worldBankGroupPath } from './world-bank-group';

describe('every economy at once (/country/all)', () => {
  it('reads the 2025 recording: one row per location, an aggregate kept under its own code with no value', () => {
    const answer = parseWorldBankAnswer(JSON.parse(recordingText('world-bank/v2-all-countries-fx-2024.json')));
    if (answer.kind !== 'rows') throw new Error('rows expected');
    expect(answer).toMatchObject({ total: 266, pages: 266 });
    const group = worldBankGroup({ indicator: 'PA.NUS.FCRF', from: '2024', to: '2024' }, answer.rows);
    expect(group).toMatchObject({
      title: 'Official exchange rate (LCU per US$, period average)',
      members: [{ code: 'AFE', name: 'Africa Eastern and Southern', points: [] }],
      url: 'https://data.worldbank.org/indicator/PA.NUS.FCRF?view=map',
    });
  });

  it('asks for a year in one page of the recorded 266 locations, a decade in one page too', () => {
    expect(worldBankGroupPath('SP.DYN.LE00.IN', { indicator: 'SP.DYN.LE00.IN', from: '2022', to: '2022' }, 1)).toBe(
      '/country/all/indicator/SP.DYN.LE00.IN?format=json&date=2022&per_page=300&page=1',
    );
    expect(worldBankGroupPath('SP.DYN.LE00.IN', { indicator: 'SP.DYN.LE00.IN', from: '2016', to: '2025' }, 1)).toContain('date=2016:2025&per_page=3000');
  });
});

describe('worldBankSource.fetchGroup against the fake', () => {
  let fakes: FakeSources;
  let http: SourceHttp;
  beforeAll(async () => {
    fakes = await startFakeSources();
    http = fakeSourceHttp(fakes, 'worldbank');
  });
  afterAll(() => fakes.close());

  it('fetches every country of ten years in one call, with the published values', async () => {
    const last = fakeWorldBankYears().at(-1)!;
    const before = fakes.calls.length;
    const group = await worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchGroup!(
      { indicator: 'sp.dyn.le00.in', from: String(last - 9), to: String(last) },
      http,
    );
    expect(fakes.calls.length - before).toBe(1);
    expect(fakes.calls.at(-1)).toContain('/country/all/indicator/SP.DYN.LE00.IN');
    const nigeria = group.members.find((m) => m.code === 'NGA')!;
    const year = last - 2;
    expect(nigeria.points.find(([p]) => p === String(year))?.[1]).toBe(fakeWorldBankValue('SP.DYN.LE00.IN', 'NGA', year));
    // The newest year is not published at the fake: a gap, not a zero.
    expect(nigeria.points.some(([p]) => p === String(last))).toBe(false);
  });

  it('says an unknown indicator is the plan’s miss', async () => {
    const error = await caught(worldBankSource(fakes.env.WORLDBANK_BASE_URL!).fetchGroup!({ indicator: 'NO.SUCH.CODE', from: '2022', to: '2022' }, http));
    expect(error).toBeInstanceOf(NotInSourceError);
  });
});
