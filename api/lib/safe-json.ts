/**
 * JSON that can sit inside a <script> element or a JavaScript string without ending it early:
 * `<`, `>` and `&` as \u escapes (no `</script>` or `<!--`), and U+2028/U+2029, which end a line
 * in older JavaScript engines.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
