import { describe, expect, it } from 'vitest';
import { planQuestion } from '@shared/ai/planner/plan-question';
import { plannerHint } from './planner-hint';

const today = new Date('2026-11-27T12:00:00Z');

describe('plannerHint', () => {
  it('names what the planner read of a question it could not read whole, and what it did not', () => {
    const hint = plannerHint(planQuestion('Germany since 2010, my cats', today));
    expect(hint.split('\n').slice(1)).toEqual([
      '- "Germany": a country, region or company',
      '- "since 2010": a period',
      '- words it does not know: "my", "cats"',
    ]);
  });

  it('offers a plan it was not sure of whole', () => {
    const read = planQuestion('Unemployment in Germny since 2010', today);
    expect(read.ok && !read.sure).toBe(true);
    expect(plannerHint(read)).toContain('"indicator":"SL.UEM.TOTL.ZS","entity":"DEU"');
  });

  it('says when it found nothing', () => {
    expect(plannerHint(planQuestion('zzz qqq', today))).toMatch(/\n- words it does not know: "zzz", "qqq"$/);
  });
});
