import { describe, expect, it } from 'vitest';
import { createAddressCap } from './address-cap';

describe('createAddressCap', () => {
  it('allows an address its writes for the day, then none until the next day', () => {
    let t = Date.UTC(2026, 10, 25, 10);
    const cap = createAddressCap({ perDay: 3, maxAddresses: 10, now: () => t });
    expect([1, 2, 3, 4].map(() => cap.allow('203.0.113.5'))).toEqual([true, true, true, false]);
    expect(cap.allow('203.0.113.6')).toBe(true);
    t = Date.UTC(2026, 10, 26, 0, 1);
    expect(cap.allow('203.0.113.5')).toBe(true);
  });

  it('keeps at most its number of addresses, forgetting the oldest', () => {
    const cap = createAddressCap({ perDay: 1, maxAddresses: 2 });
    cap.allow('a');
    cap.allow('b');
    cap.allow('c');
    expect(cap.allow('a'), 'forgotten, so allowed again').toBe(true);
    expect(cap.allow('c')).toBe(false);
  });
});
