import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '@shared/spec/chart-spec';
import { chartPageRoom, PAGE_CSP, pagePolicy, renderChartPage, renderMissingChartPage, sourcesLine } from './standalone-page';

const spec = (extra: Partial<ChartSpec>): ChartSpec => ({
  chartType: 'line',
  theme: 'neon-midnight',
  data: { labels: ['2021', '2022'], datasets: [{ label: 'GDP growth', data: [6.1, 2.5] }] },
  options: DEFAULT_CHART_OPTIONS,
  ...extra,
});

describe('the standalone page without JavaScript', () => {
  it('names every source, each http(s) one a link, all escaped', () => {
    const sources = [
      { label: 'World Bank: GDP <growth>', url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US&x=1' },
      { label: 'Somewhere', url: 'javascript:alert(1)' },
    ];
    expect(sourcesLine(spec({ source: sources[0], sources }))).toBe(
      '<p>Sources: <a href="https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US&#38;x=1" rel="noopener noreferrer">World Bank: GDP &#60;growth&#62;</a>, Somewhere</p>',
    );
    expect(sourcesLine(spec({ source: { label: 'AAPL' } }))).toBe('<p>Source: AAPL</p>');
    expect(sourcesLine(spec({}))).toBe('');
  });

  it('shows the sources inside the noscript fallback', () => {
    const html = renderChartPage({
      spec: spec({
        sources: [
          { label: 'World Bank', url: 'https://data.worldbank.org/' },
          { label: 'IMF', url: 'https://www.imf.org/' },
        ],
      }),
      name: 'GDP',
      origin: 'https://charts.example',
      slug: 'abc',
      runtimePath: '/widget/chart-embed.js',
      toolbarPath: null,
    });
    expect(html).toMatch(
      /<noscript>[\s\S]*<p>Sources: <a href="https:\/\/data.worldbank.org\/"[^>]*>World Bank<\/a>, <a href="https:\/\/www.imf.org\/"[^>]*>IMF<\/a><\/p>[\s\S]*<\/noscript>/,
    );
  });
});

const page = (extra: Partial<ChartSpec>, name: string | null = 'GDP') =>
  renderChartPage({ spec: spec(extra), name, origin: 'https://charts.example', slug: 'abc', runtimePath: '/widget/chart-embed.js', toolbarPath: null });

describe('the standalone page', () => {
  it('names the chart in an h1 above it, escaped, beside the toolbar', () => {
    const html = page({}, 'Sales <b>&</b> "costs"');
    expect(html).toContain('<header class="head">\n<h1>Sales &#60;b&#62;&#38;&#60;/b&#62; &#34;costs&#34;</h1>\n<div id="toolbar"></div>\n</header>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html.indexOf('<h1>')).toBeLessThan(html.indexOf('<chart-embed'));
    expect(html).not.toMatch(/<noscript>[\s\S]*<h1>[\s\S]*<\/noscript>/);
  });

  it('falls back to the title option, then to Untitled Chart, as the tab title does', () => {
    expect(page({ options: { ...DEFAULT_CHART_OPTIONS, title: 'Growth' } }, null)).toContain('<h1>Growth</h1>');
    expect(page({}, null)).toContain('<h1>Untitled Chart</h1>');
  });

  it('hides the chart’s own title only when the h1 already says it', () => {
    expect(page({ options: { ...DEFAULT_CHART_OPTIONS, title: 'GDP' } })).toContain('<chart-embed beacon="/e/abc/view" class="titled">');
    expect(page({ options: { ...DEFAULT_CHART_OPTIONS, title: 'GDP growth, 2021–2022' } })).toContain('<chart-embed beacon="/e/abc/view">');
    expect(page({})).toContain('<chart-embed beacon="/e/abc/view">');
  });

  it('is dark for a dark theme and light for a light one, whatever the reader’s scheme', () => {
    expect(page({ theme: 'neon-midnight' })).toContain('<html lang="en" class="dark">');
    expect(page({ theme: 'dark-purple' })).toContain('<html lang="en" class="dark">');
    expect(page({ theme: 'light-green' })).toContain('<html lang="en" class="light">');
    // An id no theme has draws the default theme, which is dark.
    expect(page({ theme: 'no-such-theme' })).toContain('<html lang="en" class="dark">');
  });

  it('keeps every style in the <style>s its policy allows, with no style attribute', () => {
    const chart = spec({ theme: 'light-blue' });
    for (const [html, policy, count] of [
      [page({ theme: 'light-blue' }), pagePolicy(chartPageRoom(chart, 'GDP')), 2],
      [renderMissingChartPage('https://charts.example'), PAGE_CSP, 1],
    ] as const) {
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles).toHaveLength(count);
      for (const style of styles) expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(html).not.toMatch(/\sstyle=/);
    }
  });

  it('gives the chart more height on a phone when its texts need it for the plot', () => {
    const wordy = spec({
      options: {
        ...DEFAULT_CHART_OPTIONS,
        title: 'GDP',
        description: 'Growth of the gross domestic product, in percent a year, adjusted for prices, as the national statistics office publishes it.',
        notes: 'The last year is an estimate.',
        byline: 'Chart: Jane Doe',
        legendPosition: 'bottom',
      },
      source: { label: 'World Bank' },
    });
    expect(chartPageRoom(wordy, 'GDP')).toMatch(/^chart-embed\{min-height:\d+px\}@media \(width<\d+px\)\{chart-embed\{min-height:\d+px\}\}/);
    const narrowest = (css: string) => Number(/min-height:(\d+)px\}\}$/.exec(css)?.[1]);
    expect(narrowest(chartPageRoom(wordy, 'GDP'))).toBeGreaterThan(400);
    expect(narrowest(chartPageRoom(wordy, 'GDP'))).toBeGreaterThan(narrowest(chartPageRoom(spec({}), 'GDP')));
  });
});
