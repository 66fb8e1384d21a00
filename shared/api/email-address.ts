/**
 * What the product takes as an e-mail address: exactly one bare address. Mail libraries read a
 * display name, angle brackets, commas or semicolons as more or other recipients, so
 * `victim<attacker@evil.example>` would send a reset link to the attacker; these never pass.
 * An apostrophe stays allowed: it is ordinary in real addresses (o'brien@example.com) and names no
 * recipient. One rule for the API's schemas and the builder's forms.
 */

/**
 * A local part and a dotted domain, neither holding whitespace, control characters, quotes,
 * brackets, parentheses, backslashes, commas, semicolons or colons; the domain has no empty label.
 * Written without flags, so TypeBox and any OpenAPI client compile the same pattern.
 */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
export const EMAIL_ADDRESS_PATTERN = /^[^\s@<>()[\]\\,;:"`\x00-\x1f\x7f]+@[^\s@<>()[\]\\,;:"`.\x00-\x1f\x7f]+(?:\.[^\s@<>()[\]\\,;:"`.\x00-\x1f\x7f]+)+$/;

/** The longest address SMTP carries (RFC 5321's path limit, less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS_PATTERN.test(text);
}
