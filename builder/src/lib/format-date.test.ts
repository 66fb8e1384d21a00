import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative } from './format-date';

describe('formatDateTime', () => {
  it('shows short month, day, year, hour and minute', () => {
    const local = new Date(2024, 0, 5, 15, 7).toISOString();
    expect(formatDateTime(local)).toBe('Jan 5, 2024, 3:07 PM');
  });
});

describe('formatRelative', () => {
  const now = Date.UTC(2024, 5, 1, 12, 0, 0);
  const ago = (seconds: number) => formatRelative(new Date(now - seconds * 1000).toISOString(), now);

  it.each([
    [10, 'less than a minute ago'],
    [45, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [50 * 60, 'about 1 hour ago'],
    [3 * 3600, 'about 3 hours ago'],
    [30 * 3600, '1 day ago'],
    [5 * 86400, '5 days ago'],
    [35 * 86400, 'about 1 month ago'],
    [50 * 86400, 'about 2 months ago'],
    [120 * 86400, '4 months ago'],
    [400 * 86400, 'about 1 year ago'],
    [600 * 86400, 'over 1 year ago'],
    [700 * 86400, 'almost 2 years ago'],
    [-60, 'less than a minute ago'],
  ])('%i seconds is "%s"', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });
});
