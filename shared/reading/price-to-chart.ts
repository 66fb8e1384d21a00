/**
 * A daily price answer (Alpha Vantage's TIME_SERIES_DAILY shape, which the API answers for every
 * provider) as chart data: dates ascending, the symbol as the series name, closes for line and
 * bar charts, open/high/low/close points for candlesticks.
 */
import type { ChartData, ChartType, OhlcPoint } from '../spec/chart-spec';

export interface DailyBar {
  '1. open': string;
  '2. high': string;
  '3. low': string;
  '4. close': string;
  '5. volume': string;
}

export interface PriceResponse {
  'Meta Data': { '1. Information': string; '2. Symbol': string; '3. Last Refreshed': string; '4. Output Size': string; '5. Time Zone': string };
  'Time Series (Daily)': Record<string, DailyBar>;
}

export const DEFAULT_STOCK_LABEL = 'Stock';

export function priceToChartData(response: PriceResponse, chartType: ChartType = 'line'): ChartData {
  const series = response['Time Series (Daily)'] ?? {};
  const labels = Object.keys(series).sort();
  const label = response['Meta Data']?.['2. Symbol'] || DEFAULT_STOCK_LABEL;
  if (chartType === 'candlestick') {
    const data = labels.map((day): OhlcPoint => {
      const bar = series[day]!;
      return { o: Number(bar['1. open']), h: Number(bar['2. high']), l: Number(bar['3. low']), c: Number(bar['4. close']) };
    });
    return { labels, datasets: [{ label, data }] };
  }
  return { labels, datasets: [{ label, data: labels.map((day) => Number(series[day]!['4. close'])) }] };
}
