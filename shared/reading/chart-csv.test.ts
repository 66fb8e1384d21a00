import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_OPTIONS } from '../spec/chart-spec';
import { chartFileName, chartToCsv } from './chart-csv';
import { csvToChart } from './csv-to-chart';

const options = { ...DEFAULT_CHART_OPTIONS, xAxis: 'Month' };

describe('chartToCsv', () => {
  it('names the sources an AI chart was fetched from after the data', () => {
    const csv = chartToCsv({
      chartType: 'line',
      options,
      data: { labels: ['2022', '2023'], datasets: [{ label: 'US', data: [1.9, 2.5] }] },
      sources: [{ label: 'World Bank: GDP growth (annual %)', url: 'https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US' }],
    });
    expect(csv).toBe(
      '\uFEFFMonth,US\r\n2022,1.9\r\n2023,2.5\r\n\r\nSource,World Bank: GDP growth (annual %),https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=US\r\n',
    );
  });

  it('names a chart’s one source after the data, with its link when it has one', () => {
    const data = { labels: ['2022'], datasets: [{ label: 'Sales', data: [3] }] };
    expect(chartToCsv({ chartType: 'bar', options, data, source: { label: 'Statistics Norway, table 1', url: 'https://ssb.no/t1' } })).toBe(
      '\uFEFFMonth,Sales\r\n2022,3\r\n\r\nSource,"Statistics Norway, table 1",https://ssb.no/t1\r\n',
    );
    expect(chartToCsv({ chartType: 'bar', options, data, source: { label: '=sales.csv' } })).toBe("\uFEFFMonth,Sales\r\n2022,3\r\n\r\nSource,'=sales.csv,\r\n");
    expect(chartToCsv({ chartType: 'bar', options, data })).toBe('\uFEFFMonth,Sales\r\n2022,3\r\n');
  });

  it('reads back in this platform as the chart it came from, its sources left out', () => {
    const data = { labels: ['Jan', 'Feb'], datasets: [{ label: 'Sales', data: [3, -4.5] }] };
    const sources = [
      { label: 'Statistics Norway, table 1', url: 'https://ssb.no/t1' },
      { label: 'IMF', url: 'https://imf.org' },
    ];
    const read = csvToChart(chartToCsv({ chartType: 'bar', options, data, sources }), 'sales.csv');
    expect({ labels: read.labels, datasets: read.datasets }).toEqual(data);
    expect(csvToChart('Month,Source\nJan,1\n\nSource,2\n', 'a.csv').labels, 'a row of data named Source stays').toEqual(['Jan', 'Source']);
  });

  it('writes the labels and one column per series, numbers exactly, gaps empty', () => {
    const csv = chartToCsv({
      chartType: 'line',
      options,
      data: {
        labels: ['Jan', 'Feb'],
        datasets: [
          { label: 'Sales', data: [1234.5, null] },
          { label: 'Costs', data: [-2, 0.1] },
        ],
      },
    });
    expect(csv).toBe('\uFEFFMonth,Sales,Costs\r\nJan,1234.5,-2\r\nFeb,,0.1\r\n');
  });

  it('gives a scatter plot’s groups a last column, as text cells', () => {
    const data = {
      labels: ['Oslo', 'Rome'],
      datasets: [
        { label: 'Income', data: [60, 35] },
        { label: 'Life', data: [83, null] },
      ],
    };
    const scatter = { ...options, xAxis: 'City', scatter: { groups: ['North', '=South'] } };
    expect(chartToCsv({ chartType: 'scatter', options: scatter, data })).toBe("\uFEFFCity,Income,Life,Group\r\nOslo,60,83,North\r\nRome,35,,'=South\r\n");
    expect(chartToCsv({ chartType: 'scatter', options: { ...options, xAxis: 'City' }, data })).toBe('\uFEFFCity,Income,Life\r\nOslo,60,83\r\nRome,35,\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps unicode', () => {
    const csv = chartToCsv({
      chartType: 'bar',
      options,
      data: { labels: ['Zürich, CH', 'say "hi"', 'two\nlines', '東京'], datasets: [{ label: 'Ünits', data: [1, 2, 3, 4] }] },
    });
    expect(csv.split('\r\n')).toEqual(['\uFEFFMonth,Ünits', '"Zürich, CH",1', '"say ""hi""",2', '"two\nlines",3', '東京,4', '']);
  });

  it('makes text that a spreadsheet would run as a formula harmless', () => {
    const csv = chartToCsv({
      chartType: 'bar',
      options,
      data: { labels: ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx'], datasets: [{ label: '=cmd|calc', data: [1, 2, -3, 4, 5] }] },
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe("\uFEFFMonth,'=cmd|calc");
    expect(lines.slice(1, 6)).toEqual(['"\'=HYPERLINK(""http://x"")",1', "'+1,2", "'-2,-3", "'@SUM(A1),4", "'\tx,5"]);
  });

  it('gives candles four columns', () => {
    const csv = chartToCsv({
      chartType: 'candlestick',
      options,
      data: { labels: ['2024-01-02'], datasets: [{ label: 'AAPL', data: [{ o: 1, h: 2, l: 0.5, c: 1.5 }] }] },
    });
    expect(csv).toBe('\uFEFFMonth,AAPL Open,AAPL High,AAPL Low,AAPL Close\r\n2024-01-02,1,2,0.5,1.5\r\n');
  });
});

describe('chartFileName', () => {
  it('names the file after the chart, in plain lower-case words', () => {
    expect(chartFileName('Sales by Quarter (2024)', 'csv')).toBe('sales-by-quarter-2024.csv');
    expect(chartFileName('Café Zürich', 'png')).toBe('cafe-zurich.png');
    expect(chartFileName('東京', 'csv')).toBe('chart.csv');
    expect(chartFileName(null, 'svg')).toBe('chart.svg');
  });
});
