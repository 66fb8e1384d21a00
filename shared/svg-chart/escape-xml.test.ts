import { describe, expect, it } from 'vitest';
import { xmlText } from './escape-xml';

describe('xmlText', () => {
  it('escapes markup and both quotes', () => {
    expect(xmlText(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;');
  });

  it('drops what XML cannot carry at all, keeping tabs, new lines and whole surrogate pairs', () => {
    expect(xmlText('a\u0000b\u0007c\u001bd\ufffee\tf\ng')).toBe('abcde\tf\ng');
    expect(xmlText('lone \ud800 high, lone \udc00 low, pair 📈')).toBe('lone  high, lone  low, pair 📈');
  });

  it('writes any value as text', () => {
    expect(xmlText(42)).toBe('42');
    expect(xmlText(null)).toBe('');
    expect(xmlText(undefined)).toBe('');
  });
});
