import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_PATTERN, isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'Ada.Lovelace+charts@mail.example.co.uk', "o'brien@example.ie", 'a@b.c', 'x_y-z@sub-domain.example', 'zoë@exämple.de'])(
    'takes %j',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    ['victim<attacker@evil.example>', 'angle brackets'],
    ['Victim <victim@example.com>', 'a display name'],
    ['"Victim" victim@example.com', 'a quoted display name'],
    ['"victim"@example.com', 'a quoted local part'],
    ['a@b.c, d@e.f', 'two addresses'],
    ['a@b.c,d@e.f', 'two addresses without a space'],
    ['a@b.c;d@e.f', 'a semicolon list'],
    ['victim@example.com (Victim)', 'a comment'],
    ['undisclosed:victim@example.com;', 'a group'],
    [' ada@example.com', 'leading space'],
    ['ada@example.com\n', 'a line break'],
    ['ada@exa mple.com', 'a space inside'],
    ['ada\t@example.com', 'a tab'],
    ['ada\u0000@example.com', 'a NUL'],
    ['ada@[127.0.0.1]', 'a domain literal'],
    ['ada\\@example.com', 'a backslash'],
    ['ada@@example.com', 'two at signs'],
    ['ada@example', 'a domain without a dot'],
    ['ada@example..com', 'an empty label'],
    ['ada@.example.com', 'a leading dot in the domain'],
    ['ada@example.com.', 'a trailing dot in the domain'],
    ['@example.com', 'no local part'],
    ['ada@', 'no domain'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('refuses an address longer than SMTP carries', () => {
    expect(isEmailAddress(`${'a'.repeat(243)}@example.com`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(242)}@example.com`)).toBe(true);
  });

  it('is a pattern without flags, as the API publishes it', () => {
    expect(EMAIL_ADDRESS_PATTERN.flags).toBe('');
    expect(new RegExp(EMAIL_ADDRESS_PATTERN.source, 'u').test('victim<attacker@evil.example>')).toBe(false);
    expect(new RegExp(EMAIL_ADDRESS_PATTERN.source, 'u').test('ada@example.com')).toBe(true);
  });
});
