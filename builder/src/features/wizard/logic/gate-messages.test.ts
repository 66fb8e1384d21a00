import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_MESSAGES, runGateMessages } from './gate-messages';

describe('the signup gate’s messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the five messages in order, one every 1.5 s, and stays on the last', () => {
    const shown: string[] = [];
    runGateMessages((message) => shown.push(message));
    expect(shown).toEqual(['Analyzing your request...']);
    vi.advanceTimersByTime(1499);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown.at(-1)).toBe('Finding data sources...');
    vi.advanceTimersByTime(1500 * 3);
    expect(shown).toEqual(GATE_MESSAGES);
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(GATE_MESSAGES);
  });

  it('stops when cancelled', () => {
    const shown: string[] = [];
    const stop = runGateMessages((message) => shown.push(message));
    stop();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(['Analyzing your request...']);
  });
});
