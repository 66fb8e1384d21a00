import { describe, expect, it } from 'vitest';
import { quotaSubjects } from './quota';

describe('quotaSubjects', () => {
  const limits = { guest: 5, userDaily: 50 };

  it('counts a guest per day, by cookie and by address, so a shared address is not blocked for good', () => {
    expect(quotaSubjects({ userId: null, guestId: 'g1', ip: '203.0.113.5' }, limits, '2026-11-22')).toEqual([
      { key: 'guest:g1', day: '2026-11-22', limit: 5 },
      { key: 'guest-ip:203.0.113.5', day: '2026-11-22', limit: 5 },
    ]);
  });

  it('counts a signed-in user per day by account only', () => {
    expect(quotaSubjects({ userId: 7, guestId: 'g1', ip: '203.0.113.5' }, limits, '2026-11-22')).toEqual([{ key: 'user:7', day: '2026-11-22', limit: 50 }]);
  });
});
