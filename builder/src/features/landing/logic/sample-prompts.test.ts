import { describe, expect, it } from 'vitest';
import { planQuestion } from '@shared/ai/planner/plan-question';
import { SAMPLE_PROMPTS } from './sample-prompts';

describe('the landing page’s sample questions', () => {
  // A fresh install has no model: each must be a chart the planner plans without one, from open data.
  it.each(SAMPLE_PROMPTS)('are read whole by the planner: %s', (prompt) => {
    const read = planQuestion(prompt, new Date('2026-06-01T00:00:00Z'));
    expect(read.ok && read.plan.series.every((s) => s.source !== 'prices')).toBe(true);
  });
});
