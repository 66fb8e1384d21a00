/**
 * Scatter plots to look at: bubbles in groups, a log axis with a trend line and named points, ten
 * thousand points (the render bench's), on dark and light themes. Seeded, so each golden image is
 * the same on every run; the values are made up.
 */
import type { ChartSpec } from '../../spec/chart-spec';
import { sampleChart } from '../sample-data';

/** A seeded stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

const GROUPS = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania'];

/** Income against life expectancy for `count` made-up places: the famous shape, log-linear with noise. */
function places(count: number, seed: number) {
  const random = seeded(seed);
  const labels: string[] = [];
  const [income, life, people, groups]: [number[], number[], number[], string[]] = [[], [], [], []];
  for (let i = 0; i < count; i++) {
    const g = Math.floor(random() * GROUPS.length);
    const x = Math.round(10 ** (2.7 + g * 0.25 + random() * 1.6));
    labels.push(`Place ${i + 1}`);
    income.push(x);
    life.push(Math.round((40 + 8 * Math.log10(x) + (random() - 0.5) * 10) * 10) / 10);
    people.push(Math.round(10 ** (5 + random() * 3.5)));
    groups.push(GROUPS[g]!);
  }
  return { labels, income, life, people, groups };
}

function cloud(count: number, seed: number) {
  const random = seeded(seed);
  const xs = Array.from({ length: count }, () => Math.round((random() + random() + random()) * 3333) / 100);
  const ys = xs.map((x) => Math.round((x * 0.6 + (random() + random() - 1) * 25) * 100) / 100);
  return { labels: xs.map((_, i) => `#${i + 1}`), xs, ys };
}

export const samples = (): Record<string, ChartSpec> => {
  const p = places(60, 7);
  const big = cloud(10_000, 11);
  const small = cloud(40, 5);
  return {
    'scatter-bubbles': sampleChart(
      'scatter',
      'neon-midnight',
      p.labels,
      [
        { label: 'Income per person', data: p.income },
        { label: 'Life expectancy', data: p.life },
        { label: 'Population', data: p.people },
      ],
      { title: 'Richer places live longer', xAxis: 'Place', legendPosition: 'top', numberFormat: { decimals: 0 }, scatter: { logX: true, groups: p.groups } },
    ),
    'scatter-trend-light': sampleChart(
      'scatter',
      'light-blue',
      small.labels,
      [
        { label: 'Hours studied', data: small.xs },
        { label: 'Score', data: small.ys },
      ],
      { title: 'More hours, higher scores', xAxis: 'Student', legendPosition: 'none', scatter: { trend: true, labelled: ['#3', '#17'] } },
    ),
    'scatter-10k': sampleChart(
      'scatter',
      'dark-blue',
      big.labels,
      [
        { label: 'X', data: big.xs },
        { label: 'Y', data: big.ys },
      ],
      { title: 'Ten thousand points', xAxis: 'Point', legendPosition: 'none', scatter: { trend: true } },
    ),
    'scatter-log-light': sampleChart(
      'scatter',
      'light-green',
      p.labels,
      [
        { label: 'Income per person', data: p.income },
        { label: 'Population', data: p.people },
      ],
      {
        title: 'Income and population',
        xAxis: 'Place',
        legendPosition: 'right',
        scatter: { logX: true, logY: true, trend: true, groups: p.groups, labelled: ['Place 1', 'Place 2'] },
      },
    ),
  };
};
