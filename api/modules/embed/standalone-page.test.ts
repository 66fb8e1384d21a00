import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS, type ChartSpec } from '@shared/chart-spec';
import { renderChartPage, sourcesLine } from './standalone-page';

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
