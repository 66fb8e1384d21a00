import { describe, expect, it } from 'vitest';
import { chartEtag, matchesVersion, nextVersion } from './chart-lock';

const chart = { updatedAt: new Date('2026-11-27T10:00:00.000Z') };

describe('chart versions', () => {
  it('tags a version with its updatedAt, which a record already carries', () => {
    expect(chartEtag(chart)).toBe('"2026-11-27T10:00:00.000Z"');
  });

  it('reads If-Match as HTTP writes it: quoted, weak, listed, or any', () => {
    expect(matchesVersion('"2026-11-27T10:00:00.000Z"', chart)).toBe(true);
    expect(matchesVersion('W/"2026-11-27T10:00:00.000Z"', chart)).toBe(true);
    expect(matchesVersion('"old", "2026-11-27T10:00:00.000Z"', chart)).toBe(true);
    expect(matchesVersion('2026-11-27T10:00:00.000Z', chart)).toBe(true);
    expect(matchesVersion('*', chart)).toBe(true);
    expect(matchesVersion('"2026-11-27T09:59:59.999Z"', chart)).toBe(false);
    expect(matchesVersion('', chart)).toBe(false);
  });

  it('moves the version forward even when the clock stands behind it', () => {
    expect(nextVersion(new Date('2026-11-27T09:00:00.000Z'), chart).toISOString()).toBe('2026-11-27T10:00:00.001Z');
    expect(nextVersion(new Date('2026-11-27T11:00:00.000Z'), chart).toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });
});
