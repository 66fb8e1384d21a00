import { describe, expect, it } from 'vitest';
import { dateTicks } from './date-ticks';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number[]) => seconds.map((s) => new Date(s * 1000).toISOString().slice(0, 10));

describe('dateTicks', () => {
  it('puts month ticks on the first of the month, several-month steps from January', () => {
    const { values } = dateTicks(at('2023-01-15'), at('2024-12-20'), 700, 80);
    expect(iso(values)).toEqual(['2023-04-01', '2023-07-01', '2023-10-01', '2024-01-01', '2024-04-01', '2024-07-01', '2024-10-01']);
  });

  it('counts days from the first of each month, leaving out a last one too close to the next', () => {
    // Every 10 days: the 31st would be a day before the 1st, and is left out.
    const { values } = dateTicks(at('2024-01-02'), at('2024-03-31'), 700, 70);
    expect(iso(values)).toEqual(['2024-01-11', '2024-01-21', '2024-02-01', '2024-02-11', '2024-02-21', '2024-03-01', '2024-03-11', '2024-03-21']);
  });

  it('puts year ticks on round years', () => {
    expect(iso(dateTicks(at('1990-01-01'), at('2017-05-19'), 550, 80).values)).toEqual([
      '1990-01-01',
      '1995-01-01',
      '2000-01-01',
      '2005-01-01',
      '2010-01-01',
      '2015-01-01',
    ]);
  });

  it('falls on whole hours within a day', () => {
    const { step, values } = dateTicks(at('2024-05-01T00:30:00Z'), at('2024-05-01T23:00:00Z'), 600, 100);
    expect(step).toBe(4 * 3600);
    expect(values.map((s) => new Date(s * 1000).toISOString().slice(11, 16))).toEqual(['04:00', '08:00', '12:00', '16:00', '20:00']);
  });

  it('ticks plain dates on days at the finest, however much room there is', () => {
    const { step, values } = dateTicks(at('2024-01-01'), at('2024-01-05'), 1200, 80, true);
    expect(step).toBe(86_400);
    expect(iso(values)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05']);
  });
});
