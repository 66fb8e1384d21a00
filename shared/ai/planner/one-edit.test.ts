import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './one-edit';
import { tokenize } from './tokens';

describe('withinOneEdit', () => {
  it('allows one letter added, dropped, changed or two swapped', () => {
    expect(withinOneEdit('germany', 'germany')).toBe(true);
    expect(withinOneEdit('germny', 'germany')).toBe(true);
    expect(withinOneEdit('germanyy', 'germany')).toBe(true);
    expect(withinOneEdit('gernany', 'germany')).toBe(true);
    expect(withinOneEdit('unemploymnet', 'unemployment')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('austria', 'australia')).toBe(false);
    expect(withinOneEdit('inflaton rate', 'inflation ratio')).toBe(false);
    expect(withinOneEdit('niger', 'nigeria')).toBe(false);
  });
});

describe('tokenize', () => {
  it('keeps spans, drops possessives and accents, splits hyphens', () => {
    const tokens = tokenize("Nvidia's EPS in Türkiye, Coca-Cola & S&P 500");
    expect(tokens.map((t) => t.word)).toEqual(['nvidia', 'eps', 'in', 'turkiye', 'coca', 'cola', '&', 's&p', '500']);
    expect(tokens[0]).toMatchObject({ raw: "Nvidia's", start: 0, end: 8 });
    expect(tokens[1]!.raw).toBe('EPS');
  });

  it('reads U.S. and CO₂ as people write them', () => {
    expect(tokenize('U.S. CO₂ emissions').map((t) => t.word)).toEqual(['us', 'co2', 'emissions']);
  });
});
