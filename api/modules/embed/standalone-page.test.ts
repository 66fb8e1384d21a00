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

describe('the standalone page of a scatter plot or a table', () => {
  it('says a scatter plot’s summary, and gives its noscript table the groups', () => {
    const html = page({
      chartType: 'scatter',
      data: {
        labels: ['Oslo', 'Rome', 'Lima'],
        datasets: [
          { label: 'Income', data: [60, 35, 12] },
          { label: 'Life', data: [83, 84, 77] },
        ],
      },
      options: { ...DEFAULT_CHART_OPTIONS, xAxis: 'City', title: 'Cities', scatter: { groups: ['North', 'South', 'South'] } },
    });
    expect(html).toContain('<meta name="description" content="Scatter plot: Cities. 3 points: Life against Income.');
    expect(html).toContain('alt="Scatter plot: GDP"');
    expect(html).toContain('<th>City</th><th>Income</th><th>Life</th><th>Group</th>');
    expect(html).toContain('<tr><th>Rome</th><td>35</td><td>84</td><td>South</td></tr>');
  });

  it('says a table’s summary and lists its rows in the order it first shows them', () => {
    const labels = Array.from({ length: 60 }, (_, i) => `Row ${i + 1}`);
    const html = page({
      chartType: 'table',
      data: { labels, datasets: [{ label: 'Score', data: labels.map((_, i) => i) }] },
      options: { ...DEFAULT_CHART_OPTIONS, xAxis: 'Name', table: { sort: { column: 0, descending: true } } },
    });
    expect(html).toContain('content="Table. 60 rows of Name and 1 column: Score. Sorted by Score, descending."');
    expect(html).toContain('alt="Table: GDP"');
    expect(html.indexOf('<th>Row 60</th>')).toBeLessThan(html.indexOf('<th>Row 59</th>'));
    expect(html).not.toContain('<th>Row 1</th>');
    expect(html).toContain('<p>The first 50 of 60 rows.</p>');
  });
});
