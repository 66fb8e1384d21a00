import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect([0, 1, 2].map((n) => plural(n, 'comment'))).toEqual(['0 comments', '1 comment', '2 comments']);
  });
});
