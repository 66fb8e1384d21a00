import { describe, expect, it } from 'vitest';
import { normalizeSpec } from '@shared/spec/normalize-spec';
import { FRAME_SCRIPT, frameKey, frameOptions, renderFrameTemplate } from './frame-page';
import { roomCss } from './room-css';

const options = (query: string) => frameOptions(new URLSearchParams(query));

describe('the frame page options', () => {
  it('reads the height and flags, and sets aside what it cannot use', () => {
    expect(options('')).toEqual({ height: 400, flags: {} });
    expect(options('height=250&plain=1&transparent&static=0&lang=fr-fr')).toEqual({ height: 250, flags: { plain: true, transparent: true, lang: 'fr-FR' } });
    expect(options('theme=auto').flags).toEqual({ autoTheme: true });
    expect(options('theme=dark-blue').flags).toEqual({});
    expect(options('height=5').height).toBe(100);
    expect(options('height=abc&lang=en_US').flags).toEqual({});
  });

  it('keys the same frame the same way however its address is written', () => {
    expect(frameKey(options('plain=1&height=300'))).toBe(frameKey(options('height=300.4&plain=yes')));
    expect(frameKey(options('plain=1'))).not.toBe(frameKey(options('static=1')));
    expect(frameKey(options(''))).not.toBe(frameKey(options('theme=auto')));
  });

  it('reads only an alphanumeric secret from the hash, as WordPress writes it', () => {
    const secret = (hash: string) => /[?&#]secret=([A-Za-z0-9]{1,64})(?:&|$)/.exec(hash)?.[1];
    expect(FRAME_SCRIPT).toContain(String.raw`/[?&#]secret=([A-Za-z0-9]{1,64})(?:&|$)/`);
    expect(secret('#?secret=Ab3dE5gH9k')).toBe('Ab3dE5gH9k');
    expect(secret('#?secret=a"b')).toBeUndefined();
  });
});

describe('the frame page template (issue 43, finding 4)', () => {
  const spec = normalizeSpec({ chartType: 'line', data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] }, options: { title: 'T' } });
  const template = renderFrameTemplate({
    spec,
    title: 'A <b>chart</b>',
    origin: 'https://charts.example',
    slug: 'abc',
    runtimeUrl: 'https://charts.example/widget/r.js',
  });

  it('is one page whose head alone changes with the height, flags and language', () => {
    const page = template.head(options('height=300&plain=1&lang=de-de')).html + template.tail;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">[\s\S]*<title>A &#60;b&#62;chart&#60;\/b&#62; · Chart Embed<\/title>\n<style>[^<]*height:300px}/);
    expect(page).toContain(
      '<chart-embed height="300" src="https://charts.example/e/abc.json" beacon="https://charts.example/e/abc/view" plain lang="de-DE"><script type="application/json">{',
    );
    expect(page.endsWith(`</script></chart-embed>\n<script>${FRAME_SCRIPT}</script>\n</body>\n</html>\n`)).toBe(true);
    // The spec is all in the tail: nothing an address asks for reaches it.
    expect(template.tail).toContain('"title":"T"');
    expect(template.head(options('height=301')).html).not.toContain('"title":"T"');
  });

  it('allows each height’s style by its own hash', () => {
    const [a, b] = [template.head(options('height=300')), template.head(options('height=301'))];
    expect(a.policy).toMatch(/style-src 'sha256-[^']+'/);
    expect(a.policy).not.toBe(b.policy);
    expect(a.policy).toContain('frame-ancestors *');
  });
});

describe('the frame page’s reserved height', () => {
  it('is the height asked for where the texts fit, and more on a narrow frame where they do not', () => {
    const steps = [
      [240, 620],
      [360, 520],
      [640, 380],
    ] as const;
    expect(roomCss(400, steps)).toBe('chart-embed{height:400px}@media (width<640px){chart-embed{height:520px}}@media (width<360px){chart-embed{height:620px}}');
    expect(roomCss(700, steps)).toBe('chart-embed{height:700px}');
    expect(roomCss(300, [[240, 380]])).toBe('chart-embed{height:380px}');
    expect(roomCss(400, steps, { property: 'min-height', margin: 48 })).toBe(
      'chart-embed{min-height:400px}@media (width<688px){chart-embed{min-height:520px}}@media (width<408px){chart-embed{min-height:620px}}',
    );
  });

  it('comes from the chart’s texts, and from its legend alone when plain', () => {
    const wordy = normalizeSpec({
      chartType: 'line',
      data: { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }] },
      options: {
        title: 'A long title that wraps on a phone screen',
        description: 'A description long enough to wrap to three or four lines on a phone, as they often do.',
        notes: 'Some notes',
        byline: 'Chart: J. Doe',
        legendPosition: 'bottom',
      },
    });
    const template = renderFrameTemplate({
      spec: wordy,
      title: 'T',
      origin: 'https://charts.example',
      slug: 'abc',
      runtimeUrl: 'https://charts.example/widget/r.js',
    });
    expect(template.head(frameOptions(new URLSearchParams(''))).html).toContain('@media (width<');
    expect(template.head(frameOptions(new URLSearchParams('plain=1'))).html).not.toContain('@media (width<');
  });
});
