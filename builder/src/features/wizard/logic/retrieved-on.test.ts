import { describe, expect, it } from 'vitest';
import { retrievedOn } from './retrieved-on';

describe('retrievedOn', () => {
  it('writes the day a source was read, in UTC', () => {
    expect(retrievedOn('2026-11-25T09:00:00.000Z')).toBe('25 Nov 2026');
    expect(retrievedOn('2026-11-25T23:59:59.000Z')).toBe('25 Nov 2026');
  });

  it('is empty for what is not a time', () => {
    expect(retrievedOn('')).toBe('');
    expect(retrievedOn('yesterday')).toBe('');
  });
});
