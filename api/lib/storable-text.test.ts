import { describe, expect, it } from 'vitest';
import { unstorableText } from './storable-text';

const check = (json: string) => unstorableText(JSON.parse(json), json);

describe('unstorableText', () => {
  it('names the field that holds NUL, however deep', () => {
    expect(check('{"username":"a\\u0000b"}')).toBe('username must not contain the character U+0000 (NUL)');
    expect(check('{"data":{"labels":["x","\\u0000"]}}')).toBe('data.labels[1] must not contain the character U+0000 (NUL)');
    expect(check('"\\u0000"')).toBe('The request body must not contain the character U+0000 (NUL)');
    expect(check('{"a\\u0000":1}')).toBe('A field name must not contain the character U+0000 (NUL)');
  });

  it('refuses an unpaired surrogate but takes a pair, and passes clean text at a glance', () => {
    expect(check('{"content":"\\ud83d"}')).toBe('content holds a broken character (an unpaired UTF-16 surrogate)');
    expect(check('{"content":"\\ud83d\\ude00 and \\u00e9"}')).toBeNull();
    expect(check('{"content":"plain, with a backslash \\\\u0000 written out"}')).toBeNull();
  });
});
