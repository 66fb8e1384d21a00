import type { ChartSpec } from '@shared/spec/chart-spec';
import { makeSpec } from '../../testing';
import { days, wave } from '../sample-series';

/** Lines and areas: short and long, dense, in millions, with every extra, and twelve series. The parity test draws each, in the widget and as the server image. */
export const SAMPLES: Record<string, ChartSpec> = {
  'line over five days': makeSpec(),
  'line over two years of days': makeSpec({ data: { labels: days(730), datasets: [{ label: 'Close', data: wave(730, 1500) }] } }),
  'line over years as numbers': makeSpec({
    data: {
      labels: ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022'],
      datasets: [{ label: 'GDP', data: [1.2e12, 1.3e12, 1.35e12, 1.5e12, 1.45e12, 1.3e12, 1.6e12, 1.7e12] }],
    },
  }),
  'area of millions': makeSpec({ chartType: 'area', data: { labels: days(90), datasets: [{ label: 'Users', data: wave(90, 2.5e7) }] } }),
  // Between half the element's width and half the plot's: dense by the plot, not by the element.
  'line just dense enough': makeSpec({ data: { labels: days(240), datasets: [{ label: 'Close', data: wave(240, 1500) }] } }),
  'dense area': makeSpec({ chartType: 'area', data: { labels: days(2000), datasets: [{ label: 'Users', data: wave(2000, 2.5e7) }] } }),
  'formats, range and annotations': makeSpec({
    data: { labels: days(60), datasets: [{ label: 'Share', data: wave(60, 0.03) }] },
    options: {
      ...makeSpec().options,
      description: 'The share of orders placed online, by day, over the first two months of the year.',
      notes: 'Weekends included.',
      byline: 'Chart: Jane Doe',
      numberFormat: { percent: true, decimals: 1 },
      yMax: 0.8,
      startAtZero: true,
      referenceLines: [{ value: 0.5, label: 'Half' }, { value: 0.25 }],
      highlights: [{ from: days(60)[10]!, to: days(60)[20]!, label: 'Sale' }],
      seriesColors: ['#b45309'],
    },
  }),
  // Ticks in one unit (0, 5K … 20K), a label too long for a phone's plot, a range at the right edge.
  'thousands and long labels': makeSpec({
    data: { labels: days(24), datasets: [{ label: 'Visits', data: wave(24, 6500) }] },
    options: {
      ...makeSpec().options,
      startAtZero: true,
      referenceLines: [{ value: 18_000, label: 'Break-even for the whole year, $18,000 a month' }],
      highlights: [{ from: days(24)[21]!, to: days(24)[23]!, label: 'Holiday sale' }],
    },
  }),
  'twelve series': makeSpec({
    data: { labels: days(10), datasets: Array.from({ length: 12 }, (_, i) => ({ label: `Series number ${i + 1}`, data: wave(10, 10 * (i + 1)) })) },
  }),
};
