import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_STEP_MS, answerStages, runAnswerStages } from './answer-stages';

describe('the stages of answering a question', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('name the sources the AI can use, when the server says which', () => {
    expect(answerStages(['World Bank', 'IMF', 'SEC EDGAR'])).toEqual([
      'Reading your question…',
      'Finding data sources: World Bank, IMF, and SEC EDGAR…',
      'Fetching the numbers…',
    ]);
    expect(answerStages([])[1]).toBe('Finding data sources…');
  });

  it('advance on a timer and stay on the last until stopped', () => {
    const shown: number[] = [];
    const stop = runAnswerStages(3, (i) => shown.push(i));
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(ANSWER_STEP_MS - 1);
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([0, 1]);
    vi.advanceTimersByTime(ANSWER_STEP_MS * 10);
    expect(shown).toEqual([0, 1, 2]);
    stop();
  });

  it('stop when cancelled', () => {
    const shown: number[] = [];
    runAnswerStages(3, (i) => shown.push(i))();
    vi.advanceTimersByTime(ANSWER_STEP_MS * 10);
    expect(shown).toEqual([0]);
  });
});
