import { describe, expect, it } from 'vitest';
import { planQuestion } from '@shared/ai/planner/plan-question';
import { EXAMPLES } from './question-panel';

describe('step 1’s examples', () => {
  // They stay on a server without a model, so the planner must read each one whole.
  it.each(EXAMPLES)('are read whole by the planner: %s', (example) => {
    expect(planQuestion(example, new Date('2026-06-01T00:00:00Z')).ok).toBe(true);
  });
});
