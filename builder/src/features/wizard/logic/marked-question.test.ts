import { describe, expect, it } from 'vitest';
import { markedQuestion } from './marked-question';

describe('markedQuestion', () => {
  it('cuts the trimmed question at the spans the planner read', () => {
    const parts = [
      { kind: 'period' as const, text: '2010', start: 8, end: 12 },
      { kind: 'entity' as const, text: 'Germany', start: 0, end: 7 },
    ];
    expect(markedQuestion('  Germany 2010 cats ', parts)).toEqual([
      { text: 'Germany', kind: 'entity' },
      { text: ' ', kind: null },
      { text: '2010', kind: 'period' },
      { text: ' cats', kind: null },
    ]);
  });

  it('leaves spans that overlap or fall outside the question unmarked', () => {
    const parts = [
      { kind: 'entity' as const, text: 'Germany', start: 0, end: 7 },
      { kind: 'measure' as const, text: 'man', start: 3, end: 6 },
      { kind: 'period' as const, text: '2010', start: 8, end: 40 },
    ];
    expect(markedQuestion('Germany 2010', parts)).toEqual([
      { text: 'Germany', kind: 'entity' },
      { text: ' 2010', kind: null },
    ]);
  });

  it('is the whole question, unmarked, when nothing was read', () => {
    expect(markedQuestion('my company sales', [])).toEqual([{ text: 'my company sales', kind: null }]);
  });
});
